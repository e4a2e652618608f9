import type { RowScope } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';

/** The scope of the caller's role in a template; super users acting as ALL see every row. */
export function scopeFor(rowScope: Record<string, RowScope>, auth: AuthContext): RowScope {
  if (auth.isSuper && auth.allRoles) return 'all';
  return (auth.roleAlias && rowScope[auth.roleAlias]) || 'own';
}

/** The org ids of the caller's college: the college above (or at) their org, and everything under it. */
export async function collegeOrgIds(db: Db, auth: AuthContext): Promise<string[]> {
  const [me, orgs] = await Promise.all([
    db
      .selectFrom('employees')
      .select('orgId')
      .where('tenantId', '=', auth.tenantId)
      .where('userId', '=', auth.userId)
      .executeTakeFirst(),
    db.selectFrom('orgs').select(['id', 'parentId', 'kind']).where('tenantId', '=', auth.tenantId).execute(),
  ]);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  let college = me?.orgId ? byId.get(me.orgId) : undefined;
  while (college && college.kind !== 'college') college = college.parentId ? byId.get(college.parentId) : undefined;
  if (!college) return [];
  const ids = new Set([college.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const org of orgs) {
      if (org.parentId && ids.has(org.parentId) && !ids.has(org.id)) {
        ids.add(org.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

/**
 * The row filter of a scope over `owner` (the owner_id column). Wider scopes include the caller's
 * own rows. Returns null for `all`.
 */
export async function scopeCondition(
  db: Db,
  auth: AuthContext,
  scope: RowScope,
  owner: RawBuilder<unknown>,
): Promise<RawBuilder<SqlBool> | null> {
  const own = sql<SqlBool>`${owner} = ${auth.userId}`;
  if (scope === 'all') return null;
  if (scope === 'own') return own;
  if (scope === 'classes') {
    return sql<SqlBool>`(${own} or ${owner} in (
      select e.user_id from employees e
      join counsellor_classes cc on cc.tenant_id = e.tenant_id and cc.class_id = e.org_id
      where e.tenant_id = ${auth.tenantId} and cc.user_id = ${auth.userId}))`;
  }
  const orgIds = await collegeOrgIds(db, auth);
  if (orgIds.length === 0) return own;
  return sql<SqlBool>`(${own} or ${owner} in (
    select e.user_id from employees e where e.tenant_id = ${auth.tenantId} and e.org_id in (${sql.join(orgIds)})))`;
}
