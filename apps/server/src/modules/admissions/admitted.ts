import type { Db } from '../../platform/db/database.ts';
import { admissionsDb } from './admissions.tables.ts';

/** An admitted candidate with a newStudent account: what onboarding needs to know about them. */
export type AdmittedStudent = {
  candidateId: string;
  userId: string;
  name: string;
  gender: 'male' | 'female' | null;
  collegeId: string;
  majorId: string;
  classId: string | null;
};

/**
 * Admitted (not withdrawn) candidates that have an account, for other modules (onboarding). With
 * `userIds` only those accounts; `excludeUserIds` is not offered on purpose: callers insert with
 * onConflict doNothing, which is both simpler and race-free.
 */
export async function admittedStudents(
  db: Db,
  tenantId: string,
  userIds?: readonly string[],
): Promise<AdmittedStudent[]> {
  if (userIds && userIds.length === 0) return [];
  let q = admissionsDb(db)
    .selectFrom('admissionCandidates')
    .select(['id as candidateId', 'userId', 'name', 'gender', 'collegeId', 'majorId', 'classId'])
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'admitted')
    .where('userId', 'is not', null);
  if (userIds) q = q.where('userId', 'in', userIds);
  const rows = await q.orderBy('examineeNo').execute();
  return rows.map((r) => ({ ...r, userId: r.userId as string }));
}
