import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { recordAuthEvent } from './auth-audit.ts';
import { type AuthContext, requireAuth } from './auth-context.ts';
import { findTenantUser } from './credentials.ts';
import { heldRoles } from './roles.ts';
import { startSession } from './session-start.ts';
import { endSession, issueTokens, retireSessionTokens } from './sessions.ts';
import { noStore, tokenData } from './token-response.ts';

/** Who may act as whom: higher ranks may switch to equal or lower ones (C8 "target not more privileged"). */
const roleRank: Record<string, number> = {
  newStudent: 1,
  student: 1,
  teacher: 2,
  counsellor: 3,
  collegeAdmin: 4,
  affairsAdmin: 5,
  tenantAdmin: 6,
};
const superRank = 100;

export const switchUserRoles = ['tenantAdmin'] as const;

const switchBody = z.strictObject({
  username: z.string().trim().min(1).max(100),
  /** The client repeats its access token here (spec §7); only the header counts. */
  token: z.string().max(200).optional(),
});

/** Switch user and exit switch (spec §6, §7) for tenant administrators and super users. */
export async function switchUserRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/authentication/switch',
    { config: { access: { roles: switchUserRoles } }, schema: { body: switchBody } },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      const now = app.clock.now();
      const denied = async (reason: string): Promise<never> => {
        await audit(app, request, auth, 'auth.switch_user.denied', null, { reason });
        throw new AppError('UNAUTHORIZED', reason);
      };
      if (auth.actorUserId) await denied('already switched');
      // C8: same tenant only. A name from another tenant is simply not found here.
      const target = await findTenantUser(app.db, auth.tenantId, request.body.username.toLowerCase());
      if (target?.status !== 'active') return denied('no such user in this tenant');
      if (target.id === auth.userId) return denied('cannot switch to yourself');
      const actorRank = auth.allRoles && auth.isSuper ? superRank : (roleRank[auth.roleAlias ?? ''] ?? 0);
      const targetRoles = await heldRoles(app.db, auth.tenantId, target.id);
      const targetRank = target.isSuper
        ? superRank
        : Math.max(0, ...targetRoles.map((role) => roleRank[role.roleAlias ?? ''] ?? 0));
      if (targetRank > actorRank || (target.isSuper && !auth.isSuper)) return denied('target more privileged');

      const started = await app.db.transaction().execute(async (trx) => {
        // C7: the administrator's own tokens stop working; exit issues fresh ones for that session.
        await retireSessionTokens(trx, auth.tenantId, auth.sessionId, now);
        return startSession(app, request, trx, {
          tenantId: auth.tenantId,
          userId: target.id,
          clientId: auth.clientId,
          restricted: null,
          actorUserId: auth.userId,
          parentSessionId: auth.sessionId,
        });
      });
      await audit(app, request, auth, 'auth.switch_user', target.id, {});
      return ok(
        request,
        tokenData(started.tokens, {
          userId: target.id,
          account: target.account,
          tenantId: auth.tenantId,
          actorUserId: auth.userId,
        }),
      );
    },
  );

  r.post(
    '/authentication/switch/exit',
    { schema: { body: switchBody.partial().optional() } },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      if (!auth.actorUserId) throw new AppError('UNAUTHORIZED', 'not switched');
      const now = app.clock.now();
      const result = await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('sessions')
          .select('parentSessionId')
          .where('tenantId', '=', auth.tenantId)
          .where('id', '=', auth.sessionId)
          .executeTakeFirst();
        await endSession(trx, auth.tenantId, auth.sessionId, 'switch_exit', now);
        if (!current?.parentSessionId) return null;
        const parent = await trx
          .selectFrom('sessions as s')
          .innerJoin('tenantMembers as m', (j) =>
            j.onRef('m.tenantId', '=', 's.tenantId').onRef('m.userId', '=', 's.userId'),
          )
          .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 's.userId'))
          .select(['s.tenantId', 's.id', 's.absoluteExpiresAt', 's.endedAt', 's.userId', 'u.account', 'u.status'])
          .where('s.tenantId', '=', auth.tenantId)
          .where('s.id', '=', current.parentSessionId)
          .executeTakeFirst();
        const alive =
          parent && !parent.endedAt && parent.status === 'active' && parent.absoluteExpiresAt.getTime() > now.getTime();
        if (!parent || !alive) return null;
        return { parent, tokens: await issueTokens(trx, app.config, parent, now) };
      });
      // The administrator's own session is gone (ended or expired): log in again.
      if (!result) throw new AppError('ILLEGAL_TOKEN', 'original session ended');
      await audit(app, request, auth, 'auth.switch_user.exit', auth.userId, {});
      return ok(
        request,
        tokenData(result.tokens, {
          userId: result.parent.userId,
          account: result.parent.account,
          tenantId: auth.tenantId,
        }),
      );
    },
  );
}

async function audit(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  event: 'auth.switch_user' | 'auth.switch_user.exit' | 'auth.switch_user.denied',
  targetUserId: string | null,
  details: Record<string, string>,
) {
  await recordAuthEvent(app.db, request.log, {
    event,
    tenantId: auth.tenantId,
    actorUserId: auth.actorUserId ?? auth.userId,
    targetUserId: targetUserId ?? (event === 'auth.switch_user.exit' ? auth.userId : null),
    ip: request.ip,
    at: app.clock.now(),
    details,
  });
}
