import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type FakeIdps, startFakeIdps } from './fakes/fake-idps.ts';
import { adminOf, createProvider, finishLogin, link, tokensFor } from './helpers.ts';

const issuer = 'https://apps.example.edu';
const audience = 'campusflow-api';

// Guard step 1: another app's access token, by introspection (RFC 7662) or as a JWT (RFC 9068).
describe('third-party access token login', () => {
  let t: TestApp;
  let fake: FakeIdps;
  let jwtProvider: string;
  let introProvider: string;
  let sign: (claims: Record<string, unknown>, header?: Record<string, unknown>) => Promise<string>;
  let signForeign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    [t, fake] = await Promise.all([buildTestApp(), startFakeIdps()]);
    const admin = await adminOf(t);
    const keys = await generateKeyPair('RS256');
    const foreign = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' };
    jwtProvider = await createProvider(t, admin, {
      kind: 'token',
      name: 'App JWT',
      mode: 'jwt',
      issuer,
      audience,
      jwks: JSON.stringify({ keys: [jwk] }),
      algorithms: ['RS256'],
      allowedClientIds: ['portal-app'],
    });
    introProvider = await createProvider(t, admin, {
      kind: 'token',
      name: 'App RS',
      mode: 'introspection',
      introspectionUrl: `${fake.base}/introspect`,
      clientId: 'rs-client',
      clientSecret: fake.secrets.introspection,
      issuer,
      allowedClientIds: ['portal-app'],
    });
    await link(t, jwtProvider, issuer, 'u-100', 'student');
    await link(t, introProvider, issuer, 'u-100', 'student');
    const now = () => Math.floor(t.clock.now().getTime() / 1000);
    sign = (claims, header = {}) =>
      new SignJWT({ client_id: 'portal-app', ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1', ...header })
        .setIssuer(String(claims.iss ?? issuer))
        .setAudience(String(claims.aud ?? audience))
        .setSubject('u-100')
        .setIssuedAt(now())
        .setExpirationTime(Number(claims.exp ?? now() + 300))
        .sign(keys.privateKey);
    signForeign = (claims) =>
      new SignJWT({ client_id: 'portal-app', ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject('u-100')
        .setExpirationTime(now() + 300)
        .sign(foreign.privateKey);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), fake?.close()]);
  });

  const login = (token: string, providerId: string) => finishLogin(t, '/user/login/token/apply', { token, providerId });

  it('a valid JWT access token logs the linked user in through the normal token path', async () => {
    const res = await login(await sign({}), jwtProvider);
    expect(res.body.state).toBe(200);
    expect((await tokensFor(t, res.body.data)).token.uaccount).toBe('student');
  });

  it('D6: wrong aud, wrong iss, expired, foreign client_id, jku header, wrong key, alg none → refused', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: issuer, aud: audience, sub: 'u-100', client_id: 'portal-app', exp: now + 300 }),
    ).toString('base64url')}.`;
    const cases: [string, string][] = [
      ['aud', await sign({ aud: 'someone-else' })],
      ['iss', await sign({ iss: 'https://evil.example' })],
      ['expired', await sign({ exp: now - 1 })],
      ['client', await sign({ client_id: 'other-app' })],
      ['jku', await sign({}, { jku: 'https://evil.example/jwks' })],
      ['typ', await sign({}, { typ: 'JWT' })],
      ['key', await signForeign({})],
      ['none', none],
    ];
    for (const [name, token] of cases) {
      const res = await login(token, jwtProvider);
      expect([name, res.body.state]).toEqual([name, 6020168]);
    }
  });

  it('D6: introspection: active with an allowlisted client logs in; inactive, foreign client or expired → refused', async () => {
    const exp = Math.floor(t.clock.now().getTime() / 1000) + 300;
    fake.introspected.set('good', { active: true, client_id: 'portal-app', sub: 'u-100', exp, iss: issuer });
    fake.introspected.set('foreign', { active: true, client_id: 'other-app', sub: 'u-100', exp });
    fake.introspected.set('expired', { active: true, client_id: 'portal-app', sub: 'u-100', exp: exp - 600 });
    expect((await login('good', introProvider)).body.state).toBe(200);
    for (const token of ['inactive-unknown', 'foreign', 'expired']) {
      expect([token, (await login(token, introProvider)).body.state]).toEqual([token, 6020168]);
    }
    const sent = fake.requests.filter((r) => r.path === '/introspect').at(-1);
    expect(new URLSearchParams(sent?.body).get('token_type_hint')).toBe('access_token');
  });
});
