import type { ExternalProviderKind } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLoginTenant } from '../auth/credentials.ts';
import { loginBody, loginRateLimit, tenantHeader } from '../auth/login-routes.ts';
import { noStore } from '../auth/token-response.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { AdapterContext, CallbackParams, RedirectKind } from './adapters/adapter.ts';
import { appCodeIdentity } from './adapters/app-code.ts';
import { dingtalkIdentity } from './adapters/dingtalk.ts';
import { redirectAdapters } from './adapters/index.ts';
import { verifyThirdPartyToken } from './adapters/third-party-token.ts';
import { consumeFlow, pruneFlows, startFlow } from './flows.ts';
import { acceptFormBodies } from './form-body.ts';
import { bindAndLogin, type ExternalIdentity, failLogin, loginWithIdentity } from './identities.ts';
import { findByKind, listPublicProviders, loadProvider, type Provider, settingsOf } from './providers.ts';

const token = z.string().trim().min(1).max(200);
const uuid = z.string().uuid();
const tenantCode = z.string().trim().min(1).max(64).optional();

/** What a callback page posts back: the flow's state and binding, and the provider's answer. */
const finishFields = {
  state: z.string().regex(/^[0-9a-f]{64}$/),
  binding: z.string().regex(/^[0-9a-f]{64}$/),
  code: token.optional(),
  authCode: token.optional(),
  ticket: z.string().max(256).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
};
const appCodeFields = {
  appKey: z.string().trim().max(200).optional(),
  code: token,
  state: z.string().trim().min(1).max(200),
  binding: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  tenantCode,
};

