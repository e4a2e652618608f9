import type { OnboardingMe } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { onboardingDb } from './onboarding.tables.ts';
import { ensureOnboardingStudent } from './onboarding-public.ts';

/**
 * grzx (个人中心) of a new student: the counsellors of the class they were admitted to (name and mobile,
 * so they can call before arriving) and the bed once chosen or assigned. Admission info, class and
 * building come with the home's profile.
 */
export async function onboardingMe(db: Db, auth: AuthContext, now: Date): Promise<OnboardingMe> {
  const student = await ensureOnboardingStudent(db, auth.tenantId, auth.userId, now);
  const counsellors = student.classId
    ? await sql<{ name: string; mobile: string | null }>`
        select e.name, u.mobile from counsellor_classes cc
        join employees e on e.tenant_id = cc.tenant_id and e.user_id = cc.user_id
        join users u on u.tenant_id = cc.tenant_id and u.id = cc.user_id
        where cc.tenant_id = ${auth.tenantId} and cc.class_id = ${student.classId}
        order by e.name`.execute(db)
    : { rows: [] };
  const bed = await onboardingDb(db)
    .selectFrom('onboardingSubmissions')
    .select('data')
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .where('stepKey', '=', 'bed')
    .where('status', '=', 'approved')
    .executeTakeFirst();
  const data = typeof bed?.data === 'string' ? JSON.parse(bed.data) : bed?.data;
  const label = data && typeof data.label === 'string' ? data.label : null;
  return { counsellors: counsellors.rows, bed: label };
}
