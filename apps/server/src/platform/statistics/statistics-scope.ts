import type { RowScope, StatsFilterOptions } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { collegeOrgIds, scopeCondition } from '../data-templates/row-scope.ts';
import type { Db } from '../db/database.ts';

/**
 * The data scope of a staff role over students' records: the affairs office and the school's
 * administrators see the whole school, a college administrator their college, a counsellor (or
 * teacher) the classes they counsel, anyone else only their own rows. Moved here from leave so every
 * module's lists and statistics cut the same way.
 */
export function staffRowScope(auth: AuthContext): RowScope {
  if (auth.isSuper && auth.allRoles) return 'all';
  if (auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin') return 'all';
  if (auth.roleAlias === 'collegeAdmin') return 'college';
  if (auth.roleAlias === 'counsellor' || auth.roleAlias === 'teacher') return 'classes';
  return 'own';
}

/**
 * "`student` is in the caller's staff scope" as a condition (`true` for the whole school). For a
 * module's own queries beside `aggregate`, e.g. the not-checked-in / not-registered anti-joins.
 */
export async function staffScopeSql(
  db: Db,
  auth: AuthContext,
  student: RawBuilder<unknown>,
): Promise<RawBuilder<SqlBool>> {
  return (await scopeCondition(db, auth, staffRowScope(auth), student)) ?? sql<SqlBool>`true`;
}

/**
 * The students (users holding the student role) of one tenant as `FROM … WHERE`, aliases u (user),
 * e (employee record) and c (class): the roster an anti-join ("who has not …") starts from. Append
 * conditions with `and …`.
 */
export function studentRoster(tenantId: string): RawBuilder<unknown> {
  return sql`users u
    join user_roles ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.alias = 'student'
    join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    where u.tenant_id = ${tenantId}`;
}

type OrgRow = { id: string; parentId: string | null; kind: string; name: string };

/** The colleges and classes the caller may filter statistics by: exactly those of their scope. */
export async function statsFilterOptions(db: Db, auth: AuthContext): Promise<StatsFilterOptions> {
  const scope = staffRowScope(auth);
  if (scope === 'own') return { colleges: [], classes: [] };
  const orgs = await sql<OrgRow>`select id, parent_id as "parentId", kind, name from orgs
    where tenant_id = ${auth.tenantId} and kind in ('college', 'major', 'class') order by sort, name`.execute(db);
  const byId = new Map(orgs.rows.map((o) => [o.id, o]));
  const collegeOf = (org: OrgRow): string | null => {
    let at: OrgRow | undefined = org;
    while (at && at.kind !== 'college') at = at.parentId ? byId.get(at.parentId) : undefined;
    return at?.id ?? null;
  };
  let visible: (org: OrgRow) => boolean = () => true;
  if (scope === 'college') {
    const ids = new Set(await collegeOrgIds(db, auth));
    visible = (org) => ids.has(org.id);
  } else if (scope === 'classes') {
    const mine = await sql<{ classId: string }>`select class_id as "classId" from counsellor_classes
      where tenant_id = ${auth.tenantId} and user_id = ${auth.userId}`.execute(db);
    const classIds = new Set(mine.rows.map((r) => r.classId));
    const collegeIds = new Set(
      [...classIds].flatMap((id) => {
        const org = byId.get(id);
        return org ? [collegeOf(org) ?? ''] : [];
      }),
    );
    visible = (org) => (org.kind === 'class' ? classIds.has(org.id) : collegeIds.has(org.id));
  }
  const shown = orgs.rows.filter(visible);
  return {
    colleges: shown.filter((o) => o.kind === 'college').map((o) => ({ id: o.id, name: o.name })),
    classes: shown.filter((o) => o.kind === 'class').map((o) => ({ id: o.id, name: o.name, collegeId: collegeOf(o) })),
  };
}
