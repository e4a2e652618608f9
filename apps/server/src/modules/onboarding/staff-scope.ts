import { onboardingStaffRoles } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Which new students a staff member sees (and may review, register, house): counsellors the students of
 * the classes they counsel, college administrators their college, the affairs office and the school's
 * administrators everyone, a super user acting as ALL everyone. Decided from the verified token only.
 */
export type StaffScope =
  | { kind: 'all'; tenantId: string }
  | { kind: 'classes'; tenantId: string; userId: string }
  | { kind: 'college'; tenantId: string; collegeId: string | null };

/** The college above (or at) the caller's org: the org tree walked upwards in one query. */
async function collegeOf(db: Db, auth: AuthContext): Promise<string | null> {
  const result = await sql<{ id: string }>`
    with recursive up as (
      select o.id, o.parent_id, o.kind, 0 as depth from orgs o
      join employees e on e.tenant_id = o.tenant_id and e.org_id = o.id
      where e.tenant_id = ${auth.tenantId} and e.user_id = ${auth.userId}
      union all
      select o.id, o.parent_id, o.kind, up.depth + 1 from orgs o
      join up on o.id = up.parent_id
      where o.tenant_id = ${auth.tenantId} and up.depth < 10
    )
    select id from up where kind = 'college' order by depth limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}

export function isOnboardingStaff(auth: AuthContext): boolean {
  return (auth.isSuper && auth.allRoles) || (onboardingStaffRoles as readonly string[]).includes(auth.roleAlias ?? '');
}

export async function staffScope(db: Db, auth: AuthContext): Promise<StaffScope> {
  const tenantId = auth.tenantId;
  if (auth.isSuper && auth.allRoles) return { kind: 'all', tenantId };
  if (auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin') return { kind: 'all', tenantId };
  if (auth.roleAlias === 'collegeAdmin') return { kind: 'college', tenantId, collegeId: await collegeOf(db, auth) };
  // The route's role list already refused everyone else; a counsellor sees their classes.
  return { kind: 'classes', tenantId, userId: auth.userId };
}

/** The filter of a scope over onboarding_students aliased `s` (tenant included). */
export function scopeSql(scope: StaffScope): RawBuilder<SqlBool> {
  const tenant = sql<SqlBool>`s.tenant_id = ${scope.tenantId}`;
  if (scope.kind === 'all') return tenant;
  if (scope.kind === 'college') {
    // A college administrator without a college in the org tree sees nobody rather than everybody.
    return scope.collegeId ? sql<SqlBool>`${tenant} and s.college_id = ${scope.collegeId}` : sql<SqlBool>`false`;
  }
  return sql<SqlBool>`${tenant} and s.class_id in (
    select cc.class_id from counsellor_classes cc where cc.tenant_id = ${scope.tenantId} and cc.user_id = ${scope.userId})`;
}
