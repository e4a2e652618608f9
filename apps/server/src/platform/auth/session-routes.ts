import { headers, resolveLocale } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { recordAuthEvent } from './auth-audit.ts';
import { requireAuth } from './auth-context.ts';
import { allRoleId, heldRoles } from './roles.ts';
import { findMember, startSession } from './session-start.ts';
import { endSession, issueTokens, retireSessionTokens } from './sessions.ts';
import { hashToken } from './token-crypto.ts';
import { noStore, tokenData } from './token-response.ts';
import { loadUserContext } from './user-context.ts';

const uuid = z.string().uuid();
const roleIdSchema = z.union([uuid, z.literal(allRoleId)]);

/** The session calls of spec §7: logout, user context, default role, role switch and tenant switch. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public so an expired token can still end its session; the token is taken from the header or body.
  r.post(
    '/user/logout',
    {
      config: { access: 'public' },
      schema: { body: z.strictObject({ access_token: z.string().max(200).optional() }).optional() },
    },
    async (request) => {
      const header = request.headers[headers.accessToken];
      const token = request.body?.access_token ?? (typeof header === 'string' ? header : undefined);
      if (token && token.length <= 200) {
        const row = await app.db
          .selectFrom('accessTokens')
          .select(['tenantId', 'sessionId'])
          .where('tokenHash', '=', hashToken(token))
          .executeTakeFirst();
        const now = app.clock.now();
        if (row && (await endSession(app.db, row.tenantId, row.sessionId, 'logout', now))) {
          await recordAuthEvent(app.db, request.log, {
            event: 'auth.logout',
            tenantId: row.tenantId,
            actorUserId: request.auth?.userId ?? null,
            ip: request.ip,
            at: now,
            details: { sessionId: row.sessionId },
          });
        }
      }
      return ok(request, null);
    },
  );

  r.get(
    '/user/context',
    {
      // Restricted sessions need it too: the app learns from it that a password change is due.
      config: { access: 'authenticated', allowRestricted: true },
      schema: {
        // The web app repeats token and uid in the query (spec §7); only the header counts.
        querystring: z.strictObject({
          access_token: z.string().max(200).optional(),
          uid: z.string().max(64).optional(),
          lang: z.string().max(10).optional(),
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const locale = request.query.lang ? resolveLocale(request.query.lang) : request.locale;
      const context = await loadUserContext(app.db, auth, locale);
      if (!context) throw new AppError('ILLEGAL_TOKEN');
      return ok(request, context);
    },
  );

  r.post('/user/context/default', { schema: { body: z.strictObject({ roleId: roleIdSchema }) } }, async (request) => {
    const auth = requireAuth(request);
    const { roleId } = request.body;
    await checkRoleHeld(app, auth.tenantId, auth.userId, auth.isSuper, roleId);
    const member = await findMember(app.db, auth.tenantId, auth.userId);
    if (!member) throw new AppError('ILLEGAL_TOKEN');
    await app.db
      .updateTable('users')
      .set({ defaultRole: roleId, updatedAt: app.clock.now() })
      .where('tenantId', '=', member.homeTenantId)
      .where('id', '=', auth.userId)
      .execute();
    return ok(request, { defaultRole: roleId });
  });

  // C7: a role switch retires the session's tokens and issues new ones.
  r.post(
    '/user/role/switch',
    { schema: { body: z.strictObject({ roleId: roleIdSchema }) } },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      const { roleId } = request.body;
      await checkRoleHeld(app, auth.tenantId, auth.userId, auth.isSuper, roleId);
      const current = auth.allRoles ? allRoleId : auth.roleId;
      // Confirming the role the session already has changes no privilege: no new tokens (the web app
      // confirms the automatically chosen role after every login).
      if (current === roleId) return ok(request, { roleId, changed: false });
      const now = app.clock.now();
      const all = roleId === allRoleId;
      const tokens = await app.db.transaction().execute(async (trx) => {
        const session = await trx
          .updateTable('sessions')
          .set({ roleId: all ? null : roleId, allRoles: all })
          .where('tenantId', '=', auth.tenantId)
          .where('id', '=', auth.sessionId)
          .where('endedAt', 'is', null)
          .returning(['tenantId', 'id', 'absoluteExpiresAt'])
          .executeTakeFirst();
        if (!session) throw new AppError('ILLEGAL_TOKEN');
        await retireSessionTokens(trx, auth.tenantId, auth.sessionId, now);
        return issueTokens(trx, app.config, session, now);
      });
      await recordAuthEvent(app.db, request.log, {
        event: 'auth.role.switch',
        tenantId: auth.tenantId,
        actorUserId: auth.actorUserId ?? auth.userId,
        targetUserId: auth.userId,
        ip: request.ip,
        at: now,
        details: { roleId },
      });
      return ok(request, {
        ...tokenData(tokens, {
          userId: auth.userId,
          account: auth.account,
          tenantId: auth.tenantId,
          actorUserId: auth.actorUserId,
        }),
        roleId,
        changed: true,
      });
    },
  );

  // Tenant switching for a user who belongs to several tenants: a new session in the other tenant.
  r.post(
    '/user/tenant/switch',
    { schema: { body: z.strictObject({ tenantId: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      if (auth.actorUserId) throw new AppError('UNAUTHORIZED', 'exit switch user first');
      const wanted = request.body.tenantId;
      const target = await app.db
        .selectFrom('tenantMembers as m')
        .innerJoin('tenants as t', 't.id', 'm.tenantId')
        .select(['t.id', 't.status'])
        .where('m.userId', '=', auth.userId)
        .where((eb) => (uuid.safeParse(wanted).success ? eb('t.id', '=', wanted) : eb('t.code', '=', wanted)))
        .executeTakeFirst();
      if (target?.status !== 'active') throw new AppError('TENANT_UNAVAILABLE');
      const now = app.clock.now();
      const started = await app.db.transaction().execute(async (trx) => {
        const next = await startSession(app, request, trx, {
          tenantId: target.id,
          userId: auth.userId,
          clientId: auth.clientId,
          restricted: auth.restricted,
        });
        await endSession(trx, auth.tenantId, auth.sessionId, 'tenant_switch', now);
        return next;
      });
      await recordAuthEvent(app.db, request.log, {
        event: 'auth.tenant.switch',
        tenantId: target.id,
        actorUserId: auth.userId,
        targetUserId: auth.userId,
        ip: request.ip,
        at: now,
        details: { fromTenantId: auth.tenantId },
      });
      return ok(
        request,
        tokenData(started.tokens, {
          userId: auth.userId,
          account: started.user.account,
          tenantId: target.id,
          restricted: auth.restricted,
        }),
      );
    },
  );
}

/** A role may be chosen only if held in this tenant; ALL only by a super user (spec §3, §6). */
async function checkRoleHeld(app: FastifyInstance, tenantId: string, userId: string, isSuper: boolean, roleId: string) {
  if (roleId === allRoleId) {
    if (!isSuper) throw new AppError('ROLE_NOT_HELD');
    return;
  }
  const roles = await heldRoles(app.db, tenantId, userId);
  if (!roles.some((role) => role.id === roleId)) throw new AppError('ROLE_NOT_HELD');
}
