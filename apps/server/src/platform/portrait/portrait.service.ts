import { portraitCardKeys, type StudentPortrait } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { publisherScope } from '../notices/notice-audience.ts';
import { classOfStudent, collegeOfUser, usersInOrg, usersOfRole } from '../org/org-relations.ts';

// The student portrait draws each card from the module that owns the data. Only the workflow engine
// exists so far (the "requests" card); the others answer available: false until their module
// registers a source here, and the page shows its empty state.

type Card = StudentPortrait['cards'][number];
export type PortraitCardSource = (db: Db, tenantId: string, studentId: string) => Promise<Card['series']>;

/** My requests by state, from the workflow engine's instances. */
const requestsSource: PortraitCardSource = async (db, tenantId, studentId) => {
  const rows = await sql<{ status: string; n: number }>`
    select status, count(*)::int as n from wf_instances
    where tenant_id = ${tenantId} and starter_id = ${studentId} group by status order by status`.execute(db);
  return rows.rows.map((r) => ({ label: r.status, value: Number(r.n) }));
};

export const portraitSources: Partial<Record<Card['key'], PortraitCardSource>> = { requests: requestsSource };

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

export async function studentPortrait(db: Db, tenantId: string, studentId: string): Promise<StudentPortrait> {
  const person = await db
    .selectFrom('employees')
    .select(['name', 'code', 'gender'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', studentId)
    .executeTakeFirst();
  const [cls, college] = [await classOfStudent(db, tenantId, studentId), await collegeOfUser(db, tenantId, studentId)];
  const cards: Card[] = [];
  for (const key of portraitCardKeys) {
    const source = portraitSources[key];
    cards.push({ key, available: source !== undefined, series: source ? await source(db, tenantId, studentId) : [] });
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
