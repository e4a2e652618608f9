import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath, webClientId } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createCaptcha } from '../captcha.ts';
import { authCalls } from './auth-helpers.ts';

describe('E6: auth events are logged, secrets never', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  const chunks: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    t = await buildTestApp({ logStream: stream, config: { LOG_LEVEL: 'trace', CAPTCHA_AFTER_FAILURES: '2' } });
    api = authCalls(t);
  });
  afterAll(() => t.close());

  it('E6: a whole auth journey leaves events with tenant, actor, IP and time, and no password, code or token', async () => {
    const secrets: string[] = ['Campus@2026', 'Wrong#Secret-9'];
    // Failures, then a captcha login.
    for (let i = 0; i < 2; i++) {
      t.clock.advance(5_000);
      await api.post('/user/login/apply', { username: 'counsellor', password: 'Wrong#Secret-9' });
    }
    const captcha = await createCaptcha(t.app.db, t.clock.now(), 120);
    const apply = await api.post('/user/login/apply', {
      username: 'counsellor',
      password: 'Campus@2026',
      requestId: captcha.requestId,
      captcha: captcha.answer,
    });
    expect(apply.body.state).toBe(200);
    secrets.push(apply.body.data);
    const code = await api.post('/authorize/apply', { login_state: apply.body.data, client_id: webClientId });
    secrets.push(code.body.data);
    const tokens = await api.post('/authentication/apply', {
      client_id: webClientId,
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
    });
    secrets.push(tokens.body.data.access_token, tokens.body.data.refresh_token);
    // The web app repeats the token in the query of GET /user/context.
    await t.call({
      method: 'GET',
      url: `${oauthPath(t, '/user/context')}?access_token=${tokens.body.data.access_token}&uid=${tokens.body.data.uid}`,
      headers: { 'x-authorization-access-token': tokens.body.data.access_token },
    });
    const refreshed = await api.refresh(tokens.body.data.refresh_token);
    secrets.push(refreshed.body.data.access_token, refreshed.body.data.refresh_token);
    await api.refresh(tokens.body.data.refresh_token); // reuse
    const multi = await loginAs(t, 'multirole');
    const roles = (await api.context(multi.accessToken)).body.data.role as { id: string }[];
    const other = roles.find((r) => r.id !== multi.roleId);
    const switchedRole = await api.post('/user/role/switch', { roleId: other?.id }, { token: multi.accessToken });
    expect(switchedRole.body.state).toBe(200);
    secrets.push(multi.accessToken, switchedRole.body.data.access_token);
    const admin = await loginAs(t, 'tenantadmin');
    secrets.push(admin.accessToken, admin.refreshToken);
    const switched = await api.post('/authentication/switch', { username: 'student' }, { token: admin.accessToken });
    secrets.push(switched.body.data.access_token, switched.body.data.refresh_token);
    await api.post('/user/logout', { access_token: switched.body.data.access_token });

    const log = chunks.join('');
    for (const secret of secrets) expect(log.includes(secret), `secret leaked: ${secret.slice(0, 6)}…`).toBe(false);
    expect(log.toUpperCase().includes(`"${captcha.answer}"`)).toBe(false);
    const events = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => typeof entry.event === 'string');
    const names = new Set(events.map((e) => e.event));
    for (const name of [
      'auth.login.failure',
      'auth.login.success',
      'auth.token.issued',
      'auth.refresh.reuse',
      'auth.role.switch',
      'auth.switch_user',
      'auth.logout',
    ]) {
      expect(names, name).toContain(name);
    }
    const success = events.find((e) => e.event === 'auth.login.success');
    expect(success).toMatchObject({ tenantId: expect.any(String), ip: expect.any(String), at: expect.any(String) });
  });
});
