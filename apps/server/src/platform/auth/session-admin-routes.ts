import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { type AuthEventName, recordAuthEvent } from './auth-audit.ts';
import { type AuthContext, requireAuth } from './auth-context.ts';
import { clearLoginFailures } from './failure-store.ts';
import { endSession, endSessionsOfUser } from './sessions.ts';

const userBody = z.strictObject({ userId: z.string().uuid() });
export const accountAdminRoles = ['tenantAdmin'] as const;

/**
 * Sessions a user can see and end (C10), and the administrator's account switches: end a user's
 * sessions (C10), disable (C6: every session ends at once), enable, and clear failures (A5, A6).
 */
export async function sessionAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/sessions', { schema: { querystring: z.strictObject({}) } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await app.db
      .selectFrom('sessions')
      .select(['id', 'clientId', 'createdAt', 'lastActiveAt', 'absoluteExpiresAt', 'ip', 'userAgent', 'actorUserId'])
      .where('tenantId', '=', auth.tenantId)
      .where('userId', '=', auth.userId)
      .where('endedAt', 'is', null)
      .where('absoluteExpiresAt', '>', app.clock.now())
      .orderBy('createdAt', 'desc')
      .limit(100)
      .execute();
    return ok(
      request,
      rows.map((s) => ({ ...s, current: s.id === auth.sessionId })),
    );
  });

  r.post(
    '/user/sessions/end',
    { schema: { body: z.strictObject({ sessionId: z.string().uuid() }) } },
    async (request) => {
      const auth = requireAuth(request);
      const own = await app.db
        .selectFrom('sessions')
        .select('id')
        .where('tenantId', '=', auth.tenantId)
        .where('id', '=', request.body.sessionId)
        .where('userId', '=', auth.userId)
        .executeTakeFirst();
      // Someone else's session looks exactly like one that does not exist.
      if (!own) throw new AppError('NOT_FOUND', 'session');
      await endSession(app.db, auth.tenantId, own.id, 'ended_by_user', app.clock.now());
      await audit(app, request, auth, 'auth.session.end', auth.userId, { sessionId: own.id });
      return ok(request, null);
    },
  );

  const admin = { config: { access: { roles: accountAdminRoles } }, schema: { body: userBody } };

  r.post('/user/admin/sessions/end', admin, async (request) => {
    const auth = requireAuth(request);
    const target = await adminTarget(app, auth, request.body.userId);
    const ended = await endSessionsOfUser(app.db, auth.tenantId, target.id, 'ended_by_admin', { now: app.clock.now() });
    await audit(app, request, auth, 'auth.session.end', target.id, { ended });
    return ok(request, { ended });
  });

  r.post('/user/admin/disable', admin, async (request) => {
    const auth = requireAuth(request);
    const target = await adminTarget(app, auth, request.body.userId);
    const now = app.clock.now();
    const ended = await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ status: 'disabled', updatedAt: now })
        .where('tenantId', '=', auth.tenantId)
        .where('id', '=', target.id)
        .execute();
      return endSessionsOfUser(trx, auth.tenantId, target.id, 'disabled', { now });
    });
    await audit(app, request, auth, 'auth.account.disable', target.id, { ended });
    return ok(request, { ended });
  });

  r.post('/user/admin/enable', admin, async (request) => {
    const auth = requireAuth(request);
    const target = await adminTarget(app, auth, request.body.userId);
    await app.db
      .updateTable('users')
      .set({ status: 'active', updatedAt: app.clock.now() })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', target.id)
      .execute();
    await clearLoginFailures(app.db, auth.tenantId, target.id);
    await audit(app, request, auth, 'auth.account.enable', target.id, {});
    return ok(request, null);
  });

  r.post('/user/admin/unlock', admin, async (request) => {
    const auth = requireAuth(request);
    const target = await adminTarget(app, auth, request.body.userId);
    await clearLoginFailures(app.db, auth.tenantId, target.id);
    await audit(app, request, auth, 'auth.account.unlock', target.id, {});
    return ok(request, null);
  });
}

/**
 * A user an administrator may act on: one whose home is the administrator's tenant (E2: others answer
 * 404), not the administrator themself, and no super user unless the administrator is one.
 */
async function adminTarget(app: FastifyInstance, auth: AuthContext, userId: string) {
  if (auth.actorUserId) throw new AppError('UNAUTHORIZED', 'not while acting as another user');
  const target = await app.db
    .selectFrom('users')
    .select(['id', 'isSuper'])
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND', 'user');
  if (target.id === auth.userId) throw new AppError('UNAUTHORIZED', 'not on your own account');
  if (target.isSuper && !auth.isSuper) throw new AppError('UNAUTHORIZED', 'target more privileged');
  return target;
}

async function audit(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  event: AuthEventName,
  targetUserId: string,
  details: Record<string, string | number>,
) {
  await recordAuthEvent(app.db, request.log, {
    event,
    tenantId: auth.tenantId,
    actorUserId: auth.actorUserId ?? auth.userId,
    targetUserId,
    ip: request.ip,
    at: app.clock.now(),
    details,
  });
}
