import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, webClientId } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { hashPassword } from '../passwords.ts';
import { authCalls, freshIp } from './auth-helpers.ts';

describe('passwords, first login and password expiry', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = authCalls(t);
  });
  afterAll(() => t.close());

  const setUser = (account: string, values: Record<string, unknown>) =>
    t.app.db.updateTable('users').set(values).where('accountLower', '=', account).execute();
  const storedHash = async (account: string) =>
    (
      await t.app.db
        .selectFrom('users')
        .select('passwordHash')
        .where('accountLower', '=', account)
        .executeTakeFirstOrThrow()
    ).passwordHash ?? '';

  /** Steps 2 and 3 after a login state. */
  async function tokensFor(loginState: string) {
    const code = await api.post('/authorize/apply', { login_state: loginState, client_id: webClientId });
    const tokens = await api.post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
    });
    expect(tokens.body.state).toBe(200);
    return tokens.body.data as { access_token: string; refresh_token: string; restricted: string | null };
  }

  it('B1: argon2id with the OWASP parameters, a unique salt, and old parameters upgraded at login', async () => {
    const a = await hashPassword('Same password 1');
    const b = await hashPassword('Same password 1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    await setUser('2024030001', {
      passwordHash: await hash('Campus@2026', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 }),
    });
    await loginAs(t, '2024030001');
    expect(await storedHash('2024030001')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('B4: before the first-login change the token reaches only the change (6020133); the initial password cannot be kept', async () => {
    await setUser('2024030002', {
      mustChangePassword: true,
      initialPasswordExpiresAt: new Date(t.clock.now().getTime() + 72 * 3600_000),
    });
    const apply = await api.post('/user/login/apply', { username: '2024030002', password: 'Campus@2026' });
    expect(apply.body.state).toBe(200);
    expect(apply.body.variables).toEqual({ restricted: 'change_password' });
    const tokens = await tokensFor(apply.body.data);
    expect(tokens.restricted).toBe('change_password');
    const ctx = await api.context(tokens.access_token);
    expect(ctx.body.data.restricted).toBe('change_password');
    const blocked = await api.post('/user/role/switch', { roleId: 'ALL' }, { token: tokens.access_token });
    expect(blocked.body.state).toBe(6020133);
    const same = await api.post(
      '/user/first/change/passwd',
      { oldPassword: 'Campus@2026', newPassword: 'Campus@2026', repeatPassword: 'Campus@2026' },
      { token: tokens.access_token },
    );
    expect(same.body.state).not.toBe(200);
    const weak = await api.post(
      '/user/first/change/passwd',
      { oldPassword: 'Campus@2026', newPassword: 'password1', repeatPassword: 'password1' },
      { token: tokens.access_token },
    );
    expect(weak.body.state).toBe(6020120);
    const changed = await api.post(
      '/user/first/change/passwd',
      { oldPassword: 'Campus@2026', newPassword: 'violet harbour 42', repeatPassword: 'violet harbour 42' },
      { token: tokens.access_token },
    );
    expect(changed.body.state).toBe(200);
    expect(changed.body.data.restricted).toBeNull();
    expect((await api.context(tokens.access_token)).body.state).toBe(6020201);
    const free = await api.context(changed.body.data.access_token);
    expect(free.body.data.restricted).toBeNull();
    const again = await loginAs(t, '2024030002', { password: 'violet harbour 42' });
    expect(again.token.restricted).toBeNull();
  });

  it('B4: an unused initial password expires', async () => {
    await setUser('2024030003', {
      mustChangePassword: true,
      initialPasswordExpiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    const res = await api.post('/user/login/apply', { username: '2024030003', password: 'Campus@2026' });
    expect(res.body.state).toBe(6020109);
    expect(res.body.variables).toBeNull();
  });

  it('B5: password expiry is off by default: a 400-day-old password logs in', async () => {
    await setUser('2024030004', { passwordChangedAt: new Date(t.clock.now().getTime() - 400 * 86_400_000) });
    const s = await loginAs(t, '2024030004');
    expect(s.token.restricted).toBeNull();
  });

  it('B5: with the tenant opt-in an expired password answers 6020109 and leads only to the change', async () => {
    const demo = await t.app.db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, passwordExpiryDays: 90 }) })
      .where('id', '=', demo.id)
      .execute();
    try {
      await setUser('2024030005', { passwordChangedAt: new Date(t.clock.now().getTime() - 91 * 86_400_000) });
      const res = await api.post(
        '/user/login/apply',
        { username: '2024030005', password: 'Campus@2026' },
        { ip: freshIp() },
      );
      expect(res.body.state).toBe(6020109);
      expect(res.body.variables.restricted).toBe('password_expired');
      const tokens = await tokensFor(res.body.variables.login_state);
      expect(tokens.restricted).toBe('password_expired');
      expect(
        (await api.post('/user/context/default', { roleId: 'ALL' }, { token: tokens.access_token })).body.state,
      ).toBe(6020109);
      const changed = await api.post(
        '/user/first/change/passwd',
        { oldPassword: 'Campus@2026', newPassword: 'amber lantern 77', repeatPassword: 'amber lantern 77' },
        { token: tokens.access_token },
      );
      expect(changed.body.state).toBe(200);
      expect((await loginAs(t, '2024030005', { password: 'amber lantern 77' })).token.restricted).toBeNull();
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ policy: JSON.stringify(demo.policy) })
        .where('id', '=', demo.id)
        .execute();
    }
  });

  it('the first-login change refuses a session that owes no change', async () => {
    const s = await loginAs(t, '2024030006');
    const res = await api.post(
      '/user/first/change/passwd',
      { oldPassword: 'Campus@2026', newPassword: 'quiet meadow 19', repeatPassword: 'quiet meadow 19' },
      { token: s.accessToken },
    );
    expect(res.body.state).toBe(6010101);
  });
});
