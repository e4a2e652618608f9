import type { Db } from '../../platform/db/database.ts';
import { saveFormDefinition } from '../../platform/forms/forms.service.ts';
import { deployDefinition } from '../../platform/workflow/definitions.ts';
import { leaveForm, leaveProcessKey, leaveProcessXml } from './leave.definitions.ts';
import { leaveExtensionForm, leaveExtensionKey, leaveExtensionXml } from './leave-extension.ts';
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
  const processes = [
    { form: leaveForm, key: leaveProcessKey, xml: leaveProcessXml, name: '请假申请', sort: 10 },
    { form: leaveExtensionForm, key: leaveExtensionKey, xml: leaveExtensionXml, name: '续假申请', sort: 11 },
  ];
  for (const p of processes) {
    const form = await db
      .selectFrom('formDefinitions')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('key', '=', p.form.code)
      .executeTakeFirst();
    if (!form) await saveFormDefinition(db, tenantId, p.form, now);
    const process = await db
      .selectFrom('wfDefinitions')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('key', '=', p.key)
      .executeTakeFirst();
    if (!process) {
      await deployDefinition(db, {
        tenantId,
        xml: p.xml,
        key: p.key,
        name: p.name,
        category: 'leave',
        formKey: p.form.code,
        starterRoles: ['student'],
        sort: p.sort,
        now,
      });
    }
  }
}
