import {
  LeaveApplyBody,
  LeaveExtendBody,
  LeaveIdParams,
  LeaveOnBehalfBody,
  LeaveReportBackBody,
  LeaveStatsQuery,
  LeaveVerifyPassBody,
  ListQuery,
  leaveEndpoints,
  leaveStaffRoles,
  StatsQuery,
  StudentSearchQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthContext, requireAuth } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { searchRoster } from '../../platform/statistics/roster.ts';
import { statsFilterOptions } from '../../platform/statistics/statistics-scope.ts';
import { statsSheet as groupedSheet, sendSheet } from '../../platform/statistics/stats-export.ts';
import { type LeaveScope, leaveById, leaveList } from './leave.queries.ts';
import { applyLeave, lastLeaveValues, leaveBalance, leavePass, reportBack, verifyPass } from './leave.service.ts';
import { applyExtension } from './leave-extension.ts';
import { applyOnBehalf } from './leave-on-behalf.ts';
import { passCheckUrl, passQr } from './leave-pass-qr.ts';
import { readLeaveSettings } from './leave-settings.ts';
import { groupedLeaveStats, leaveStats, reportBackStats } from './leave-stats.ts';
import { groupedLabels, statsSheet } from './leave-stats-export.ts';

const students = { roles: ['student'] };
const staff = { roles: leaveStaffRoles };

/** A student sees their own requests; staff roles those of the students they look after. */
function scopeOf(auth: AuthContext): LeaveScope {
  const isStaff =
    (leaveStaffRoles as readonly string[]).includes(auth.roleAlias ?? '') || (auth.isSuper && auth.allRoles);
  return isStaff ? { kind: 'staff', auth } : { kind: 'student', userId: auth.userId };
}

export async function leaveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = leaveEndpoints;
  const now = () => app.clock.now();
  const grace = async (tenantId: string) => (await readLeaveSettings(app.db, tenantId)).lateGraceHours;

  r.post(e.apply.path, { config: { access: students }, schema: { body: LeaveApplyBody } }, async (request) =>
    ok(request, await applyLeave(app.db, requireAuth(request), request.body, now())),
  );

  r.get(e.last.path, { config: { access: students } }, async (request) =>
    ok(request, await lastLeaveValues(app.db, requireAuth(request))),
  );

  r.post(e.mine.path, { config: { access: students }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const scope = { kind: 'student' as const, userId: auth.userId };
    return ok(request, await leaveList(app.db, auth.tenantId, scope, request.body, now(), await grace(auth.tenantId)));
  });

  r.post(e.onBehalf.path, { config: { access: staff }, schema: { body: LeaveOnBehalfBody } }, async (request) =>
    ok(request, await applyOnBehalf(app.db, requireAuth(request), request.body, now())),
  );

  r.get(
    e.students.path,
    { config: { access: staff }, schema: { querystring: StudentSearchQuery } },
    async (request) => {
      const { keyword, limit } = request.query;
      return ok(request, await searchRoster(app.db, requireAuth(request), keyword, limit));
    },
  );

  r.post(e.query.path, { config: { access: staff }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const scope = { kind: 'staff' as const, auth };
    return ok(request, await leaveList(app.db, auth.tenantId, scope, request.body, now(), await grace(auth.tenantId)));
  });

  r.get(e.stats.path, { config: { access: staff }, schema: { querystring: LeaveStatsQuery } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await leaveStats(app.db, auth, request.query, now(), await grace(auth.tenantId)));
  });

  r.get(
    e.statsExport.path,
    { config: { access: staff }, schema: { querystring: LeaveStatsQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const stats = await leaveStats(app.db, auth, request.query, now(), await grace(auth.tenantId));
      return sendSheet(reply, statsSheet(stats, request.locale), 'xlsx', 'leave-statistics');
    },
  );

  r.get(e.statsFilters.path, { config: { access: staff } }, async (request) =>
    ok(request, await statsFilterOptions(app.db, requireAuth(request))),
  );

  // Grouped figures (rcswQjtj, qxjTj) and report-backs (rcswXjtj); `format` answers the same rows as a file.
  for (const [path, stats, file] of [
    [e.statsGrouped.path, groupedLeaveStats, 'leave-statistics'],
    [e.statsReportBack.path, reportBackStats, 'report-back-statistics'],
  ] as const) {
    r.get(path, { config: { access: staff }, schema: { querystring: StatsQuery } }, async (request, reply) => {
      const auth = requireAuth(request);
      const result = await stats(app.db, auth, request.query, now(), await grace(auth.tenantId));
      if (!request.query.format) return ok(request, result);
      const table = groupedSheet(result, groupedLabels, request.locale);
      return sendSheet(reply, table, request.query.format, file);
    });
  }

  r.get(e.balance.path, { config: { access: students } }, async (request) =>
    ok(request, await leaveBalance(app.db, requireAuth(request), now())),
  );

  r.get(e.settings.path, { config: { access: 'authenticated' } }, async (request) =>
    ok(request, await readLeaveSettings(app.db, requireAuth(request).tenantId)),
  );

  r.post(e.verifyPass.path, { config: { access: staff }, schema: { body: LeaveVerifyPassBody } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await verifyPass(app.db, auth, request.body.token, now(), await grace(auth.tenantId)));
  });

  r.get(e.detail.path, { config: { access: 'authenticated' }, schema: { params: LeaveIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const row = await leaveById(
      app.db,
      auth.tenantId,
      scopeOf(auth),
      request.params.id,
      now(),
      await grace(auth.tenantId),
    );
    if (!row) throw new AppError('LEAVE_NOT_FOUND');
    return ok(request, row);
  });

  r.get(e.pass.path, { config: { access: students }, schema: { params: LeaveIdParams } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await leavePass(app.db, auth, request.params.id, now(), await grace(auth.tenantId)));
  });

  r.get(e.passQr.path, { config: { access: students }, schema: { params: LeaveIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const pass = await leavePass(app.db, auth, request.params.id, now(), await grace(auth.tenantId));
    return ok(request, await passQr(passCheckUrl(app.config, pass.token), pass.expiresAt));
  });

  r.post(
    e.extend.path,
    { config: { access: students }, schema: { params: LeaveIdParams, body: LeaveExtendBody } },
    async (request) =>
      ok(request, await applyExtension(app.db, requireAuth(request), request.params.id, request.body, now())),
  );

  r.post(
    e.reportBack.path,
    { config: { access: students }, schema: { params: LeaveIdParams, body: LeaveReportBackBody } },
    async (request) =>
      ok(request, await reportBack(app.db, requireAuth(request), request.params.id, request.body, now())),
  );
}
