import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath, webClientId } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createCaptcha } from '../captcha.ts';
import { hashToken } from '../token-crypto.ts';
import { authCalls, freshIp } from './auth-helpers.ts';

describe('login guards: rate limit, banned IP, captcha, account states, password grant', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { CAPTCHA_AFTER_FAILURES: '3', LOCKOUT_FAILURE_FACTOR: '20' } });
    api = authCalls(t);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, extra: Record<string, unknown> = {}, ip = freshIp()) =>
    api.post('/user/login/apply', { username, password, ...extra }, { ip });
  const setUser = (account: string, values: Record<string, unknown>) =>
    t.app.db.updateTable('users').set(values).where('accountLower', '=', account).execute();

  it('A8: the 11th login attempt of an address in a minute answers 6010104 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login('2024010020', 'Campus@2026', {}, ip)).status).not.toBe(429);
    const limited = await login('2024010020', 'Campus@2026', {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.state).toBe(6010104);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('2024010020', 'Campus@2026')).body.state).toBe(200);
  });

  it('A8: refreshes have their own budget: 40 from one address do not hit the login limit', async () => {
    const ip = freshIp();
    const s = await loginAs(t, 'student', { ip });
    let rt = s.refreshToken;
    for (let i = 0; i < 40; i++) {
      const res = await api.refresh(rt, ip);
      expect(res.body.state).toBe(200);
      rt = res.body.data.refresh_token;
    }
    expect((await login('student', 'Campus@2026', {}, ip)).body.state).toBe(200);
  });

  it('A9: X-Forwarded-For from an untrusted peer does not reset the limit', async () => {
    const ip = freshIp();
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.call({
        method: 'POST',
        url: oauthPath(t, '/user/login/apply'),
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.9.${i}.1` },
        payload: { username: '2024010021', password: 'Campus@2026' },
      });
      results.push(res.body.state);
    }
    expect(results.at(-1)).toBe(6010104);
  });

  it('A8: a banned address gets 6010102 before any auth work, even with valid credentials', async () => {
    const ip = freshIp();
    await t.app.ipBans.ban(ip, 'test');
    const res = await login('student', 'Campus@2026', {}, ip);
    expect(res.body.state).toBe(6010102);
    expect(res.status).toBe(403);
    await t.app.ipBans.unban(ip);
    expect((await login('student', 'Campus@2026', {}, ip)).body.state).toBe(200);
  });

  it('A10: after repeated failures a captcha is required (6020104) and checked before the password', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5_000);
      expect((await login('2024010022', 'wrong')).body.state).toBe(6020106);
    }
    t.clock.advance(5_000);
    const needed = await login('2024010022', 'Campus@2026');
    expect(needed.body.state).toBe(6020104);
    // Wrong captcha with the right password: refused, no login state.
    const c1 = await createCaptcha(t.app.db, t.clock.now(), 120);
    const wrongCaptcha = await login('2024010022', 'Campus@2026', {
      requestId: c1.requestId,
      captcha: 'ZZZZ' === c1.answer ? 'YYYY' : 'ZZZZ',
    });
    expect(wrongCaptcha.body.state).toBe(6020119);
    expect(wrongCaptcha.body.data).toBeNull();
    // Consumed even though it failed: the right answer now is refused (6020105).
    expect((await login('2024010022', 'Campus@2026', { requestId: c1.requestId, captcha: c1.answer })).body.state).toBe(
      6020105,
    );
    // Expired after CAPTCHA_TTL.
    const c2 = await createCaptcha(t.app.db, t.clock.now(), 120);
    t.clock.advance(121_000);
    expect((await login('2024010022', 'Campus@2026', { requestId: c2.requestId, captcha: c2.answer })).body.state).toBe(
      6020118,
    );
    // Case-insensitive and single use.
    const c3 = await createCaptcha(t.app.db, t.clock.now(), 120);
    const okRes = await login('2024010022', 'Campus@2026', {
      requestId: c3.requestId,
      captcha: c3.answer.toLowerCase(),
    });
    expect(okRes.body.state).toBe(200);
    expect((await login('2024010022', 'Campus@2026', { requestId: c3.requestId, captcha: c3.answer })).body.state).toBe(
      6020105,
    );
  });

  it('A10: the captcha endpoint never sends the answer, and the table holds only its digest', async () => {
    const res = await t.call({ method: 'GET', url: oauthPath(t, '/user/captcha'), remoteAddress: freshIp() });
    expect(res.body.data).toMatchObject({ requestId: expect.any(String), length: 4, expiresIn: 120 });
    expect(Object.keys(res.body.data).sort()).toEqual(['expiresIn', 'image', 'length', 'requestId']);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await t.app.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', res.body.data.requestId)
      .executeTakeFirstOrThrow();
    expect(row.answerHash).toHaveLength(43);
  });

  it('account states are told only to someone who knows the password (6020107, 6020108, 6020110)', async () => {
    await setUser('2024020010', { status: 'inactive' });
    expect((await login('2024020010', 'Campus@2026')).body.state).toBe(6020107);
    expect((await login('2024020010', 'wrong')).body.state).toBe(6020106);
    await setUser('2024020011', { expiresAt: new Date(t.clock.now().getTime() - 1000) });
    expect((await login('2024020011', 'Campus@2026')).body.state).toBe(6020108);
    await setUser('2024020012', { status: 'disabled' });
    expect((await login('2024020012', 'Campus@2026')).body.state).toBe(6020110);
    expect((await login('no-such-user', 'Campus@2026')).body.state).toBe(6020106);
  });

  it('with the tenant policy revealLocked, locked and unknown accounts are named (6020111, 6020112)', async () => {
    const demo = await t.app.db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, revealLocked: true }) })
      .where('id', '=', demo.id)
      .execute();
    try {
      expect((await login('no-such-user-2', 'x')).body.state).toBe(6020112);
      await setUser('2024020013', { lockedUntil: new Date(t.clock.now().getTime() + 60_000) });
      expect((await login('2024020013', 'Campus@2026')).body.state).toBe(6020111);
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ policy: JSON.stringify(demo.policy) })
        .where('id', '=', demo.id)
        .execute();
    }
  });

  it('D4: the password grant is off by default, on per tenant for first-party clients only', async () => {
    const grant = (clientId = webClientId, extra: Record<string, unknown> = {}) =>
      api.post('/authentication/apply', {
        client_id: clientId,
        grant_type: 'password_credentials',
        username: 'student',
        password: 'Campus@2026',
        ...extra,
      });
    expect((await grant()).body.state).toBe(6020202);
    const demo = await t.app.db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, passwordGrant: true }) })
      .where('id', '=', demo.id)
      .execute();
    await t.app.db
      .insertInto('oauthClients')
      .values({
        clientId: 'third-party',
        tenantId: demo.id,
        name: 'x',
        secretHash: hashToken('s3cret'),
        firstParty: false,
      })
      .execute();
    try {
      const ok = await grant();
      expect(ok.body.state).toBe(200);
      expect(ok.body.data).toMatchObject({ uaccount: 'student', expires_in: 300 });
      expect((await api.context(ok.body.data.access_token)).body.state).toBe(200);
      expect((await grant(webClientId, { password: 'wrong' })).body.state).toBe(6020106);
      expect((await grant('third-party', { client_secret: 's3cret' })).body.state).toBe(6020202);
      expect((await grant('third-party', { client_secret: 'nope' })).body.state).toBe(6020101);
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ policy: JSON.stringify(demo.policy) })
        .where('id', '=', demo.id)
        .execute();
    }
  });
});
