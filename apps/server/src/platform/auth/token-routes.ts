import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { recordAuthEvent } from './auth-audit.ts';
import { authenticateClient, checkRedirectUri, clientServesTenant, findClient } from './clients.ts';
import { resolveLoginTenant, verifyLogin } from './credentials.ts';
import { consumeLoginState, createAuthorizationCode, recordCodeSession, redeemAuthorizationCode } from './grants.ts';
import { loginBody, loginRateLimit, tenantHeader } from './login-routes.ts';
import { startSession } from './session-start.ts';
import { illegalToken, rotateRefreshToken } from './sessions.ts';
import { hashToken } from './token-crypto.ts';
import { noStore, tokenData } from './token-response.ts';

const authorizeBody = z.strictObject({
  login_state: z.string().min(1).max(200),
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().max(2000).optional(),
  code_challenge: z.string().min(43).max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
  /** Accepted for compatibility; there is no consent page. */
  response_type: z.literal('code').optional(),
  state: z.string().max(500).optional(),
});

const tokenBody = z.strictObject({
  client_id: z.string().min(1).max(100),
  client_secret: z.string().max(200).optional(),
  grant_type: z.string().min(1).max(50),
  authorize_code: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  code_verifier: z.string().min(43).max(128).optional(),
  redirect_uri: z.string().max(2000).optional(),
  refresh_token: z.string().max(200).optional(),
  username: loginBody.username.optional(),
  password: loginBody.password.optional(),
  captcha: loginBody.captcha,
  requestId: loginBody.requestId,
  tenantCode: loginBody.tenantCode,
});

