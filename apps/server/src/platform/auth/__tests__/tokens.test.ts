import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { authCalls } from './auth-helpers.ts';

describe('tokens and sessions', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = authCalls(t);
  });
  afterAll(() => t.close());

  it('C1: the access token lives ACCESS_TOKEN_TTL seconds, then answers 6020301', async () => {
    const s = await loginAs(t, 'student');
    expect(s.token.expires_in).toBe(300);
    t.clock.advance(299_000);
    expect((await api.context(s.accessToken)).body.state).toBe(200);
    t.clock.advance(2_000);
    const expired = await api.context(s.accessToken);
    expect(expired.body.state).toBe(6020301);
    expect(expired.status).toBe(401);
    const renewed = await api.refresh(s.refreshToken);
    expect(renewed.body.state).toBe(200);
    expect((await api.context(renewed.body.data.access_token)).body.state).toBe(200);
  });

  it('C5: tokens are 256-bit random strings, stored only as digests', async () => {
    const s = await loginAs(t, 'student');
    expect(s.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.refreshToken).not.toBe(s.accessToken);
    const stored = await t.app.db.selectFrom('accessTokens').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash === s.accessToken)).toBe(false);
    const tampered = `${s.accessToken.slice(0, -1)}${s.accessToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await api.context(tampered)).body.state).toBe(6020201);
  });

  it('C2: a refresh after the idle limit fails', async () => {
    const s = await loginAs(t, 'student');
    t.clock.advance(1_801_000);
    expect((await api.refresh(s.refreshToken)).body.state).toBe(6020201);
  });

  it('C2: refreshing every 10 minutes keeps the session only until the absolute limit', async () => {
    const s = await loginAs(t, 'student');
    let rt = s.refreshToken;
    const results: number[] = [];
    for (let elapsed = 600; elapsed <= 36_600; elapsed += 600) {
      t.clock.advance(600_000);
      const res = await api.refresh(rt);
      results.push(res.body.state);
      if (res.body.state !== 200) break;
      expect(res.body.data.refresh_expires_in).toBeLessThanOrEqual(36_000 - elapsed);
      rt = res.body.data.refresh_token;
    }
    expect(results.length).toBe(60);
    expect(results.slice(0, 59).every((state) => state === 200)).toBe(true);
    expect(results[59]).toBe(6020201);
  });

  it('C3: refresh rotates; reusing a used refresh token revokes the whole family', async () => {
    const s = await loginAs(t, 'student');
    const r2 = await api.refresh(s.refreshToken);
    expect(r2.body.state).toBe(200);
    expect(r2.body.data.refresh_token).not.toBe(s.refreshToken);
    const reuse = await api.refresh(s.refreshToken);
    expect(reuse.body.state).toBe(6020201);
    expect((await api.refresh(r2.body.data.refresh_token)).body.state).toBe(6020201);
    expect((await api.context(r2.body.data.access_token)).body.state).toBe(6020201);
    expect((await api.context(s.accessToken)).body.state).toBe(6020201);
    const verify = await api.post('/authentication/verify', { access_token: r2.body.data.access_token });
    expect(verify.body.state).toBe(6020201);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select('event')
      .where('event', '=', 'auth.refresh.reuse')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('C3: two concurrent refreshes with one token give exactly one success', async () => {
    const s = await loginAs(t, 'student');
    const results = await Promise.all([api.refresh(s.refreshToken), api.refresh(s.refreshToken)]);
    expect(results.filter((r) => r.body.state === 200)).toHaveLength(1);
  });

  it('verify answers for a live token and refuses another uid', async () => {
    const s = await loginAs(t, 'counsellor');
    const ok = await api.post('/authentication/verify', { access_token: s.accessToken, uid: s.uid });
    expect(ok.body.data).toMatchObject({ active: true, uid: s.uid, uaccount: 'counsellor', tenant_id: s.tenantId });
    const other = await api.post('/authentication/verify', {
      access_token: s.accessToken,
      uid: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.body.state).toBe(6020201);
  });

  it('C6: after logout the old access and refresh tokens are refused', async () => {
    const s = await loginAs(t, 'student');
    const out = await api.post('/user/logout', { access_token: s.accessToken });
    expect(out.body.state).toBe(200);
    expect((await api.context(s.accessToken)).body.state).toBe(6020201);
    expect((await api.refresh(s.refreshToken)).body.state).toBe(6020201);
    // Logging out twice, or without a token, is harmless.
    expect((await api.post('/user/logout', { access_token: s.accessToken })).body.state).toBe(200);
    expect((await api.post('/user/logout', {})).body.state).toBe(200);
  });

  it('C6: logout with only the header token ends the session', async () => {
    const s = await loginAs(t, 'student');
    const out = await t.call({ method: 'POST', url: oauthPath(t, '/user/logout'), headers: s.headers, payload: {} });
    expect(out.body.state).toBe(200);
    expect((await api.context(s.accessToken)).body.state).toBe(6020201);
  });

  it('C6: disabling a user ends every session of theirs at once', async () => {
    const a = await loginAs(t, 'counsellor2');
    const b = await loginAs(t, 'counsellor2');
    const { endSessionsOfUser } = await import('../sessions.ts');
    const user = await t.app.db
      .selectFrom('users')
      .select(['tenantId', 'id'])
      .where('id', '=', a.uid)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', a.uid).execute();
    expect((await api.context(a.accessToken)).body.state).toBe(6020201);
    expect(await endSessionsOfUser(t.app.db, user.tenantId, user.id, 'disabled', { now: t.clock.now() })).toBe(2);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', a.uid).execute();
    expect((await api.context(b.accessToken)).body.state).toBe(6020201);
    expect((await api.refresh(b.refreshToken)).body.state).toBe(6020201);
  });

  it('refuses a refresh token presented by another client (6020101 for an unknown one)', async () => {
    const s = await loginAs(t, 'student');
    const res = await api.post('/authentication/apply', {
      client_id: 'nobody',
      grant_type: 'refresh_token',
      refresh_token: s.refreshToken,
    });
    expect(res.body.state).toBe(6020101);
  });
  it('C9: with the tenant policy maxSessionsPerUser 1 a second login ends the first session', async () => {
    const demo = await t.app.db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const first = await loginAs(t, 'affairsadmin');
    await t.app.db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, maxSessionsPerUser: 1 }) })
      .where('id', '=', demo.id)
      .execute();
    try {
      const second = await loginAs(t, 'affairsadmin');
      expect((await api.refresh(first.refreshToken)).body.state).toBe(6020201);
      expect((await api.context(first.accessToken)).body.state).toBe(6020201);
      expect((await api.context(second.accessToken)).body.state).toBe(200);
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ policy: JSON.stringify(demo.policy) })
        .where('id', '=', demo.id)
        .execute();
    }
    // Unlimited by default: two sessions side by side.
    const a = await loginAs(t, 'affairsadmin');
    const b = await loginAs(t, 'affairsadmin');
    expect((await api.context(a.accessToken)).body.state).toBe(200);
    expect((await api.context(b.accessToken)).body.state).toBe(200);
  });
});
