import { headers } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { createCaptcha } from './captcha.ts';
import { resolveLoginTenant, verifyLogin } from './credentials.ts';
import { createLoginState } from './grants.ts';
import { pruneExpiredAuthState } from './sessions.ts';
import { noStore } from './token-response.ts';

export const loginBody = {
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(256),
  captcha: z.string().trim().max(16).optional(),
  requestId: z.string().max(64).optional(),
  /** Which tenant to log in to; else the X-Authorization-tenantid header, else DEFAULT_TENANT. */
  tenantCode: z.string().trim().min(1).max(64).optional(),
};

export function tenantHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[headers.tenantId];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

/** A8: per-IP limit of the credential routes (LOGIN_RATE_LIMIT a minute; Redis-backed when configured). */
export function loginRateLimit(app: FastifyInstance, factor = 1) {
  return { max: app.config.LOGIN_RATE_LIMIT * factor, timeWindow: '1 minute' };
}

/** Step 1 of the code login, the captcha and the public login-page settings (spec §7 Auth). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/login/apply',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: { body: z.strictObject(loginBody) },
    },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      const tenant = await resolveLoginTenant(app, body.tenantCode, tenantHeader(request));
      const { user, restricted } = await verifyLogin(app, request, tenant, body);
      const now = app.clock.now();
      await pruneExpiredAuthState(app.db, now);
      const loginState = await createLoginState(
        app.db,
        { tenantId: tenant.id, userId: user.id, restricted },
        now,
        app.config.AUTH_CODE_TTL,
      );
      // B5 (tenant opt-in): 6020109, with a login state that only leads to a password-change token.
      if (restricted === 'password_expired') {
        throw new AppError('PASSWORD_EXPIRED', undefined, { variables: { login_state: loginState, restricted } });
      }
      return ok(request, loginState, restricted ? { restricted } : null);
    },
  );

  r.get(
    '/user/captcha',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app, 3) },
      schema: { querystring: z.strictObject({ t: z.string().max(32).optional() }) },
    },
    async (request, reply) => {
      noStore(reply);
      const { requestId, image, expiresIn } = await createCaptcha(app.db, app.clock.now(), app.config.CAPTCHA_TTL);
      return ok(request, { requestId, image, expiresIn, length: 4 });
    },
  );

  r.get(
    '/user/open',
    {
      config: { access: 'public' },
      schema: { querystring: z.strictObject({ tenantCode: z.string().trim().min(1).max(64).optional() }) },
    },
    async (request) => {
      const tenant = await resolveLoginTenant(app, request.query.tenantCode, tenantHeader(request)).catch(() => null);
      return ok(request, {
        tenantOpen: app.config.TENANT_OPEN,
        singleDomain: app.config.SINGLE_DOMAIN,
        defaultTenant: app.config.DEFAULT_TENANT,
        tenant: tenant
          ? { id: tenant.id, code: tenant.code, name: tenant.name, designTenantId: tenant.designTenantId }
          : null,
        captchaLength: 4,
        captchaAfterFailures: app.config.CAPTCHA_AFTER_FAILURES,
        // Whether this school requires encrypted bodies (platform/request-encryption, cached there).
        encrypt: tenant ? await app.requestEncryption.requiresEncryption(tenant.id) : false,
      });
    },
  );

  // GET /user/client/encrypt/get lives in platform/request-encryption (issue 8 §2).
}
