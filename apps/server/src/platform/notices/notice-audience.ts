import type { NoticeAudience } from '@campusflow/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import {
  classesOfCounsellor,
  cohortOfStudentNumber,
  cohortSql,
  collegeOfUser,
  orgSubtree,
  studentRoleAliases,
} from '../org/org-relations.ts';

// Who may address whom (domain-notes: 学生处 speaks to the whole school, a college office to its college,
// a counsellor to their classes), who receives a published announcement, and who may read one.

const schoolWide = new Set(['tenantAdmin', 'affairsAdmin']);

/** The orgs a publisher may address, or 'all' for the school-wide roles. */
export async function publisherScope(db: Db, auth: AuthContext): Promise<'all' | Set<string>> {
  if ((auth.isSuper && auth.allRoles) || schoolWide.has(auth.roleAlias ?? '')) return 'all';
  if (auth.roleAlias === 'collegeAdmin') {
    const college = await collegeOfUser(db, auth.tenantId, auth.userId);
    return new Set(college ? await orgSubtree(db, auth.tenantId, college.id) : []);
  }
  if (auth.roleAlias === 'counsellor') {
    const classes = await classesOfCounsellor(db, auth.tenantId, auth.userId);
    return new Set(classes.map((c) => c.id));
  }
  return new Set();
}

/** Refuses an audience outside the publisher's scope (or naming orgs of another tenant). */
export async function checkAudience(db: Db, auth: AuthContext, audience: NoticeAudience): Promise<void> {
  const scope = await publisherScope(db, auth);
  if (audience.scope === 'school') {
    if (scope !== 'all') throw new AppError('NOTICE_AUDIENCE_OUT_OF_SCOPE');
    return;
  }
  const known = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('id', 'in', audience.orgIds)
    .execute();
  if (known.length !== new Set(audience.orgIds).size) throw new AppError('NOTICE_AUDIENCE_OUT_OF_SCOPE');
  if (scope !== 'all' && audience.orgIds.some((id) => !scope.has(id)))
    throw new AppError('NOTICE_AUDIENCE_OUT_OF_SCOPE');
}

type AudienceKind = 'role' | 'org' | 'cohort';

export function audienceRows(tenantId: string, noticeId: string, audience: NoticeAudience) {
  const row = (kind: AudienceKind, value: string) => ({ tenantId, noticeId, kind, value });
  return [
    ...(audience.scope === 'orgs' ? [...new Set(audience.orgIds)].map((v) => row('org', v)) : []),
    ...[...new Set(audience.roles ?? [])].map((v) => row('role', v)),
    ...[...new Set(audience.cohorts ?? [])].map((v) => row('cohort', String(v))),
  ];
}

export function audienceFromRows(all: boolean, rows: { kind: AudienceKind; value: string }[]): NoticeAudience {
  const roles = rows.filter((r) => r.kind === 'role').map((r) => r.value);
  const cohorts = rows.filter((r) => r.kind === 'cohort').map((r) => Number(r.value));
  const orgIds = rows.filter((r) => r.kind === 'org').map((r) => r.value);
  const narrowing = { ...(roles.length > 0 ? { roles } : {}), ...(cohorts.length > 0 ? { cohorts } : {}) };
  return all || orgIds.length === 0 ? { scope: 'school', ...narrowing } : { scope: 'orgs', orgIds, ...narrowing };
}

/** The ids of some orgs and everything under them, in one query. */
async function subtreesOf(db: Db, tenantId: string, orgIds: string[]): Promise<string[]> {
  if (orgIds.length === 0) return [];
  const result = await sql<{ id: string }>`
    with recursive down (id, depth) as (
      select id, 0 from orgs where tenant_id = ${tenantId} and id in (${sql.join(orgIds)})
      union all
      select o.id, down.depth + 1
      from orgs o join down on o.tenant_id = ${tenantId} and o.parent_id = down.id
      where down.depth < 12
    )
    select distinct id from down`.execute(db);
  return result.rows.map((r) => r.id);
}

/**
 * Active members an announcement goes to, resolved in one query at fan-out (publish) time: the school or
 * anyone placed in the orgs' subtrees, holding one of the roles if any are named, of one of the cohorts if
 * any are named. A college of 10,000 is one indexed query, not a loop over its classes.
 */
