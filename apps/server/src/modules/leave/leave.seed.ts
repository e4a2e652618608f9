import type { Db } from '../../platform/db/database.ts';
import { saveFormDefinition } from '../../platform/forms/forms.service.ts';
import { deployDefinition } from '../../platform/workflow/definitions.ts';
import { leaveForm, leaveFormKey, leaveProcessKey, leaveProcessXml } from './leave.definitions.ts';
import { leaveSettingDefaults } from './leave-settings.ts';

/**
 * Seeds one tenant: the leave rules as tenant settings, the form and the approval process. Idempotent:
 * what exists (an administrator may have changed it) is left alone. The menu entries of the leave pages
 * are in the platform's route tree (platform/menus/menu-tree-affairs.ts).
 */
export async function seedLeaveDefinitions(db: Db, tenantId: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('sysConfigs')
    .values(leaveSettingDefaults.map((s) => ({ tenantId, ...s })))
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
  const form = await db
    .selectFrom('formDefinitions')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', leaveFormKey)
    .executeTakeFirst();
  if (!form) await saveFormDefinition(db, tenantId, leaveForm, now);
  const process = await db
    .selectFrom('wfDefinitions')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', leaveProcessKey)
    .executeTakeFirst();
  if (!process) {
    await deployDefinition(db, {
      tenantId,
      xml: leaveProcessXml,
      key: leaveProcessKey,
      name: '请假申请',
      category: 'leave',
      formKey: leaveFormKey,
      starterRoles: ['student'],
      sort: 10,
      now,
    });
  }
}
