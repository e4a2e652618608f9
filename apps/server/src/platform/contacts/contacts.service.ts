import type { Contact, ContactBook } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { publisherScope } from '../notices/notice-audience.ts';
import { classOfStudent, counsellorsOfStudent, usersInOrg, usersOfRole } from '../org/org-relations.ts';
import { initialsOf } from '../workbench/workbench-apps.ts';

// Who sees whom (issue 5 §4): a student sees their counsellors and classmates; staff see staff and the
// students they look after (a counsellor their classes, a college office its college, the school-wide
// offices every student). Classmates' numbers are masked: a student has no right to them.

type Relation = Contact['relation'];
const studentRoles = ['student', 'newStudent'];

export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

async function visible(db: Db, auth: AuthContext): Promise<Map<string, Relation>> {
  const seen = new Map<string, Relation>();
  const add = (ids: string[], relation: Relation) => {
    for (const id of ids) if (id !== auth.userId && !seen.has(id)) seen.set(id, relation);
  };
  if (studentRoles.includes(auth.roleAlias ?? '')) {
    add(await counsellorsOfStudent(db, auth.tenantId, auth.userId), 'counsellor');
    const cls = await classOfStudent(db, auth.tenantId, auth.userId);
    if (cls) add(await usersInOrg(db, auth.tenantId, cls.id), 'classmate');
    return seen;
  }
  const students = new Set<string>();
  for (const role of studentRoles) for (const id of await usersOfRole(db, auth.tenantId, role)) students.add(id);
  const roles = await db.selectFrom('roles').select('alias').where('tenantId', '=', auth.tenantId).execute();
  for (const { alias } of roles) {
    if (!studentRoles.includes(alias)) add(await usersOfRole(db, auth.tenantId, alias), 'staff');
  }
  const scope = await publisherScope(db, auth);
  if (scope === 'all') add([...students], 'student');
  else {
    const mine = new Set<string>();
    for (const orgId of scope) for (const id of await usersInOrg(db, auth.tenantId, orgId)) mine.add(id);
    add(
      [...mine].filter((id) => students.has(id)),
      'student',
    );
  }
  return seen;
}

export async function contactBook(db: Db, auth: AuthContext, keyword?: string): Promise<ContactBook> {
  const seen = await visible(db, auth);
  if (seen.size === 0) return { groups: [] };
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.tenantId').onRef('e.userId', '=', 'm.userId'))
    .leftJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
    .select([
      'm.userId',
      'u.account',
      'u.mobile',
      'u.email',
      'e.name',
      'e.nameInitials',
      'o.id as orgId',
      'o.name as orgName',
      'o.sort',
    ])
    .where('m.tenantId', '=', auth.tenantId)
    .where('m.userId', 'in', [...seen.keys()])
    .orderBy('o.sort')
    .orderBy('o.code')
    .orderBy('e.name')
    .execute();
  const needle = keyword?.toLowerCase();
  const groups = new Map<string, ContactBook['groups'][number]>();
  for (const r of rows) {
    const name = r.name ?? r.account;
    const initials = (r.nameInitials || initialsOf(name)).toLowerCase();
    if (needle && !name.toLowerCase().includes(needle) && !initials.startsWith(needle)) continue;
    const relation = seen.get(r.userId) ?? 'staff';
    const masked = relation === 'classmate';
    const key = r.orgId ?? '';
    const group = groups.get(key) ?? { orgId: r.orgId, orgName: r.orgName ?? '', people: [] };
    groups.set(key, group);
    group.people.push({
      userId: r.userId,
      name,
      initials,
      relation,
      mobile: r.mobile ? (masked ? maskMobile(r.mobile) : r.mobile) : null,
      mobileMasked: masked && r.mobile !== null,
      email: masked ? null : r.email,
    });
  }
  return { groups: [...groups.values()] };
}
