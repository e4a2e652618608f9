import type { NoticeAudience } from '@campusflow/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { classesOfCounsellor, collegeOfUser, orgSubtree, usersInOrg, usersOfRole } from '../org/org-relations.ts';

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

export function audienceRows(tenantId: string, noticeId: string, audience: NoticeAudience) {
  return [
    ...(audience.scope === 'orgs'
      ? audience.orgIds.map((value) => ({ tenantId, noticeId, kind: 'org' as const, value }))
      : []),
    ...(audience.roles ?? []).map((value) => ({ tenantId, noticeId, kind: 'role' as const, value })),
  ];
}

export function audienceFromRows(all: boolean, rows: { kind: 'role' | 'org'; value: string }[]): NoticeAudience {
  const roles = rows.filter((r) => r.kind === 'role').map((r) => r.value);
  const orgIds = rows.filter((r) => r.kind === 'org').map((r) => r.value);
  const withRoles = roles.length > 0 ? { roles } : {};
  return all || orgIds.length === 0 ? { scope: 'school', ...withRoles } : { scope: 'orgs', orgIds, ...withRoles };
}

/** Active users an announcement goes to. */
export async function recipientsOf(db: Db, tenantId: string, audience: NoticeAudience): Promise<string[]> {
  let people: Set<string>;
  if (audience.scope === 'school') {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('status', '=', 'active')
      .execute();
    people = new Set(rows.map((r) => r.id));
  } else {
    people = new Set();
    for (const orgId of audience.orgIds) for (const id of await usersInOrg(db, tenantId, orgId)) people.add(id);
  }
  if (audience.roles && audience.roles.length > 0) {
    const holders = new Set<string>();
    for (const role of audience.roles) for (const id of await usersOfRole(db, tenantId, role)) holders.add(id);
    people = new Set([...people].filter((id) => holders.has(id)));
  }
  return [...people].sort();
}

/** What a reader is: their org and the orgs above it, and the role aliases they hold. */
export type Reader = { tenantId: string; userId: string; orgIds: string[]; roles: string[] };

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
  return { tenantId, userId, orgIds: orgs.rows.map((r) => r.id), roles: roles.map((r) => r.alias) };
}

/** SQL condition: the notice `n` is addressed to this reader (or written by them). */
export function addressedTo(reader: Reader) {
  return (eb: ExpressionBuilder<Database & { n: Database['notices'] }, 'n'>) => {
    const rowsOf = (kind: 'role' | 'org') =>
      eb
        .selectFrom('noticeAudiences as a')
        .select('a.value')
        .whereRef('a.tenantId', '=', 'n.tenantId')
        .whereRef('a.noticeId', '=', 'n.id')
        .where('a.kind', '=', kind);
    const matches = (kind: 'role' | 'org', values: string[]) =>
      values.length === 0 ? eb.lit(false) : eb.exists(rowsOf(kind).where('a.value', 'in', values));
    return eb.or([
      eb('n.authorUserId', '=', reader.userId),
      eb.and([
        eb.or([eb('n.audienceAll', '=', true), matches('org', reader.orgIds)]),
        eb.or([eb.not(eb.exists(rowsOf('role'))), matches('role', reader.roles)]),
      ]),
    ]);
  };
}
