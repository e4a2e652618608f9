import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

// Who stands in which relation to whom, for the workflow engine's assignee rules and the user pickers.
// Orgs form school → college → major → class (and offices under the school); a student's
// employees.org_id is their class, a teacher's is the college or office they work in. Every answer is
// a list of user ids in a stable order, only of users whose account is active, and scoped to one tenant.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Deeper trees are a data error; the bound keeps a cycle from looping forever. */
const maxDepth = 12;

export type OrgRef = { id: string; code: string; name: string };

/** The nearest org of a kind at or above an org (e.g. the college of a class or major). */
export async function ancestorOfKind(db: Db, tenantId: string, orgId: string | null, kind: string) {
  if (!orgId) return null;
  const result = await sql<OrgRef>`
    with recursive up (id, parent_id, kind, code, name, depth) as (
      select id, parent_id, kind, code, name, 0 from orgs where tenant_id = ${tenantId} and id = ${orgId}
      union all
      select o.id, o.parent_id, o.kind, o.code, o.name, up.depth + 1
      from orgs o join up on o.tenant_id = ${tenantId} and o.id = up.parent_id
      where up.depth < ${maxDepth}
    )
    select id, code, name from up where kind = ${kind} order by depth limit 1`.execute(db);
  return result.rows[0] ?? null;
}

