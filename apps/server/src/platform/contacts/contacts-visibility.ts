import type { Contact } from '@campusflow/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { publisherScope } from '../notices/notice-audience.ts';
import { classOfStudent, counsellorsOfStudent, orgSubtree, studentRoleAliases } from '../org/org-relations.ts';

// Who sees whom (issue 5 §4), as a SQL condition so a school of 30,000 is filtered in the database and
// never loaded into memory: a student sees their counsellors and the people of their class; staff see
// staff and the students they look after (a counsellor their classes, a college office its college, the
// school-wide offices every student). Classmates' numbers are masked: a student has no right to them.

const studentRoles = studentRoleAliases;

export type Viewer =
  | { kind: 'student'; userId: string; counsellorIds: string[]; classOrgIds: string[] }
  | { kind: 'staff'; userId: string; studentOrgIds: 'all' | string[] };

export async function viewerOf(db: Db, auth: AuthContext): Promise<Viewer> {
  if ((studentRoles as readonly string[]).includes(auth.roleAlias ?? '')) {
    const counsellorIds = await counsellorsOfStudent(db, auth.tenantId, auth.userId);
    const cls = await classOfStudent(db, auth.tenantId, auth.userId);
    const classOrgIds = cls ? await orgSubtree(db, auth.tenantId, cls.id) : [];
    return { kind: 'student', userId: auth.userId, counsellorIds, classOrgIds };
  }
  const scope = await publisherScope(db, auth);
  return { kind: 'staff', userId: auth.userId, studentOrgIds: scope === 'all' ? 'all' : [...scope] };
}

/** The people rows contacts queries start from: members `m` with their account `u` and placement `e`. */
export function peopleOf(db: Db, tenantId: string) {
  return db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.tenantId').onRef('e.userId', '=', 'm.userId'))
    .where('m.tenantId', '=', tenantId)
    .where('u.status', '=', 'active');
}

/**
 * The same rows with their role kinds `rf` (holds a student role / any other role) as one grouped join:
 * for head counts over a whole school this beats a subquery per person; for a page of people the
 * per-person check of peopleOf is cheaper (it stops at the page).
 */
export function peopleWithRoleKinds(db: Db, tenantId: string) {
  const roleKinds = db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select([
      'ur.userId',
      sql<boolean>`bool_or(r.alias in (${sql.join([...studentRoles])}))`.as('student'),
      sql<boolean>`bool_or(r.alias not in (${sql.join([...studentRoles])}))`.as('staff'),
    ])
    .where('ur.tenantId', '=', tenantId)
    .groupBy('ur.userId')
    .as('rf');
  return peopleOf(db, tenantId).innerJoin(roleKinds, (j) => j.onRef('rf.userId', '=', 'm.userId'));
}

type RoleKinds = { userId: string; student: boolean; staff: boolean };
type Tables = Database & { m: Database['tenantMembers']; u: Database['users']; e: Database['employees'] };
type PeopleScope = ExpressionBuilder<Tables, 'm' | 'u' | 'e'>;
type JoinedScope = ExpressionBuilder<Tables & { rf: RoleKinds }, 'm' | 'u' | 'e' | 'rf'>;

/** SQL: the member holds a role of the kind (a student role, or any other role), checked per person. */
function holdsRole(eb: PeopleScope, student: boolean) {
  return eb.exists(
    eb
      .selectFrom('userRoles as ur')
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .select('ur.userId')
      .whereRef('ur.tenantId', '=', 'm.tenantId')
      .whereRef('ur.userId', '=', 'm.userId')
      .where('r.alias', student ? 'in' : 'not in', [...studentRoles]),
  );
}

/** SQL condition: the viewer may see this member (never themselves). */
export function visibleTo(viewer: Viewer) {
  return (eb: PeopleScope) => visibility(eb, viewer, (student) => holdsRole(eb, student));
}

/** visibleTo over peopleWithRoleKinds (the role kinds already joined). */
export function visibleToJoined(viewer: Viewer) {
  // The joined builder knows every table the plain one does (plus rf): narrowing it is safe.
  return (eb: JoinedScope) =>
    visibility(eb as unknown as PeopleScope, viewer, (student) => eb(student ? 'rf.student' : 'rf.staff', '=', true));
}

function visibility(eb: PeopleScope, viewer: Viewer, holds: (student: boolean) => Expression<SqlBool>) {
  const notMe = eb('m.userId', '!=', viewer.userId);
  if (viewer.kind === 'student') {
    const reach = [
      ...(viewer.counsellorIds.length > 0 ? [eb('m.userId', 'in', viewer.counsellorIds)] : []),
      ...(viewer.classOrgIds.length > 0 ? [eb('e.orgId', 'in', viewer.classOrgIds)] : []),
    ];
    return eb.and([notMe, reach.length > 0 ? eb.or(reach) : eb.lit(false)]);
  }
  const students =
    viewer.studentOrgIds === 'all'
      ? holds(true)
      : viewer.studentOrgIds.length > 0
        ? eb.and([holds(true), eb('e.orgId', 'in', viewer.studentOrgIds)])
        : eb.lit(false);
  return eb.and([notMe, eb.or([holds(false), students])]);
}

/** isStaffColumn over peopleWithRoleKinds. */
export function isStaffColumnJoined(eb: JoinedScope) {
  return eb.ref('rf.staff').as('isStaff');
}

/** SQL column: whether the member holds a staff role (decides the relation a staff viewer sees). */
export function isStaffColumn(eb: PeopleScope) {
  return holdsRole(eb, false).as('isStaff');
}

export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

type PersonRow = {
  userId: string;
  account: string;
  mobile: string | null;
  email: string | null;
  name: string | null;
  nameInitials: string | null;
  isStaff: SqlBool;
};

/** A row as the viewer may see it: the relation, and the number masked where they have no right to it. */
export function toContact(viewer: Viewer, r: PersonRow): Contact {
  const relation: Contact['relation'] =
    viewer.kind === 'student'
      ? viewer.counsellorIds.includes(r.userId)
        ? 'counsellor'
        : 'classmate'
      : r.isStaff
        ? 'staff'
        : 'student';
  const masked = relation === 'classmate';
  return {
    userId: r.userId,
    name: r.name ?? r.account,
    initials: (r.nameInitials ?? '').toLowerCase(),
    relation,
    mobile: r.mobile ? (masked ? maskMobile(r.mobile) : r.mobile) : null,
    mobileMasked: masked && r.mobile !== null,
    email: masked ? null : r.email,
  };
}