export async function recipientsOf(db: Db, tenantId: string, audience: NoticeAudience): Promise<string[]> {
  const orgIds = audience.scope === 'orgs' ? await subtreesOf(db, tenantId, audience.orgIds) : [];
  if (audience.scope === 'orgs' && orgIds.length === 0) return [];
  const roles = audience.roles ?? [];
  const cohorts = audience.cohorts ?? [];
  const holds = (eb: ExpressionBuilder<Database & { m: Database['tenantMembers'] }, 'm'>, aliases: readonly string[]) =>
    eb.exists(
      eb
        .selectFrom('userRoles as ur')
        .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
        .select('ur.userId')
        .whereRef('ur.tenantId', '=', 'm.tenantId')
        .whereRef('ur.userId', '=', 'm.userId')
        .where('r.alias', 'in', [...aliases]),
    );
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.tenantId').onRef('e.userId', '=', 'm.userId'))
    .select('m.userId')
    .where('m.tenantId', '=', tenantId)
    .where('u.status', '=', 'active')
    .$if(orgIds.length > 0, (q) => q.where('e.orgId', 'in', orgIds))
    .$if(roles.length > 0, (q) => q.where((eb) => holds(eb, roles)))
    .$if(cohorts.length > 0, (q) =>
      q.where((eb) => holds(eb, studentRoleAliases)).where(cohortSql('e.code'), 'in', cohorts),
    )
    .orderBy('m.userId')
    .execute();
  return rows.map((r) => r.userId);
}

/** What a reader is: their org and the orgs above it, the role aliases they hold, a student's cohort. */
export type Reader = { tenantId: string; userId: string; orgIds: string[]; roles: string[]; cohort: number | null };

export async function readerOf(db: Db, tenantId: string, userId: string): Promise<Reader> {
  const orgs = await sql<{ id: string }>`
    with recursive up (id, parent_id, depth) as (
      select o.id, o.parent_id, 0 from employees e join orgs o on o.tenant_id = e.tenant_id and o.id = e.org_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId}
      union all
      select o.id, o.parent_id, up.depth + 1 from orgs o join up on o.tenant_id = ${tenantId} and o.id = up.parent_id
      where up.depth < 12
    )
    select id from up`.execute(db);
  const roles = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select('r.alias')
    .where('ur.tenantId', '=', tenantId)
    .where('ur.userId', '=', userId)
    .execute();
  const aliases = roles.map((r) => r.alias);
  const student = aliases.some((a) => (studentRoleAliases as readonly string[]).includes(a));
  const employee = student
    ? await db
        .selectFrom('employees')
        .select('code')
        .where('tenantId', '=', tenantId)
        .where('userId', '=', userId)
        .executeTakeFirst()
    : undefined;
  return {
    tenantId,
    userId,
    orgIds: orgs.rows.map((r) => r.id),
    roles: aliases,
    cohort: cohortOfStudentNumber(employee?.code),
  };
}

/**
 * SQL condition: the notice `n` is addressed to this reader (or written by them). Resolved at read time
 * against the audience rows, so an announcement to a college reaches a student who joins one of its classes
 * after publishing, and a feed query costs the same for a class as for the whole school.
 */
export function addressedTo(reader: Reader) {
  return (eb: ExpressionBuilder<Database & { n: Database['notices'] }, 'n'>) => {
    const rowsOf = (kind: AudienceKind) =>
      eb
        .selectFrom('noticeAudiences as a')
        .select('a.value')
        .whereRef('a.tenantId', '=', 'n.tenantId')
        .whereRef('a.noticeId', '=', 'n.id')
        .where('a.kind', '=', kind);
    const matches = (kind: AudienceKind, values: string[]) =>
      values.length === 0 ? eb.lit(false) : eb.exists(rowsOf(kind).where('a.value', 'in', values));
    // A narrowing with no rows lets everyone through; with rows the reader must match one of them.
    const narrowed = (kind: AudienceKind, values: string[]) =>
      eb.or([eb.not(eb.exists(rowsOf(kind))), matches(kind, values)]);
    return eb.or([
      eb('n.authorUserId', '=', reader.userId),
      eb.and([
        eb.or([eb('n.audienceAll', '=', true), matches('org', reader.orgIds)]),
        narrowed('role', reader.roles),
        narrowed('cohort', reader.cohort === null ? [] : [String(reader.cohort)]),
      ]),
    ]);
  };
}
