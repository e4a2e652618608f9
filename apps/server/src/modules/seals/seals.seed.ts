import { sealTypeDictionary } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { saveFormDefinition } from '../../platform/forms/forms.service.ts';
import { deployDefinition } from '../../platform/workflow/definitions.ts';
import {
  sealForm,
  sealFormKey,
  sealProcessKey,
  sealProcessXml,
  sealTypeItems,
  sealTypeName,
} from './seals.definitions.ts';

/**
 * Seeds one tenant: the seal_type dictionary, the form and the approval process. Idempotent: what
 * exists (an administrator may have changed it) is left alone. The menu entries are in the platform's
 * route tree (platform/menus/menu-tree-affairs.ts: yysq, yygl).
 */
export async function seedSealDefinitions(db: Db, tenantId: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('dictionaryTypes')
    .values({ tenantId, id: newId(), key: sealTypeDictionary, name: JSON.stringify(sealTypeName), builtin: false })
    .onConflict((c) => c.columns(['tenantId', 'key']).doNothing())
    .execute();
  const type = await db
    .selectFrom('dictionaryTypes')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', sealTypeDictionary)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dictionaryItems')
    .values(
      sealTypeItems.map((item, sort) => ({
        tenantId,
        id: newId(),
        typeId: type.id,
        key: item.key,
        label: JSON.stringify(item.label),
        sort,
      })),
    )
    .onConflict((c) => c.columns(['tenantId', 'typeId', 'key']).doNothing())
    .execute();
  const form = await db
    .selectFrom('formDefinitions')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', sealFormKey)
    .executeTakeFirst();
  if (!form) await saveFormDefinition(db, tenantId, sealForm, now);
  const process = await db
    .selectFrom('wfDefinitions')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', sealProcessKey)
    .executeTakeFirst();
  if (!process) {
    await deployDefinition(db, {
      tenantId,
      xml: sealProcessXml,
      key: sealProcessKey,
      name: '用印申请',
      category: 'seals',
      formKey: sealFormKey,
      starterRoles: ['student'],
      sort: 30,
      now,
    });
  }
}
