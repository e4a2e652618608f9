import { defaultOnboardingSteps } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { onboardingDb } from './onboarding.tables.ts';
import { syncOnboardingStudents } from './onboarding-public.ts';
import { onboardingSettingDefaults } from './onboarding-settings.ts';

/** Seeds one tenant: the default steps and the home texts. Only what is missing: a school may have edited them. */
export async function seedOnboardingDefinitions(db: Db, tenantId: string): Promise<void> {
  await onboardingDb(db)
    .insertInto('onboardingSteps')
    .values(defaultOnboardingSteps.map((s, i) => ({ tenantId, ...s, sort: (i + 1) * 10 })))
    .onConflict((c) => c.columns(['tenantId', 'key']).doNothing())
    .execute();
  await db
    .insertInto('sysConfigs')
    .values(onboardingSettingDefaults.map((s) => ({ tenantId, ...s })))
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
}

/** The building new students of the demo university choose beds in: 3号楼 has rooms for both genders. */
export const demoOnboardingBuildingCode = 'B3';

/** Demo rows: every admitted demo new student gets an onboarding row and may pick a bed in 3号楼. */
export async function seedOnboardingDemo(db: Db, tenantId: string): Promise<void> {
  await syncOnboardingStudents(db, tenantId, new Date());
  const building = await db
    .withTables<{ dormBuildings: { tenantId: string; id: string; code: string } }>()
    .selectFrom('dormBuildings')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', demoOnboardingBuildingCode)
    .executeTakeFirst();
  if (!building) return;
  await onboardingDb(db)
    .updateTable('onboardingStudents')
    .set({ buildingId: building.id })
    .where('tenantId', '=', tenantId)
    .where('buildingId', 'is', null)
    .execute();
}
