import {
  HealthCheckInBody,
  HealthDailyQuery,
  HealthDayQuery,
  HealthRangeQuery,
  healthCheckInEndpoints,
  healthCheckInStaffRoles,
  ListQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { checkInList, checkInOf, dailyStats, missingList, rangeStats } from './health-check-in.queries.ts';
import { submitCheckIn } from './health-check-in.service.ts';
import { sendDailySheet } from './health-check-in-export.ts';
import { dayIn, readHealthSettings } from './health-check-in-settings.ts';

const students = { roles: ['student'] };
const staff = { roles: healthCheckInStaffRoles };
const maxRangeDays = 92;

export async function healthCheckInRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = healthCheckInEndpoints;
  const now = () => app.clock.now();
  /** The tenant's settings and the school day asked for (default: today at the school). */
  const dayOf = async (tenantId: string, asked?: string) => {
    const settings = await readHealthSettings(app.db, tenantId);
    return { settings, day: asked ?? dayIn(settings.timeZone, now()) };
  };

  r.post(e.submit.path, { config: { access: students }, schema: { body: HealthCheckInBody } }, async (request) =>
    ok(request, await submitCheckIn(app.db, requireAuth(request), request.body, now())),
  );

  r.get(e.today.path, { config: { access: students } }, async (request) => {
    const auth = requireAuth(request);
    const { settings, day } = await dayOf(auth.tenantId);
    return ok(request, { day, checkIn: await checkInOf(app.db, auth.tenantId, auth.userId, day, settings.feverFrom) });
  });

  r.post(e.mine.path, { config: { access: students }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { settings } = await dayOf(auth.tenantId);
    const scope = { kind: 'student' as const, userId: auth.userId };
    return ok(request, await checkInList(app.db, auth.tenantId, scope, request.body, settings.feverFrom));
  });

  r.post(e.query.path, { config: { access: staff }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { settings } = await dayOf(auth.tenantId);
    const scope = { kind: 'staff' as const, auth };
    return ok(request, await checkInList(app.db, auth.tenantId, scope, request.body, settings.feverFrom));
  });

  r.get(
    e.daily.path,
    { config: { access: staff }, schema: { querystring: HealthDailyQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { settings, day } = await dayOf(auth.tenantId, request.query.day);
      const stats = await dailyStats(app.db, auth, day, settings.feverFrom);
      const { format } = request.query;
      return format ? sendDailySheet(reply, stats, format, request.locale) : ok(request, stats);
    },
  );

  r.get(e.range.path, { config: { access: staff }, schema: { querystring: HealthRangeQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { from, to } = request.query;
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (!(span >= 0 && span < maxRangeDays)) throw new AppError('HEALTH_CHECK_IN_DATES_INVALID');
    const { settings } = await dayOf(auth.tenantId);
    return ok(request, await rangeStats(app.db, auth, { from, to }, settings.feverFrom));
  });

  r.post(
    e.missing.path,
    { config: { access: staff }, schema: { querystring: HealthDayQuery, body: ListQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { day } = await dayOf(auth.tenantId, request.query.day);
      return ok(request, await missingList(app.db, auth, day, request.body));
    },
  );
}
