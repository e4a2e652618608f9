import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath, webClientId } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { pkceS256 } from '../token-crypto.ts';
import { freshIp } from './auth-helpers.ts';

describe('three-step code login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: oauthPath(t, path), payload, headers, remoteAddress: freshIp() });

  async function loginState(username = 'student') {
    const res = await post('/user/login/apply', { username, password: 'Campus@2026' });
    expect(res.body.state).toBe(200);
    return res.body.data as string;
  }

  it('logs in with login state → code → tokens and reaches the user context', async () => {
    const state = await loginState();
    const code = await post('/authorize/apply', { login_state: state, client_id: webClientId });
    expect(code.body.state).toBe(200);
    expect(code.headers['cache-control']).toBe('no-store');
    const tokens = await post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
    });
    expect(tokens.body.state).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    const data = tokens.body.data;
    expect(data).toMatchObject({ uaccount: 'student', token_type: 'bearer', expires_in: 300 });
    expect(data.access_token).toMatch(/^[\w-]{43}$/);
    expect(data.create_at).toBe(t.clock.now().getTime());
    const context = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/context'),
      headers: { 'x-authorization-access-token': data.access_token },
    });
    expect(context.body.state).toBe(200);
    expect(context.body.data).toMatchObject({
      user: { account: 'student', isSuper: 'N' },
      userCurrentRole: 'student',
      mainTenant: { code: 'demo' },
      isTenantAdmin: false,
    });
    expect(context.body.data.role.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['student']);
  });

  it('C4: a code is single use; reuse is refused and ends the session it created', async () => {
    const code = (await post('/authorize/apply', { login_state: await loginState(), client_id: webClientId })).body
      .data;
    const body = { client_id: webClientId, grant_type: 'authorization_code', authorize_code: code };
    const first = await post('/authentication/apply', body);
    expect(first.body.state).toBe(200);
    const second = await post('/authentication/apply', body);
    expect(second.body.state).toBe(6020102);
    const ctx = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/context'),
      headers: { 'x-authorization-access-token': first.body.data.access_token },
    });
    expect(ctx.body.state).toBe(6020201);
  });

  it('C4: a login state is single use and a code expires after AUTH_CODE_TTL', async () => {
    const state = await loginState();
    expect((await post('/authorize/apply', { login_state: state, client_id: webClientId })).body.state).toBe(200);
    expect((await post('/authorize/apply', { login_state: state, client_id: webClientId })).body.state).toBe(6020102);
    const code = (await post('/authorize/apply', { login_state: await loginState(), client_id: webClientId })).body
      .data;
    t.clock.advance(61_000);
    const late = await post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: code,
    });
    expect(late.body.state).toBe(6020102);
  });

  it('D3: PKCE S256 is enforced when a challenge was sent, plain and downgrade are refused', async () => {
    const verifier = 'v'.repeat(50);
    const challenge = pkceS256(verifier);
    const exchange = async (codeVerifier?: string) => {
      const code = await post('/authorize/apply', {
        login_state: await loginState(),
        client_id: webClientId,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return post('/authentication/apply', {
        client_id: webClientId,
        grant_type: 'authorization_code',
        authorize_code: code.body.data,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    };
    expect((await exchange(verifier)).body.state).toBe(200);
    expect((await exchange('w'.repeat(50))).body.state).toBe(6020102);
    expect((await exchange()).body.state).toBe(6020102);
    const plain = await post('/authorize/apply', {
      login_state: await loginState(),
      client_id: webClientId,
      code_challenge: challenge,
      code_challenge_method: 'plain',
    });
    expect(plain.body.state).toBe(6010101);
    const noChallenge = await post('/authorize/apply', { login_state: await loginState(), client_id: webClientId });
    const downgrade = await post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: noChallenge.body.data,
      code_verifier: verifier,
    });
    expect(downgrade.body.state).toBe(6020102);
  });

  it('C4 + D1: a code is bound to its client and redirect URI, matched character for character', async () => {
    await t.app.db
      .insertInto('oauthClients')
      .values({
        clientId: 'partner-app',
        tenantId: null,
        name: 'partner',
        secretHash: null,
        firstParty: false,
        redirectUris: JSON.stringify(['https://partner.example/cb']),
      })
      .execute();
    const redirect = 'https://partner.example/cb';
    for (const variant of [
      `${redirect}/`,
      `${redirect}/x`,
      `${redirect}?a=1`,
      'https://PARTNER.example/cb',
      'http://partner.example/cb',
      'https://evil.partner.example/cb',
      'https://partner.example@evil.example/cb',
      '//evil.example/cb',
    ]) {
      const res = await post('/authorize/apply', {
        login_state: 'unused',
        client_id: 'partner-app',
        redirect_uri: variant,
      });
      expect(res.body.state, variant).toBe(6010101);
    }
    expect((await post('/authorize/apply', { login_state: 'unused', client_id: 'partner-app' })).body.state).toBe(
      6010101,
    );
    const code = await post('/authorize/apply', {
      login_state: await loginState(),
      client_id: 'partner-app',
      redirect_uri: redirect,
    });
    expect(code.body.state).toBe(200);
    const byOtherClient = await post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
    });
    expect(byOtherClient.body.state).toBe(6020102);
    const code2 = (
      await post('/authorize/apply', {
        login_state: await loginState(),
        client_id: 'partner-app',
        redirect_uri: redirect,
      })
    ).body.data;
    const wrongRedirect = await post('/authentication/apply', {
      client_id: 'partner-app',
      grant_type: 'authorization_code',
      authorize_code: code2,
      redirect_uri: `${redirect}/`,
    });
    expect(wrongRedirect.body.state).toBe(6020102);
    const code3 = (
      await post('/authorize/apply', {
        login_state: await loginState(),
        client_id: 'partner-app',
        redirect_uri: redirect,
      })
    ).body.data;
    const right = await post('/authentication/apply', {
      client_id: 'partner-app',
      grant_type: 'authorization_code',
      authorize_code: code3,
      redirect_uri: redirect,
    });
    expect(right.body.state).toBe(200);
  });

  it('answers an unknown grant type with 6020202 and an unknown client with 6020101', async () => {
    expect((await post('/authentication/apply', { client_id: webClientId, grant_type: 'implicit' })).body.state).toBe(
      6020202,
    );
    expect((await post('/authorize/apply', { login_state: 'x', client_id: 'nobody' })).body.state).toBe(6020101);
  });

  it('loginAs returns tokens and the headers of spec §7', async () => {
    const s = await loginAs(t, 'multirole', { role: 'collegeAdmin' });
    expect(s.roleAlias).toBe('collegeAdmin');
    expect(s.headers['x-authorization-access-token']).toBe(s.accessToken);
    expect(s.headers['x-authorization-roleid']).toBe(s.roleId);
    expect(s.headers['x-authorization-tenantid']).toBe(s.tenantId);
    const ctx = await t.call({ method: 'GET', url: oauthPath(t, '/user/context'), headers: s.headers });
    expect(ctx.body.data.userCurrentRole).toBe('collegeAdmin');
  });
});

describe('single-domain mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { SINGLE_DOMAIN: 'true' } });
  });
  afterAll(() => t.close());

  it('serves the auth calls directly under API_BASE', async () => {
    expect(oauthPath(t, '/user/context')).toBe('/qzbps/user/context');
    const s = await loginAs(t, 'student');
    const ctx = await t.call({ method: 'GET', url: '/qzbps/user/context', headers: s.headers });
    expect(ctx.body.data.user.account).toBe('student');
    const prefixed = await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/context', headers: s.headers });
    expect(prefixed.status).toBe(404);
  });
});
