import { headers as headerNames } from '@campusflow/contracts';
import { type LoggedIn, loginAs, oauthPath, webClientId } from '../../../testing/login.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { newId } from '../../db/ids.ts';
import { xlDb } from '../external-login.tables.ts';

export const callback = 'http://127.0.0.1:8080/app/authredirect';

export function platformPath(t: TestApp, path: string): string {
  const c = t.app.config;
  return c.SINGLE_DOMAIN ? `${c.API_BASE}${path}` : `${c.API_BASE}/platform/v3${path}`;
}

let ipCounter = 1;
/** Each call from its own address so the login rate limit never interferes. */
export function ip(): string {
  const n = ipCounter++;
  return `198.19.${(n >> 8) & 255}.${n & 255}`;
}

export async function adminOf(t: TestApp): Promise<LoggedIn> {
  return loginAs(t, 'tenantadmin');
}

export async function createProvider(t: TestApp, admin: LoggedIn, input: Record<string, unknown>): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: platformPath(t, '/external-login/providers'),
    headers: admin.headers,
    payload: { redirectUris: [callback], ...input },
  });
  if (res.body.state !== 200) throw new Error(`create provider: ${res.status} ${res.body.state} ${res.body.cause}`);
  return res.body.data.id;
}

export async function startLogin(t: TestApp, providerId: string, redirectUri = callback) {
  return t.call({
    method: 'GET',
    url: oauthPath(t, '/user/getAuthorize'),
    query: { providerId, redirectUri },
    remoteAddress: ip(),
  });
}

export async function finishLogin(t: TestApp, path: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: oauthPath(t, path), payload, remoteAddress: ip() });
}

/** Links an identity straight in the table (what a bind would do) to an account of the demo tenant. */
export async function link(t: TestApp, providerId: string, providerApp: string, subject: string, account: string) {
  const tenant = await t.app.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenant.id)
    .where('accountLower', '=', account.toLowerCase())
    .executeTakeFirstOrThrow();
  await xlDb(t.app.db)
    .insertInto('externalIdentities')
    .values({
      tenantId: tenant.id,
      providerId,
      providerApp,
      subject,
      userId: user.id,
      profile: '{}',
      createdAt: new Date(),
      lastLoginAt: null,
    })
    .execute();
  return user.id;
}

/** Steps 2 and 3 of the code login from a login state: the same path a password login takes. */
export async function tokensFor(t: TestApp, loginState: string) {
  const code = await t.call({
    method: 'POST',
    url: oauthPath(t, '/authorize/apply'),
    payload: { login_state: loginState, client_id: webClientId },
  });
  if (code.body.state !== 200) throw new Error(`authorize: ${code.body.state}`);
  const tokens = await t.call({
    method: 'POST',
    url: oauthPath(t, '/authentication/apply'),
    payload: { client_id: webClientId, grant_type: 'authorization_code', authorize_code: code.body.data },
  });
  if (tokens.body.state !== 200) throw new Error(`token: ${tokens.body.state}`);
  const context = await t.call({
    method: 'GET',
    url: oauthPath(t, '/user/context'),
    headers: { [headerNames.accessToken]: tokens.body.data.access_token },
  });
  return { token: tokens.body.data, account: context.body.data?.user?.account ?? context.body.data?.account };
}

export { newId };
