import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { scopeCondition } from '../../platform/data-templates/row-scope.ts';
import type { Db } from '../../platform/db/database.ts';

// Which students a staff member looks after: counsellors and teachers the classes they counsel, a
// college administrator the college, the affairs office and the school's administrator everyone.

export function staffScope(auth: AuthContext) {
  if (auth.isSuper && auth.allRoles) return 'all' as const;
  if (auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin') return 'all' as const;
  if (auth.roleAlias === 'collegeAdmin') return 'college' as const;
  if (auth.roleAlias === 'counsellor' || auth.roleAlias === 'teacher') return 'classes' as const;
  return 'own' as const;
}

/** The condition "`student` is in the caller's scope", always within the caller's tenant. */
export async function studentScopeSql(db: Db, auth: AuthContext, student: RawBuilder<unknown>) {
  const condition = await scopeCondition(db, auth, staffScope(auth), student);
  return condition ?? sql<SqlBool>`true`;
}

/**
 * The students (users holding the student role) of one tenant within a condition, as a FROM clause
 * with aliases u (user), e (employee record) and c (class).
 */
export function studentsFrom(tenantId: string) {
  return sql`users u
    join user_roles ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.alias = 'student'
    join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    where u.tenant_id = ${tenantId}`;
}
