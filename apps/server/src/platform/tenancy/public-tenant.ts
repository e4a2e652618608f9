import { headers } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tenant whose public data a route may show: the token's tenant when there is one (E1), else the
 * X-Authorization-tenantid header (id or code), else DEFAULT_TENANT. Null for an unknown or closed
 * tenant. Only for data that is public anyway (settings of the login page).
 */
export async function publicTenantId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (request.auth) return request.auth.tenantId;
  const header = request.headers[headers.tenantId];
  const wanted =
    typeof header === 'string' && header.length > 0 && header.length <= 64 ? header : app.config.DEFAULT_TENANT;
  const tenant = await app.db
    .selectFrom('tenants')
    .select('id')
    .where((eb) => (uuidPattern.test(wanted) ? eb('id', '=', wanted) : eb('code', '=', wanted)))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return tenant?.id ?? null;
}
