import type { Db } from '../../platform/db/database.ts';
import { admissionSettingDefaults } from './admissions-settings.ts';

/** Seeds one tenant: the admissions settings (next steps, feedback open). Idempotent. */
export async function seedAdmissionDefinitions(db: Db, tenantId: string): Promise<void> {
  await db
    .insertInto('sysConfigs')
    .values(admissionSettingDefaults.map((s) => ({ tenantId, ...s })))
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
}
