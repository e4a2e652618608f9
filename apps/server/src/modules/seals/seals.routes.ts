import {
  ListQuery,
  SealApplyBody,
  SealIdParams,
  SealUseBody,
  StatsQuery,
  sealsEndpoints,
  sealsKeeperRoles,
  sealsStaffRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthContext, requireAuth } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { sendSheet, statsSheet } from '../../platform/statistics/stats-export.ts';
import { type SealScope, sealById, sealList } from './seals.queries.ts';
import { applySeal, recordUse, sealTypes } from './seals.service.ts';
import { sealStats, sealStatsLabels } from './seals-stats.ts';

const students = { roles: ['student'] };
const staff = { roles: sealsStaffRoles };
const keepers = { roles: sealsKeeperRoles };

/** A student sees their own applications; staff roles those of the students they look after. */
function scopeOf(auth: AuthContext): SealScope {
  const isStaff =
    (sealsStaffRoles as readonly string[]).includes(auth.roleAlias ?? '') || (auth.isSuper && auth.allRoles);
  return isStaff ? { kind: 'staff', auth } : { kind: 'applicant', userId: auth.userId };
}

export async function sealsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = sealsEndpoints;
  const now = () => app.clock.now();

  r.post(e.apply.path, { config: { access: students }, schema: { body: SealApplyBody } }, async (request) =>
    ok(request, await applySeal(app.db, requireAuth(request), request.body, now())),
  );

  r.post(e.mine.path, { config: { access: students }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const scope = { kind: 'applicant' as const, userId: auth.userId };
    return ok(request, await sealList(app.db, auth.tenantId, scope, request.body, request.locale));
  });

  r.post(e.query.path, { config: { access: staff }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await sealList(app.db, auth.tenantId, { kind: 'staff', auth }, request.body, request.locale));
  });

  r.get(e.types.path, { config: { access: 'authenticated' } }, async (request) =>
    ok(request, await sealTypes(app.db, requireAuth(request).tenantId, request.locale)),
  );

  r.get(e.stats.path, { config: { access: staff }, schema: { querystring: StatsQuery } }, async (request, reply) => {
    const auth = requireAuth(request);
    const result = await sealStats(app.db, auth, request.query);
    if (!request.query.format) return ok(request, result);
    const table = statsSheet(result, await sealStatsLabels(app.db, auth.tenantId), request.locale);
    return sendSheet(reply, table, request.query.format, 'seal-statistics');
  });

  r.get(e.detail.path, { config: { access: 'authenticated' }, schema: { params: SealIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const row = await sealById(app.db, auth.tenantId, scopeOf(auth), request.params.id, request.locale);
    if (!row) throw new AppError('SEALS_NOT_FOUND');
    return ok(request, row);
  });

  r.post(
    e.use.path,
    { config: { access: keepers }, schema: { params: SealIdParams, body: SealUseBody } },
    async (request) =>
      ok(request, await recordUse(app.db, requireAuth(request), request.params.id, request.body.remark, now())),
  );
}
