import { SysConfigWhiteListQuery, tenancyEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { publicTenantId } from '../tenancy/public-tenant.ts';
import { publicSysConfigs } from './sys-config.service.ts';

async function sysConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Read at start-up before login (spec §4, §7), so public: it only ever answers public settings.
  r.post(
    tenancyEndpoints.sysConfigWhiteList.path,
    {
      config: { access: 'public' },
      schema: { querystring: SysConfigWhiteListQuery, body: z.strictObject({}).nullish() },
    },
    async (request) => {
      const tenantId = await publicTenantId(app, request);
      const entries = tenantId ? await publicSysConfigs(app.db, tenantId, request.query.sysConfigCodes) : [];
      return ok(request, entries);
    },
  );
}

export const sysConfigArea: RouteArea = { name: 'sys-config', service: 'platform', routes: sysConfigRoutes };
