import { headers as headerNames } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { startOidcIdp, type TestIdp } from './fakes/oidc-idp.ts';
import { adminOf, callback, createProvider, finishLogin, link, startLogin, tokensFor } from './helpers.ts';

// RP-initiated logout against oidc-provider: our logout also offers the provider's end_session link,
// with the id_token of the login as id_token_hint, for sessions that came from that provider only.
describe('OIDC provider logout (oidc-provider on loopback)', () => {
  let t: TestApp;
  let idp: TestIdp;
  let providerId: string;

  beforeAll(async () => {
    [t, idp] = await Promise.all([
      buildTestApp(),
      startOidcIdp({ clientId: 'campusflow', clientSecret: 'op-secret', redirectUris: [callback] }),
    ]);
    providerId = await createProvider(t, await adminOf(t), {
      kind: 'oidc',
      name: '统一身份认证',
      issuer: idp.issuer,
      clientId: 'campusflow',
      clientSecret: 'op-secret',
    });
    await link(t, providerId, idp.issuer, 'alice-sub', 'student');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), idp?.close()]);
  });

  const oidcSession = async () => {
    // Logins a millisecond apart, as real ones are (the test clock stands still otherwise).
    t.clock.advance(1);
    const start = await startLogin(t, providerId);
    const back = await idp.login(start.body.data.url, 'alice-sub');
    const res = await finishLogin(t, '/sso/login/oauth/apply', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      code: back.searchParams.get('code'),
      iss: back.searchParams.get('iss'),
    });
    expect(res.body.state).toBe(200);
    return String((await tokensFor(t, res.body.data)).token.access_token);
  };
  const logoutLink = (accessToken: string, postLogoutRedirectUri?: string) =>
    t.call({
      method: 'GET',
      url: oauthPath(t, '/user/logout/provider'),
      headers: { [headerNames.accessToken]: accessToken },
      query: postLogoutRedirectUri ? { postLogoutRedirectUri } : {},
    });

  it('C6: the logout link carries id_token_hint; the OP accepts it, signs out and returns to the allowlisted URL', async () => {
    const accessToken = await oidcSession();
    const res = await logoutLink(accessToken, callback);
    expect(res.body.state).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(callback);
    const hint = url.searchParams.get('id_token_hint') ?? '';
    const claims = JSON.parse(Buffer.from(hint.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: 'alice-sub', aud: 'campusflow', iss: idp.issuer });
    expect(res.body.data.url).not.toContain('op-secret');

    const ended = await idp.endSession(res.body.data.url);
    expect(ended.status).toBe(200);
    expect(ended.finalUrl?.href).toBe(callback);
    // A tampered hint is refused by the OP (the link is only good with the real id_token).
    const tampered = new URL(res.body.data.url);
    tampered.searchParams.set('id_token_hint', `${hint.slice(0, -4)}AAAA`);
    expect((await idp.endSession(tampered.href)).status).toBe(400);
  });

  it('D1: a post-logout address outside the provider allowlist is refused', async () => {
    const accessToken = await oidcSession();
    for (const back of [`${callback}/`, 'https://evil.example/app/authredirect']) {
      expect((await logoutLink(accessToken, back)).body.state).toBe(6020162);
    }
  });

  it('sessions that did not come from the OIDC provider get no provider link', async () => {
    await oidcSession();
    t.clock.advance(1);
    const password = await loginAs(t, 'student');
    const res = await logoutLink(String(password.headers[headerNames.accessToken]));
    expect(res.body).toMatchObject({ state: 200, data: { url: null } });
    // Anonymous callers are refused.
    const anonymous = await t.call({ method: 'GET', url: oauthPath(t, '/user/logout/provider') });
    expect(anonymous.body.state).not.toBe(200);
  });
});
