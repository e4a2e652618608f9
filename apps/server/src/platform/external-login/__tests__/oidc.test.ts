import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthPath, webClientId } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { startOidcIdp, type TestIdp } from './fakes/oidc-idp.ts';
import { adminOf, callback, createProvider, finishLogin, link, startLogin, tokensFor } from './helpers.ts';

/** The callback's parameters as the /authredirect page posts them. */
function callbackParams(url: URL) {
  const out: Record<string, string> = {};
  for (const key of ['code', 'iss', 'error']) {
    const value = url.searchParams.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

// Generic OpenID Connect against oidc-provider (a certified OP) on loopback, with its dev login pages.
describe('OIDC login (oidc-provider on loopback)', () => {
  let t: TestApp;
  let idp: TestIdp;
  let providerId: string;
  let userId: string;

  beforeAll(async () => {
    [t, idp] = await Promise.all([
      buildTestApp(),
      startOidcIdp({ clientId: 'campusflow', clientSecret: 'op-secret', redirectUris: [callback] }),
    ]);
    const admin = await adminOf(t);
    providerId = await createProvider(t, admin, {
      kind: 'oidc',
      name: '统一身份认证',
      issuer: idp.issuer,
      clientId: 'campusflow',
      clientSecret: 'op-secret',
    });
    userId = await link(t, providerId, idp.issuer, 'alice-sub', 'student');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), idp?.close()]);
  });

  it('logs in end to end: PKCE S256 authorize URL, IdP login page, code exchange, our tokens', async () => {
    const start = await startLogin(t, providerId);
    expect(start.body.state).toBe(200);
    const url = new URL(start.body.data.url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(start.body.data.state);
    expect(start.body.data.url).not.toContain('op-secret');
    const back = await idp.login(start.body.data.url, 'alice-sub');
    expect(back.searchParams.get('state')).toBe(start.body.data.state);
    const res = await finishLogin(t, '/sso/login/oauth/apply', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      ...callbackParams(back),
    });
    expect(res.body.state).toBe(200);
    const { token } = await tokensFor(t, res.body.data);
    expect(token.uid).toBe(userId);
    expect(token.uaccount).toBe('student');
  });

  it('D2: a replayed state (and with it the nonce) is refused, and so is a callback for another flow', async () => {
    const start = await startLogin(t, providerId);
    const back = await idp.login(start.body.data.url, 'alice-sub');
    const body = { state: start.body.data.state, binding: start.body.data.binding, ...callbackParams(back) };
    expect((await finishLogin(t, '/sso/login/oauth/apply', body)).body.state).toBe(200);
    expect((await finishLogin(t, '/sso/login/oauth/apply', body)).body.state).toBe(6020161);
    // The code of flow A presented with the state of flow B: openid-client checks PKCE and nonce of B → refused.
    const a = await startLogin(t, providerId);
    const b = await startLogin(t, providerId);
    const backA = await idp.login(a.body.data.url, 'alice-sub');
    const mixed = await finishLogin(t, '/sso/login/oauth/apply', {
      state: b.body.data.state,
      binding: b.body.data.binding,
      ...callbackParams(backA),
    });
    expect(mixed.body.state).toBe(6020163);
  });

  it('D2: a wrong issuer in the callback and an IdP error answer are refused', async () => {
    const start = await startLogin(t, providerId);
    const back = await idp.login(start.body.data.url, 'alice-sub');
    const res = await finishLogin(t, '/sso/login/oauth/apply', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      ...callbackParams(back),
      iss: 'http://127.0.0.1:1/evil',
    });
    expect(res.body.state).toBe(6020163);
    const denied = await startLogin(t, providerId);
    const err = await finishLogin(t, '/sso/login/oauth/apply', {
      state: denied.body.data.state,
      binding: denied.body.data.binding,
      error: 'access_denied',
    });
    expect(err.body.state).toBe(6020163);
  });

  it('D2: an ID token for another audience is refused (client id mismatch)', async () => {
    const admin = await adminOf(t);
    // Same IdP, but our side believes it is client "other": the IdP refuses the client or the aud check fails.
    const other = await createProvider(t, admin, {
      kind: 'oidc',
      name: 'wrong aud',
      issuer: idp.issuer,
      clientId: 'other-client',
      clientSecret: 'op-secret',
    });
    const start = await startLogin(t, providerId);
    const back = await idp.login(start.body.data.url, 'alice-sub');
    // Finish a flow of provider `other` with a code issued to `campusflow`.
    const flow = await startLogin(t, other);
    const res = await finishLogin(t, '/user/loginSSO', {
      state: flow.body.data.state,
      binding: flow.body.data.binding,
      ...callbackParams(back),
    });
    expect(res.body.state).toBe(6020163);
  });

  it('D3: the external login ends in our code path, where PKCE plain and downgrades are refused', async () => {
    const start = await startLogin(t, providerId);
    const back = await idp.login(start.body.data.url, 'alice-sub');
    const res = await finishLogin(t, '/sso/login/oauth/apply', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      ...callbackParams(back),
    });
    const plain = await t.call({
      method: 'POST',
      url: oauthPath(t, '/authorize/apply'),
      payload: {
        login_state: res.body.data,
        client_id: webClientId,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'plain',
      },
    });
    expect(plain.body.state).toBe(6010101);
    const { createHash } = await import('node:crypto');
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const again = await startLogin(t, providerId);
    const back2 = await idp.login(again.body.data.url, 'alice-sub');
    const state2 = await finishLogin(t, '/sso/login/oauth/apply', {
      state: again.body.data.state,
      binding: again.body.data.binding,
      ...callbackParams(back2),
    });
    const code = await t.call({
      method: 'POST',
      url: oauthPath(t, '/authorize/apply'),
      payload: {
        login_state: state2.body.data,
        client_id: webClientId,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
    });
    const withoutVerifier = await t.call({
      method: 'POST',
      url: oauthPath(t, '/authentication/apply'),
      payload: { client_id: webClientId, grant_type: 'authorization_code', authorize_code: code.body.data },
    });
    expect(withoutVerifier.body.state).toBe(6020102);
  });
});