/** The ids of an org and everything under it. */
export async function orgSubtree(db: Db, tenantId: string, orgId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    with recursive down (id, depth) as (
      select id, 0 from orgs where tenant_id = ${tenantId} and id = ${orgId}
      union all
      select o.id, down.depth + 1
      from orgs o join down on o.tenant_id = ${tenantId} and o.parent_id = down.id
      where down.depth < ${maxDepth}
    )
    select id from down`.execute(db);
  return result.rows.map((r) => r.id);
}

async function orgOfUser(db: Db, tenantId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('employees')
    .select('orgId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.orgId ?? null;
}

/** A student's class, or null when the user is not placed in a class. */
export async function classOfStudent(db: Db, tenantId: string, userId: string): Promise<OrgRef | null> {
  return ancestorOfKind(db, tenantId, await orgOfUser(db, tenantId, userId), 'class');
}

/** The college a user belongs to: a student's through their class, a teacher's through their org. */
export async function collegeOfUser(db: Db, tenantId: string, userId: string): Promise<OrgRef | null> {
  return ancestorOfKind(db, tenantId, await orgOfUser(db, tenantId, userId), 'college');
}

/** Keeps the ids of members of the tenant whose account is active, sorted. */
async function activeMembers(db: Db, tenantId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select('m.userId')
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', 'in', [...new Set(userIds)])
    .where('u.status', '=', 'active')
    .orderBy('m.userId')
    .execute();
  return rows.map((r) => r.userId);
}

export async function counsellorsOfClass(db: Db, tenantId: string, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('counsellorClasses')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('classId', '=', classId)
    .execute();
  return activeMembers(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
}

/** The counsellors of a student's class, in one statement (an approval step asks this on every start). */
export async function counsellorsOfStudent(db: Db, tenantId: string, studentId: string): Promise<string[]> {
  const result = await sql<{ userId: string }>`
    with recursive ${userAncestors(tenantId, studentId)},
    cls as (select id from up where kind = 'class' order by depth limit 1)
    select cc.user_id as "userId"
    from counsellor_classes cc ${activeMemberJoin(tenantId, sql`cc.user_id`)}
    where cc.tenant_id = ${tenantId} and cc.class_id = (select id from cls)
    order by cc.user_id`.execute(db);
  return result.rows.map((r) => r.userId);
}

/** The classes a counsellor looks after, in the tenant's org order. */
export async function classesOfCounsellor(db: Db, tenantId: string, userId: string): Promise<OrgRef[]> {
  return db
    .selectFrom('counsellorClasses as cc')
    .innerJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'cc.tenantId').onRef('o.id', '=', 'cc.classId'))
    .select(['o.id', 'o.code', 'o.name'])
    .where('cc.tenantId', '=', tenantId)
    .where('cc.userId', '=', userId)
    .orderBy('o.sort')
    .orderBy('o.code')
    .execute();
}

/** Holders of a role, named by role id or alias (e.g. 'affairsAdmin'). */
export async function usersOfRole(db: Db, tenantId: string, role: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select('ur.userId')
    .where('ur.tenantId', '=', tenantId)
    .where((eb) => (uuidPattern.test(role) ? eb('r.id', '=', role) : eb('r.alias', '=', role)))
    .execute();
  return activeMembers(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
}

/** Holders of a position, named by id or code. */
export async function usersOfPosition(db: Db, tenantId: string, position: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userPositions as up')
    .innerJoin('positions as p', (j) => j.onRef('p.tenantId', '=', 'up.tenantId').onRef('p.id', '=', 'up.positionId'))
    .select('up.userId')
    .where('up.tenantId', '=', tenantId)
    .where((eb) => (uuidPattern.test(position) ? eb('p.id', '=', position) : eb('p.code', '=', position)))
    .execute();
  return activeMembers(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
}

/** Members of a group, named by id or code. */
export async function usersOfGroup(db: Db, tenantId: string, group: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userGroups as ug')
    .innerJoin('groups as g', (j) => j.onRef('g.tenantId', '=', 'ug.tenantId').onRef('g.id', '=', 'ug.groupId'))
    .select('ug.userId')
    .where('ug.tenantId', '=', tenantId)
    .where((eb) => (uuidPattern.test(group) ? eb('g.id', '=', group) : eb('g.code', '=', group)))
    .execute();
  return activeMembers(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
}

/** People placed in an org or anywhere below it (a college's teachers and students, a class's students). */
export async function usersInOrg(db: Db, tenantId: string, orgId: string): Promise<string[]> {
  const orgIds = await orgSubtree(db, tenantId, orgId);
  if (orgIds.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('orgId', 'in', orgIds)
    .execute();
  return activeMembers(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
}

/** The college administrators of a college: collegeAdmin holders placed in it or below it. */
export async function collegeAdminsOfCollege(db: Db, tenantId: string, collegeId: string): Promise<string[]> {
  return collegeAdmins(
    db,
    tenantId,
    sql`college as (select id from orgs where tenant_id = ${tenantId} and id = ${collegeId})`,
  );
}

/** The college administrators of the college a user (usually the applicant) belongs to. */
export async function collegeAdminsOfUser(db: Db, tenantId: string, userId: string): Promise<string[]> {
  return collegeAdmins(
    db,
    tenantId,
    sql`${userAncestors(tenantId, userId)}, college as (select id from up where kind = 'college' order by depth limit 1)`,
  );
}

// One statement instead of seven: the college's subtree and the role holders placed in it are joined in
// SQL, so a college of thousands of students is never loaded to find its two administrators.
async function collegeAdmins(db: Db, tenantId: string, collegeCte: RawBuilder<unknown>): Promise<string[]> {
  const result = await sql<{ userId: string }>`
    with recursive ${collegeCte},
    down (id, depth) as (
      select id, 0 from college
      union all
      select o.id, down.depth + 1 from orgs o join down on o.tenant_id = ${tenantId} and o.parent_id = down.id
      where down.depth < ${maxDepth}
    )
    select distinct ur.user_id as "userId"
    from user_roles ur
    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
    join employees e on e.tenant_id = ur.tenant_id and e.user_id = ur.user_id
    ${activeMemberJoin(tenantId, sql`ur.user_id`)}
    where ur.tenant_id = ${tenantId} and r.alias = 'collegeAdmin' and e.org_id in (select id from down)
    order by "userId"`.execute(db);
  return result.rows.map((r) => r.userId);
}

/** The student-affairs office: holders of the affairsAdmin role. */
export async function affairsAdmins(db: Db, tenantId: string): Promise<string[]> {
  const result = await sql<{ userId: string }>`
    select distinct ur.user_id as "userId"
    from user_roles ur
    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
    ${activeMemberJoin(tenantId, sql`ur.user_id`)}
    where ur.tenant_id = ${tenantId} and r.alias = 'affairsAdmin'
    order by "userId"`.execute(db);
  return result.rows.map((r) => r.userId);
}

/** CTE `up`: the orgs at and above the org a user is placed in, with their depth. */
function userAncestors(tenantId: string, userId: string) {
  return sql`up (id, parent_id, kind, depth) as (
      select o.id, o.parent_id, o.kind, 0
      from employees e join orgs o on o.tenant_id = e.tenant_id and o.id = e.org_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId}
      union all
      select o.id, o.parent_id, o.kind, up.depth + 1
      from orgs o join up on o.tenant_id = ${tenantId} and o.id = up.parent_id
      where up.depth < ${maxDepth}
    )`;
}

/** Keeps members of the tenant whose account is active (the same rule as activeMembers). */
function activeMemberJoin(tenantId: string, userIdColumn: RawBuilder<unknown>) {
  return sql`join tenant_members m on m.tenant_id = ${tenantId} and m.user_id = ${userIdColumn}
    join users u on u.tenant_id = m.home_tenant_id and u.id = m.user_id and u.status = 'active'`;
}

/** The relations an assignee rule may name (workflow graph.ts orgRelations), relative to a user. */
export type RelationName = 'counsellor' | 'collegeAdmin' | 'affairsOffice';

/** The users standing in a relation to a user (usually the applicant): what the workflow engine asks. */
export async function usersInRelation(
  db: Db,
  tenantId: string,
  relation: RelationName,
  userId: string,
): Promise<string[]> {
  if (relation === 'counsellor') return counsellorsOfStudent(db, tenantId, userId);
  if (relation === 'collegeAdmin') return collegeAdminsOfUser(db, tenantId, userId);
  return affairsAdmins(db, tenantId);
}

/**
 * A student's cohort (年级: the year of entry, "2024级"). No table stores it yet, so it is read from the
 * student number, whose first four digits are the year of entry by the usual 学号 rule (2024010101);
 * a number that does not start with a plausible year gives no cohort. Staff have none: their employee
 * numbers may start with a year of hiring.
 */
export function cohortOfStudentNumber(code: string | null | undefined): number | null {
  const match = /^(19|20)\d{2}/.exec(code ?? '');
  return match ? Number(match[0]) : null;
}

/** SQL twin of cohortOfStudentNumber over an employees.code column reference such as `e.code`. */
export function cohortSql(codeColumn: string) {
  const column = sql.ref(codeColumn);
  return sql<number | null>`case when ${column} ~ '^(19|20)[0-9]{2}' then substring(${column} from 1 for 4)::int end`;
}

/** Role aliases that make a user a student (cohorts apply to them only). */
export const studentRoleAliases = ['student', 'newStudent'] as const;
