import { type TenantOpenInfo, TenantRegistrationInput, tenancyEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { openTenants } from './open-tenants.ts';
import { registerTenant } from './tenant-registration.ts';

/** Registrations per IP and hour: creating a school is rare, and each one seeds a few hundred rows. */
export const tenantRegisterRateLimit = { max: 5, timeWindow: '1 hour' };

async function tenancyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Spec §4 "Session loading order": the client reads this before login (no-token list, spec §7). With
  // tenant-open on, the login page offers the schools; with it off, it names none (no enumeration).
  r.get(
    tenancyEndpoints.tenantOpen.path,
    { config: { access: 'public' }, schema: { querystring: z.strictObject({}) } },
    async (request) => {
      const info: TenantOpenInfo = {
        tenantOpen: app.config.TENANT_OPEN,
        singleDomain: app.config.SINGLE_DOMAIN,
        tenants: app.config.TENANT_OPEN ? await openTenants(app.db, request.locale) : [],
      };
      return ok(request, info);
    },
  );

  r.post(
    tenancyEndpoints.registerTenant.path,
    {
      config: { access: 'public', rateLimit: tenantRegisterRateLimit },
      schema: { body: TenantRegistrationInput },
    },
    async (request) => {
      if (!app.config.TENANT_OPEN) throw new AppError('TENANT_REGISTRATION_CLOSED');
      const registered = await registerTenant(app.db, request.body, app.tenantSeeders, {
        locale: request.locale,
        now: app.clock.now(),
        ip: request.ip,
      });
      request.log.info(
        { event: 'tenant.registered', tenantId: registered.tenantId, tenantCode: registered.tenantCode },
        'tenant registered',
      );
      return ok(request, registered);
    },
  );
}

export const tenancyArea: RouteArea = { name: 'tenancy', service: 'oauth', routes: tenancyRoutes };
