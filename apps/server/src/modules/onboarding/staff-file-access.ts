import { sql } from 'kysely';
import type { BusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { isOnboardingStaff, scopeSql, staffScope } from './staff-scope.ts';

const prefix = 'onboarding:';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A reviewer must see what a student attached (face photo, loan contract, enlistment notice): files
 * linked to `onboarding:<userId>` are readable by staff whose scope holds that student, nobody else.
 * One module-level function, so registering on every app build keeps a single check.
 */
export const onboardingStaffFileAccess: BusinessKeyAccessCheck = async (db, auth, keys) => {
  if (!isOnboardingStaff(auth)) return false;
  const userIds = keys
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length))
    .filter((id) => uuid.test(id));
  if (userIds.length === 0) return false;
  const scope = await staffScope(db, auth);
  const found = await sql<{ userId: string }>`select s.user_id as "userId" from onboarding_students s
    where ${scopeSql(scope)} and s.user_id in (${sql.join(userIds)}) limit 1`.execute(db);
  return found.rows.length > 0;
};
