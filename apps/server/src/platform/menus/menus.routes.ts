import { headers, MenuDataQuery, tenancyEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { menuTreeFor, resolveSystem } from './menus.service.ts';

async function menuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // api-conventions.md §4: the tree of {id, parentId, alias, name, icon, defaultUrl, children}.
  r.get(
    tenancyEndpoints.menuData.path,
    { config: { access: 'authenticated' }, schema: { querystring: MenuDataQuery } },
    async (request) => {
      const auth = requireAuth(request);
      // An explicit systemId must be one of the token tenant's systems (E1); the system header the
      // client sends on every call only selects when valid, else the mobile system answers.
      const header = request.headers[headers.systemId];
      const headerSystem = typeof header === 'string' && z.uuid().safeParse(header).success ? header : undefined;
      const systemId = request.query.systemId
        ? await resolveSystem(app.db, auth.tenantId, request.query.systemId)
        : await resolveSystem(app.db, auth.tenantId, headerSystem).catch(() =>
            resolveSystem(app.db, auth.tenantId, undefined),
          );
      return ok(request, await menuTreeFor(app.db, auth, systemId, request.locale));
    },
  );
}

export const menusArea: RouteArea = { name: 'menus', service: 'platform', routes: menuRoutes };
