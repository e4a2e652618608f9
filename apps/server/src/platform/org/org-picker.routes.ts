import { OrgPickerQuery, orgPickerEndpoints, type PickerOrg, type PickerPosition } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { requireAuth } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';

// The browse half of the user pickers: which orgs and positions the caller's school has, so a picker
// can narrow `/user/query4Org|Position` (platform/account) to one of them. Names and counts only.

const like = (keyword: string | undefined) => (keyword ? keyword.toLowerCase() : null);

/** The tenant's org tree, flat, with active members counted over each subtree. */
export async function pickerOrgs(db: Db, auth: AuthContext, keyword?: string): Promise<PickerOrg[]> {
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'parentId', 'kind', 'code', 'name'])
    .where('tenantId', '=', auth.tenantId)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  const counts = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
    .select(['e.orgId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('e.tenantId', '=', auth.tenantId)
    .where('u.status', '=', 'active')
    .where('e.orgId', 'is not', null)
    .groupBy('e.orgId')
    .execute();
  const own = new Map(counts.map((c) => [c.orgId, Number(c.n)]));
  const children = new Map<string, string[]>();
  for (const o of orgs) if (o.parentId) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id]);
  const total = (id: string, seen = new Set<string>()): number => {
    // A cycle in hand-edited data must not hang the request.
    if (seen.has(id)) return 0;
    seen.add(id);
    return (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, c) => sum + total(c, seen), 0);
  };
  const word = like(keyword);
  return orgs
    .filter((o) => !word || o.name.toLowerCase().includes(word) || o.code.toLowerCase().includes(word))
    .map((o) => ({ ...o, memberCount: total(o.id) }));
}

export async function pickerPositions(db: Db, auth: AuthContext, keyword?: string): Promise<PickerPosition[]> {
  const rows = await db
    .selectFrom('positions as p')
    .leftJoin('userPositions as r', (j) => j.onRef('r.tenantId', '=', 'p.tenantId').onRef('r.positionId', '=', 'p.id'))
    .select(['p.id', 'p.code', 'p.name', (eb) => eb.fn.count<string>('r.userId').as('n')])
    .where('p.tenantId', '=', auth.tenantId)
    .groupBy(['p.id', 'p.code', 'p.name'])
    .orderBy('p.code')
    .execute();
  const word = like(keyword);
  return rows
    .filter((p) => !word || p.name.toLowerCase().includes(word) || p.code.toLowerCase().includes(word))
    .map(({ n, ...p }) => ({ ...p, memberCount: Number(n) }));
}

async function orgPickerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Same audience as the user pickers: any signed-in member of the school (the tenant comes from the token).
  const config = { access: 'authenticated' as const };
  r.get(orgPickerEndpoints.orgs.path, { config, schema: { querystring: OrgPickerQuery } }, async (request) =>
    ok(request, await pickerOrgs(app.db, requireAuth(request), request.query.keyword)),
  );
  r.get(orgPickerEndpoints.positions.path, { config, schema: { querystring: OrgPickerQuery } }, async (request) =>
    ok(request, await pickerPositions(app.db, requireAuth(request), request.query.keyword)),
  );
}

export const orgPickerArea: RouteArea = { name: 'org-picker', service: 'platform', routes: orgPickerRoutes };
