import { z } from 'zod';

/**
 * External identity providers a tenant configures (platform/external-login). Secrets (client secret,
 * app secret) are write-only: the admin API answers `secretSet` instead, and the public list carries
 * neither secrets nor server-side endpoints.
 */
export const externalProviderKinds = ['oidc', 'cas', 'wechat', 'dingtalk', 'cxapp', 'v2app', 'token'] as const;
export type ExternalProviderKind = (typeof externalProviderKinds)[number];

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL');
const id = z.string().trim().min(1).max(200);
const secret = z.string().min(1).max(500).optional();

const common = {
  name: z.string().trim().min(1).max(60),
  enabled: z.boolean().default(true),
  /** First login of an identity nobody is linked to: refuse, or bind after a password login. */
  unknownIdentity: z.enum(['refuse', 'bind']).default('refuse'),
  /** D1: callback / CAS service URLs, matched character for character. */
  redirectUris: z.array(httpUrl).max(10).default([]),
};

/** Chaoxing and the v2 app share one narrow OAuth2-code adapter contract (README of external-login). */
function appCodeProvider<K extends 'cxapp' | 'v2app'>(kind: K) {
  return z.strictObject({
    kind: z.literal(kind),
    ...common,
    appKey: id,
    appSecret: secret,
    authorizeUrl: httpUrl,
    tokenUrl: httpUrl,
    userinfoUrl: httpUrl,
    /** The app opens our page with its own code and state (no redirect started here). */
    appInitiated: z.boolean().default(false),
  });
}

export const ExternalProviderInput = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('oidc'),
    ...common,
    issuer: httpUrl,
    clientId: id,
    clientSecret: secret,
    scopes: z.string().trim().max(200).default('openid profile'),
  }),
  z.strictObject({
    kind: z.literal('cas'),
    ...common,
    casBaseUrl: httpUrl,
    version: z.enum(['1.0', '2.0', '3.0']).default('3.0'),
  }),
  z.strictObject({
    kind: z.literal('wechat'),
    ...common,
    appId: id,
    appSecret: secret,
    /** mp: official-account authorisation inside WeChat; open: open-platform QR login on a PC. */
    mode: z.enum(['mp', 'open']).default('mp'),
    authorizeBase: httpUrl.default('https://open.weixin.qq.com'),
    apiBase: httpUrl.default('https://api.weixin.qq.com'),
  }),
  z.strictObject({
    kind: z.literal('dingtalk'),
    ...common,
    clientId: id,
    clientSecret: secret,
    authorizeBase: httpUrl.default('https://login.dingtalk.com'),
    apiBase: httpUrl.default('https://api.dingtalk.com'),
    /** The anonymous in-app login (an authCode from the DingTalk client, no redirect). */
    inAppLogin: z.boolean().default(false),
  }),
  appCodeProvider('cxapp'),
  appCodeProvider('v2app'),
  z.strictObject({
    kind: z.literal('token'),
    ...common,
    mode: z.enum(['introspection', 'jwt']),
    introspectionUrl: httpUrl.optional(),
    clientId: id.optional(),
    clientSecret: secret,
    /** client_id values of the third-party apps whose tokens are accepted. */
    allowedClientIds: z.array(id).max(20).default([]),
    issuer: z.string().trim().max(500).optional(),
    audience: z.string().trim().max(500).optional(),
    /** Pinned public keys: a JWKS JSON ({"keys":[…]}); never fetched from the token's header. */
    jwks: z.string().max(20000).optional(),
    algorithms: z
      .array(z.enum(['RS256', 'PS256', 'ES256', 'EdDSA']))
      .min(1)
      .default(['RS256']),
  }),
]);
export type ExternalProviderInput = z.infer<typeof ExternalProviderInput>;

/** What a login page may know of a provider. */
export type PublicExternalProvider = { id: string; kind: ExternalProviderKind; name: string; mode: string | null };

/** The start of a redirect login: where to send the browser and what to keep in this tab. */
export type ExternalLoginStart = { url: string; state: string; binding: string; kind: ExternalProviderKind };

export const externalLoginEndpoints = {
  /** Public: the enabled providers of a tenant (`tenantCode` or the tenant header). */
  providers: { service: 'oauth', method: 'GET', path: '/user/login/providers' },
  /** Public: starts a redirect login (`providerId`, `redirectUri`, `redirect`?) → ExternalLoginStart. */
  authorize: { service: 'oauth', method: 'GET', path: '/user/getAuthorize' },
  /** Public: finishes any redirect login with what the provider sent back → login state. */
  loginSso: { service: 'oauth', method: 'POST', path: '/user/loginSSO' },
  oidc: { service: 'oauth', method: 'POST', path: '/sso/login/oauth/apply' },
  cas: { service: 'oauth', method: 'POST', path: '/sso/login/cas10/apply' },
  wechat: { service: 'oauth', method: 'POST', path: '/user/login/wechat/apply' },
  dingtalk: { service: 'oauth', method: 'POST', path: '/user/login/dingtalk/apply' },
  dingtalkInApp: { service: 'oauth', method: 'POST', path: '/user/login/dingtalk' },
  cxapp: { service: 'oauth', method: 'POST', path: '/user/login/cxapp/apply' },
  v2app: { service: 'oauth', method: 'POST', path: '/user/login/v2app/apply' },
  token: { service: 'oauth', method: 'POST', path: '/user/login/token/apply' },
  /** Password login that also links the external identity of a bind ticket. */
  bind: { service: 'oauth', method: 'POST', path: '/user/login/external/bind' },
  dingtalkMobile: { service: 'platform', method: 'GET', path: '/thirdparty/dingtalk/getEncryptMobile' },
  /** Public: CAS single logout, `logoutRequest` form field (register as the service's logout URL at CAS). */
  casLogout: { service: 'oauth', method: 'POST', path: '/sso/cas/logout/:providerId' },
  /** Authenticated, before /user/logout: `{url}` of the OIDC provider's end_session (id_token_hint) or null. */
  providerLogout: { service: 'oauth', method: 'GET', path: '/user/logout/provider' },
  adminList: { service: 'platform', method: 'GET', path: '/external-login/providers' },
  adminCreate: { service: 'platform', method: 'POST', path: '/external-login/providers' },
  adminUpdate: { service: 'platform', method: 'PUT', path: '/external-login/providers/:id' },
  adminDelete: { service: 'platform', method: 'DELETE', path: '/external-login/providers/:id' },
} as const;

/** Shown instead of a stored secret; sending it back on update keeps the secret. */
export const maskedSecret = '********';