/** Steps 2 and 3 of the code login, the password and refresh grants, and token verification (spec §7 Auth). */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/authorize/apply',
    { config: { access: 'public', rateLimit: loginRateLimit(app, 3) }, schema: { body: authorizeBody } },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      // D3: only S256; a challenge without a method is S256 by our contract, "plain" is refused.
      if (body.code_challenge_method !== undefined && body.code_challenge_method !== 'S256') {
        throw new AppError('ILLEGAL_REQUEST', 'code_challenge_method must be S256');
      }
      if (body.code_challenge_method !== undefined && body.code_challenge === undefined) {
        throw new AppError('ILLEGAL_REQUEST', 'code_challenge missing');
      }
      const client = await findClient(app.db, body.client_id);
      const redirectUri = checkRedirectUri(client, body.redirect_uri);
      const now = app.clock.now();
      const code = await app.db.transaction().execute(async (trx) => {
        const grant = await consumeLoginState(trx, body.login_state, now);
        if (!clientServesTenant(client, grant.tenantId)) {
          throw new AppError('WRONG_CLIENT_CREDENTIALS', 'client does not serve this tenant');
        }
        return createAuthorizationCode(
          trx,
          {
            ...grant,
            clientId: client.clientId,
            redirectUri,
            codeChallenge: body.code_challenge ?? null,
            loginStateHash: hashToken(body.login_state),
          },
          now,
          app.config.AUTH_CODE_TTL,
        );
      });
      return ok(request, code);
    },
  );

  r.post(
    '/authentication/apply',
    { config: { access: 'public', rateLimit: tokenRateLimit(app) }, schema: { body: tokenBody } },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      const now = app.clock.now();
      if (body.grant_type === 'authorization_code') {
        const code = body.authorize_code ?? body.code;
        if (!code) throw new AppError('WRONG_AUTHORIZATION_CODE', 'authorize_code missing');
        const client = await authenticateClient(app.db, body.client_id, body.client_secret);
        const outcome = await app.db.transaction().execute(async (trx) => {
          const redeemed = await redeemAuthorizationCode(
            trx,
            {
              code,
              clientId: client.clientId,
              ...(body.code_verifier !== undefined ? { codeVerifier: body.code_verifier } : {}),
              ...(body.redirect_uri !== undefined ? { redirectUri: body.redirect_uri } : {}),
            },
            now,
          );
          if (!('grant' in redeemed)) return { failed: redeemed.reused };
          const { grant } = redeemed;
          const started = await startSession(app, request, trx, { ...grant, clientId: client.clientId });
          await recordCodeSession(trx, redeemed.codeHash, started.tokens.sessionId);
          return { started, grant };
        });
        // The reuse revocation above is committed before the refusal (C4).
        if ('failed' in outcome) {
          if (outcome.failed) {
            await recordAuthEvent(app.db, request.log, {
              event: 'auth.code.reuse',
              tenantId: null,
              ip: request.ip,
              at: now,
              details: { clientId: client.clientId },
            });
          }
          throw new AppError('WRONG_AUTHORIZATION_CODE');
        }
        const { started, grant } = outcome;
        await tokenIssued(app, request.ip, grant.tenantId, started.user.id, client.clientId, 'authorization_code', now);
        return ok(
          request,
          tokenData(started.tokens, {
            userId: started.user.id,
            account: started.user.account,
            tenantId: grant.tenantId,
            restricted: grant.restricted,
          }),
        );
      }

      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) illegalToken('refresh_token missing');
        const client = await authenticateClient(app.db, body.client_id, body.client_secret);
        const token = body.refresh_token;
        const result = await app.db
          .transaction()
          .execute((trx) => rotateRefreshToken(trx, app.config, token, client.clientId, now));
        if (!result.ok) {
          if (result.reuse) {
            await recordAuthEvent(app.db, request.log, {
              event: 'auth.refresh.reuse',
              tenantId: result.reuse.tenantId,
              ip: request.ip,
              at: now,
              details: { sessionId: result.reuse.sessionId },
            });
          }
          illegalToken();
        }
        return ok(
          request,
          tokenData(result.tokens, {
            userId: result.userId,
            account: result.account,
            tenantId: result.tenantId,
            restricted: result.restricted,
            actorUserId: result.actorUserId,
          }),
        );
      }

      if (body.grant_type === 'password_credentials' || body.grant_type === 'password') {
        return passwordGrant(app, request, body, now);
      }
      throw new AppError('UNSUPPORTED_GRANT_TYPE', 'grant_type not supported');
    },
  );

  r.post(
    '/authentication/verify',
    {
      config: { access: 'public' },
      schema: {
        body: z.strictObject({ access_token: z.string().min(1).max(200), uid: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const auth = await verifyAccessToken(app.db, request.body.access_token, app.clock.now());
      if (request.body.uid !== undefined && request.body.uid !== auth.userId) throw new AppError('ILLEGAL_TOKEN');
      return ok(request, {
        active: true,
        uid: auth.userId,
        uaccount: auth.account,
        tenant_id: auth.tenantId,
        client_id: auth.clientId,
        role_id: auth.allRoles ? 'ALL' : auth.roleId,
        actor_uid: auth.actorUserId,
        restricted: auth.restricted,
      });
    },
  );
}

type TokenBody = z.infer<typeof tokenBody>;

const isRefresh = (request: FastifyRequest) =>
  (request.body as { grant_type?: unknown } | undefined)?.grant_type === 'refresh_token';

/**
 * A8 at the token endpoint: code and password grants share the login budget; refreshes (which a
 * campus behind one NAT address makes all day) count separately against the general API limit.
 */
function tokenRateLimit(app: FastifyInstance) {
  return {
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}:${isRefresh(request) ? 'refresh' : 'grant'}`,
    max: (request: FastifyRequest) => (isRefresh(request) ? app.config.RATE_LIMIT : app.config.LOGIN_RATE_LIMIT * 3),
    timeWindow: '1 minute',
  };
}

/**
 * The password_credentials grant: RFC 9700 §2.4 says not to offer it, so it is refused unless the
 * tenant turns it on (policy passwordGrant) and then only for first-party clients (D4).
 */
async function passwordGrant(app: FastifyInstance, request: FastifyRequest, body: TokenBody, now: Date) {
  const client = await authenticateClient(app.db, body.client_id, body.client_secret);
  if (!body.username || !body.password) throw new AppError('BAD_CREDENTIALS', 'username and password required');
  const tenant = await resolveLoginTenant(app, body.tenantCode, tenantHeader(request));
  if (!client.firstParty || !clientServesTenant(client, tenant.id) || tenant.policy.passwordGrant !== true) {
    throw new AppError('UNSUPPORTED_GRANT_TYPE', 'unauthorized_client');
  }
  const { user, restricted } = await verifyLogin(app, request, tenant, {
    username: body.username,
    password: body.password,
    ...(body.captcha !== undefined ? { captcha: body.captcha } : {}),
    ...(body.requestId !== undefined ? { requestId: body.requestId } : {}),
  });
  const started = await app.db
    .transaction()
    .execute((trx) =>
      startSession(app, request, trx, { tenantId: tenant.id, userId: user.id, clientId: client.clientId, restricted }),
    );
  await tokenIssued(app, request.ip, tenant.id, user.id, client.clientId, 'password_credentials', now);
  return ok(
    request,
    tokenData(started.tokens, { userId: user.id, account: user.account, tenantId: tenant.id, restricted }),
  );
}

async function tokenIssued(
  app: FastifyInstance,
  ip: string,
  tenantId: string,
  userId: string,
  clientId: string,
  grant: string,
  now: Date,
) {
  await recordAuthEvent(app.db, app.log, {
    event: 'auth.token.issued',
    tenantId,
    actorUserId: userId,
    targetUserId: userId,
    ip,
    at: now,
    details: { clientId, grant },
  });
}