// Spec §7 sends some of these as query parameters ("params") and some as bodies: accept either.
function both<T extends z.ZodRawShape>(shape: T) {
  const partial = z.strictObject(shape).partial();
  return { querystring: partial, body: partial.optional() };
}
function merged<T>(request: FastifyRequest, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });
  if (!parsed.success) throw new AppError('ILLEGAL_REQUEST', parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/** The public half of external logins (oauth prefix): every channel ends in a login state (step 1). */
export async function externalLoginRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (): AdapterContext => ({ production: app.config.NODE_ENV === 'production', now: app.clock.now() });
  const limit = { access: 'public', rateLimit: loginRateLimit(app, 3) } as const;

  // The Chaoxing app posts form data (spec §7).
  acceptFormBodies(app);

  /** Runs a provider call and logs a refused login (E6) before passing the error on. */
  const confirm = async (request: FastifyRequest, provider: Provider, call: () => Promise<ExternalIdentity>) => {
    try {
      return await call();
    } catch (error) {
      await failLogin(app, request, provider, error instanceof AppError ? error.codeName : 'error');
      throw error;
    }
  };

  const finish = async (
    request: FastifyRequest,
    input: z.infer<z.ZodObject<typeof finishFields>>,
    kinds: ExternalProviderKind[] | null,
  ) => {
    const flow = await consumeFlow(app.db, input.state, input.binding, app.clock.now());
    const provider = await loadProvider(app.db, flow.tenantId, flow.providerId, {
      kek: app.config.SECRETS_KEK ?? null,
    });
    if (provider.kind === 'token' || (kinds && !kinds.includes(provider.kind))) {
      throw new AppError('EXTERNAL_STATE_INVALID', 'flow of another kind');
    }
    const params: CallbackParams = {};
    for (const key of ['code', 'authCode', 'ticket', 'iss', 'error'] as const) {
      const value = input[key];
      if (value !== undefined) params[key] = value;
    }
    const adapter = redirectAdapters[provider.kind as RedirectKind];
    const identity = await confirm(request, provider, () => adapter.finish(provider, flow, params, ctx()));
    return loginWithIdentity(app, request, provider, identity);
  };

  const tenantOf = (request: FastifyRequest, code: string | undefined) =>
    resolveLoginTenant(app, code, tenantHeader(request));

  r.get(
    '/user/login/providers',
    { config: { access: 'public' }, schema: { querystring: z.strictObject({ tenantCode }) } },
    async (request) => {
      const tenant = await tenantOf(request, request.query.tenantCode);
      return ok(request, await listPublicProviders(app.db, tenant.id));
    },
  );

  r.get(
    '/user/getAuthorize',
    {
      config: limit,
      schema: { querystring: z.strictObject({ providerId: uuid, redirectUri: z.string().max(2000), tenantCode }) },
    },
    async (request, reply) => {
      noStore(reply);
      const q = request.query;
      const tenant = await tenantOf(request, q.tenantCode);
      const provider = await loadProvider(app.db, tenant.id, q.providerId, { kek: app.config.SECRETS_KEK ?? null });
      if (provider.kind === 'token') throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
      // D1: exact string match, no normalisation of any kind.
      if (!provider.redirectUris.includes(q.redirectUri)) throw new AppError('EXTERNAL_REDIRECT_NOT_ALLOWED');
      const now = app.clock.now();
      await pruneFlows(app.db, now);
      const adapter = redirectAdapters[provider.kind];
      const prepared = (await adapter.prepare?.()) ?? {};
      const started = await startFlow(
        app.db,
        { tenantId: tenant.id, providerId: provider.id, redirectUri: q.redirectUri, ...prepared },
        now,
      );
      const url = await adapter.authorizeUrl(
        provider,
        {
          state: started.state,
          redirectUri: q.redirectUri,
          nonce: prepared.nonce ?? null,
          codeVerifier: prepared.codeVerifier ?? null,
        },
        ctx(),
      );
      return ok(request, { url, state: started.state, binding: started.binding, kind: provider.kind });
    },
  );

  const finishRoutes: [string, ExternalProviderKind[] | null][] = [
    ['/user/loginSSO', null],
    ['/sso/login/oauth/apply', ['oidc']],
    ['/sso/login/cas10/apply', ['cas']],
    ['/user/login/wechat/apply', ['wechat']],
    ['/user/login/dingtalk/apply', ['dingtalk']],
  ];
  const finishSchema = z.strictObject(finishFields);
  for (const [path, kinds] of finishRoutes) {
    r.post(path, { config: limit, schema: both(finishFields) }, async (request, reply) => {
      noStore(reply);
      return ok(request, await finish(request, merged(request, finishSchema), kinds));
    });
  }

  // Chaoxing and the v2 app: a flow we started (binding present), or one the app started itself.
  const appCodeSchema = z.strictObject(appCodeFields);
  for (const kind of ['cxapp', 'v2app'] as const) {
    r.post(`/user/login/${kind}/apply`, { config: limit, schema: both(appCodeFields) }, async (request, reply) => {
      noStore(reply);
      const input = merged(request, appCodeSchema);
      if (input.binding) {
        if (!/^[0-9a-f]{64}$/.test(input.state)) throw new AppError('EXTERNAL_STATE_INVALID');
        return ok(
          request,
          await finish(request, { state: input.state, binding: input.binding, code: input.code }, [kind]),
        );
      }
      const tenant = await tenantOf(request, input.tenantCode);
      const provider = (await findByKind(app.db, tenant.id, [kind], app.config.SECRETS_KEK ?? null)).find((p) => {
        const s = settingsOf(p, kind);
        return s.appInitiated && s.appKey === input.appKey;
      });
      if (!provider) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
      const identity = await confirm(request, provider, () =>
        appCodeIdentity(provider, { code: input.code, state: input.state }, ctx()),
      );
      return ok(request, await loginWithIdentity(app, request, provider, identity));
    });
  }

  // The DingTalk in-app login: the DingTalk client hands the page an authCode, no redirect, no state.
  const inAppFields = { authCode: token, providerId: uuid.optional(), tenantCode };
  r.post('/user/login/dingtalk', { config: limit, schema: both(inAppFields) }, async (request, reply) => {
    noStore(reply);
    const input = merged(request, z.strictObject(inAppFields));
    const tenant = await tenantOf(request, input.tenantCode);
    const provider = (await findByKind(app.db, tenant.id, ['dingtalk'], app.config.SECRETS_KEK ?? null)).find(
      (p) => settingsOf(p, 'dingtalk').inAppLogin && (!input.providerId || p.id === input.providerId),
    );
    if (!provider) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
    const identity = await confirm(request, provider, () => dingtalkIdentity(provider, input.authCode, ctx()));
    return ok(request, await loginWithIdentity(app, request, provider, identity));
  });

  // Guard step 1: another app's access token in the query (D6).
  r.post(
    '/user/login/token/apply',
    {
      config: limit,
      schema: { body: z.strictObject({ token: z.string().min(1).max(8192), providerId: uuid.optional(), tenantCode }) },
    },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      const tenant = await tenantOf(request, body.tenantCode);
      const provider = (await findByKind(app.db, tenant.id, ['token'], app.config.SECRETS_KEK ?? null)).find(
        (p) => !body.providerId || p.id === body.providerId,
      );
      if (!provider) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
      const identity = await confirm(request, provider, () => verifyThirdPartyToken(provider, body.token, ctx()));
      return ok(request, await loginWithIdentity(app, request, provider, identity));
    },
  );

  r.post(
    '/user/login/external/bind',
    {
      config: { access: 'public', rateLimit: loginRateLimit(app) },
      schema: {
        body: z.strictObject({
          bindTicket: z.string().regex(/^[0-9a-f]{64}$/),
          username: loginBody.username,
          password: loginBody.password,
          captcha: loginBody.captcha,
          requestId: loginBody.requestId,
        }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const b = request.body;
      const state = await bindAndLogin(app, request, {
        bindTicket: b.bindTicket,
        username: b.username,
        password: b.password,
        ...(b.captcha !== undefined ? { captcha: b.captcha } : {}),
        ...(b.requestId !== undefined ? { requestId: b.requestId } : {}),
      });
      return ok(request, state);
    },
  );
}
