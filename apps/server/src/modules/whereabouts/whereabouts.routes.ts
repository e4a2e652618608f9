import {
  ListQuery,
  WhereaboutsExportQuery,
  WhereaboutsIdParams,
  WhereaboutsOpenBody,
  WhereaboutsRegisterBody,
  WhereaboutsReturnBody,
  whereaboutsEndpoints,
  whereaboutsOpenerRoles,
  whereaboutsStaffRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthContext, requireAuth } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publishMessages } from '../../platform/messages/live.ts';
import { sendSheet } from '../../platform/statistics/stats-export.ts';
import {
  missingStudents,
  myRecord,
  recordById,
  recordList,
  windowById,
  windowFigures,
  windowList,
} from './whereabouts.queries.ts';
import { openWindow, recordsSheet, register, registerReturn, remindMissing } from './whereabouts.service.ts';

const students = { roles: ['student'] };
const staff = { roles: whereaboutsStaffRoles };
const openers = { roles: whereaboutsOpenerRoles };
const exportCap = 5000;

function isStaff(auth: AuthContext): boolean {
  return (whereaboutsStaffRoles as readonly string[]).includes(auth.roleAlias ?? '') || (auth.isSuper && auth.allRoles);
}

export async function whereaboutsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = whereaboutsEndpoints;
  const now = () => app.clock.now();
  const params = { params: WhereaboutsIdParams };

  /** The window of the caller's tenant, or 404: an id of another tenant reads as unknown. */
  const windowOf = async (auth: AuthContext, id: string) => {
    const window = await windowById(app.db, auth.tenantId, id, now());
    if (!window) throw new AppError('WHEREABOUTS_NOT_FOUND');
    return window;
  };

  r.post(e.windows.path, { config: { access: 'authenticated' }, schema: { body: ListQuery } }, async (request) =>
    ok(request, await windowList(app.db, requireAuth(request).tenantId, request.body, now())),
  );

  r.post(e.open.path, { config: { access: openers }, schema: { body: WhereaboutsOpenBody } }, async (request) =>
    ok(request, await openWindow(app.db, requireAuth(request), request.body, now())),
  );

  r.get(e.window.path, { config: { access: 'authenticated' }, schema: params }, async (request) => {
    const auth = requireAuth(request);
    const window = await windowOf(auth, request.params.id);
    const staffView = isStaff(auth);
    return ok(request, {
      ...window,
      mine: staffView ? null : await myRecord(app.db, auth.tenantId, auth.userId, window.id),
      figures: staffView ? await windowFigures(app.db, auth, window.id) : null,
    });
  });

  r.post(
    e.register.path,
    { config: { access: students }, schema: { ...params, body: WhereaboutsRegisterBody } },
    async (request) =>
      ok(request, await register(app.db, requireAuth(request), request.params.id, request.body, now())),
  );

  r.post(
    e.returned.path,
    { config: { access: students }, schema: { ...params, body: WhereaboutsReturnBody } },
    async (request) =>
      ok(request, await registerReturn(app.db, requireAuth(request), request.params.id, request.body, now())),
  );

  r.post(e.mine.path, { config: { access: students }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await recordList(app.db, auth.tenantId, { kind: 'student', userId: auth.userId }, request.body));
  });

  r.post(e.records.path, { config: { access: staff }, schema: { ...params, body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const window = await windowOf(auth, request.params.id);
    return ok(request, await recordList(app.db, auth.tenantId, { kind: 'staff', auth }, request.body, window.id));
  });

  r.post(e.missing.path, { config: { access: staff }, schema: { ...params, body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const window = await windowOf(auth, request.params.id);
    return ok(request, await missingStudents(app.db, auth, window.id, request.body));
  });

  r.post(e.remind.path, { config: { access: staff }, schema: params }, async (request) => {
    const auth = requireAuth(request);
    const { reminded, batch } = await remindMissing(app.db, auth, request.params.id, now());
    await publishMessages(app, batch);
    request.log.info({ event: 'whereabouts.reminded', window: request.params.id, reminded }, 'students reminded');
    return ok(request, { reminded });
  });

  r.get(
    e.export.path,
    { config: { access: staff }, schema: { ...params, querystring: WhereaboutsExportQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const window = await windowOf(auth, request.params.id);
      const all = { parameters: [], requestPage: { pageNo: 1, limit: 1 }, sorts: [] };
      const rows = await recordList(app.db, auth.tenantId, { kind: 'staff', auth }, all, window.id, {
        maxLimit: exportCap,
      });
      return sendSheet(reply, recordsSheet(rows.dataResult, request.locale), request.query.format, window.name);
    },
  );

  r.get(e.record.path, { config: { access: 'authenticated' }, schema: params }, async (request) => {
    const auth = requireAuth(request);
    const scope = isStaff(auth) ? { kind: 'staff' as const, auth } : { kind: 'student' as const, userId: auth.userId };
    const row = await recordById(app.db, auth.tenantId, scope, request.params.id);
    if (!row) throw new AppError('WHEREABOUTS_NOT_FOUND');
    return ok(request, row);
  });
}
