import { portraitCardKeys, type StudentPortrait } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { publisherScope } from '../notices/notice-audience.ts';
import { classOfStudent, collegeOfUser, usersInOrg, usersOfRole } from '../org/org-relations.ts';
import { portraitSource } from './portrait-sources.ts';

// Basic information and one card per portraitCardKeys; the cards' figures come from the sources
// registered in portrait-sources.ts.

type Card = StudentPortrait['cards'][number];

/** A student may see their own portrait; staff the students they look after (E2: others are 404). */
export async function checkPortraitAccess(db: Db, auth: AuthContext, studentId: string): Promise<void> {
  const students = new Set([
    ...(await usersOfRole(db, auth.tenantId, 'student')),
    ...(await usersOfRole(db, auth.tenantId, 'newStudent')),
  ]);
  if (!students.has(studentId)) throw new AppError('NOT_FOUND');
  if (studentId === auth.userId) return;
  const scope = await publisherScope(db, auth);
  if (scope === 'all') return;
  for (const orgId of scope) if ((await usersInOrg(db, auth.tenantId, orgId)).includes(studentId)) return;
  throw new AppError('NOT_FOUND');
}

export async function studentPortrait(
  db: Db,
  tenantId: string,
  studentId: string,
  now: Date,
): Promise<StudentPortrait> {
  const person = await db
    .selectFrom('employees')
    .select(['name', 'code', 'gender'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', studentId)
    .executeTakeFirst();
  const [cls, college] = [await classOfStudent(db, tenantId, studentId), await collegeOfUser(db, tenantId, studentId)];
  const cards: Card[] = [];
  for (const key of portraitCardKeys) {
    const source = portraitSource(key);
    cards.push({
      key,
      available: source !== undefined,
      series: source ? await source(db, tenantId, studentId, now) : [],
    });
  }
  return {
    student: {
      userId: studentId,
      name: person?.name ?? '',
      code: person?.code ?? null,
      gender: person?.gender ?? null,
      className: cls?.name ?? null,
      collegeName: college?.name ?? null,
    },
    cards,
  };
}
