import type { NoticeAudienceOptions } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { cohortSql, studentRoleAliases } from '../org/org-relations.ts';
import { publisherScope } from './notice-audience.ts';

// The audience picker's choices: every org the publisher may address, with parent links so the phone can
// walk it as a tree (a college is one tap, and includes everything under it), and the cohorts of the
// students in that scope. A school of 1,000 orgs is one small answer; people are never listed here.

export async function audienceOptions(db: Db, auth: AuthContext): Promise<NoticeAudienceOptions> {
  const scope = await publisherScope(db, auth);
  const allowed = scope === 'all' ? null : [...scope];
  if (allowed && allowed.length === 0) return { schoolWide: false, orgs: [], cohorts: [] };
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'parentId', 'kind', 'name'])
    .where('tenantId', '=', auth.tenantId)
    .$if(allowed !== null, (q) => q.where('id', 'in', allowed ?? []))
    .orderBy('sort')
    .orderBy('code')
    .execute();
  const inScope = new Set(orgs.map((o) => o.id));
  const cohorts = await db
    .selectFrom('employees as e')
    .innerJoin('userRoles as ur', (j) => j.onRef('ur.tenantId', '=', 'e.tenantId').onRef('ur.userId', '=', 'e.userId'))
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select(cohortSql('e.code').as('cohort'))
    .distinct()
    .where('e.tenantId', '=', auth.tenantId)
    .where('r.alias', 'in', [...studentRoleAliases])
    .$if(allowed !== null, (q) => q.where('e.orgId', 'in', allowed ?? []))
    .execute();
  return {
    schoolWide: scope === 'all',
    // A parent outside the scope is cut off, so the publisher's top orgs become roots of their tree.
    orgs: orgs.map((o) => ({ ...o, parentId: o.parentId && inScope.has(o.parentId) ? o.parentId : null })),
    cohorts: cohorts
      .map((c) => c.cohort)
      .filter((c): c is number => c !== null)
      .sort((a, b) => b - a),
  };
}
