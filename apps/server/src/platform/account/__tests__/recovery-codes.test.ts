import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, inbox, ip, latestCode, oauth, passwordWorks, setPolicy } from './account-fixtures.ts';

const studentMobile = '13800000001';
const studentEmail = 'student@demo.campusflow.test';

describe('forgotten password by SMS and e-mail code (security-requirements.md B6, B7, B8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { PUBLIC_BASE_URL: 'https://campus.example.edu' } });
  });
  afterAll(() => t.close());

  const send = (account: string, channel: 'sms' | 'email' = 'sms', headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: oauth(`/user/send/${channel}`),
      payload: { account },
      headers,
      remoteAddress: ip(),
    });
  const reset = (account: string, code: string, newPassword: string, channel: 'sms' | 'email' = 'sms') =>
    t.call({
      method: 'POST',
      url: oauth('/user/reset/passwd'),
      payload: { account, channel, code, newPassword, repeatPassword: newPassword },
      remoteAddress: ip(),
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const nextMinute = () => t.clock.advance(61_000);

  it('B6: sends a 6-digit code to the verified mobile; unknown names get the same answer and nothing is sent', async () => {
    const known = await send('student');
    const unknown = await send('no-such-student');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data).toEqual({ expiresIn: 300, resendAfter: 60, length: 6 });
    const code = await latestCode(t, studentMobile);
    expect(code).toMatch(/^\d{6}$/);
    // The code is stored hashed only.
    const rows = await t.app.db.selectFrom('verificationCodes').select('codeHash').execute();
    expect(JSON.stringify(rows)).not.toContain(String(code));
    expect(await inbox(t, 'no-such-student')).toEqual([]);
  });

  it('B6: throttles per name (60 s between codes), also for unknown names', async () => {
    expect((await send('student')).body.state).toBe(6010104);
    expect((await send('no-such-student')).body.state).toBe(6010104);
    nextMinute();
  });

  it('B6: a wrong code fails the same way as an unknown name; 5 wrong codes burn the code', async () => {
    await send('student');
    await send('no-such-student');
    const code = String(await latestCode(t, studentMobile));
    const unknown = await reset('no-such-student', code, 'copper-meadow-19');
    const wrong = await reset('student', wrongCode(code), 'copper-meadow-19');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.state).toBe(6020122);
    for (let i = 0; i < 4; i++)
      expect((await reset('student', wrongCode(code), 'copper-meadow-19')).body.state).toBe(6020122);
    expect((await reset('student', code, 'copper-meadow-19')).body.state).toBe(6020122);
    expect(await passwordWorks(t, 'student', 'Campus@2026')).toBe(200);
    nextMinute();
  });

  it('B6: a code is dead 5 minutes after it was sent', async () => {
    await send('student');
    const code = String(await latestCode(t, studentMobile));
    t.clock.advance(301_000);
    expect((await reset('student', code, 'copper-meadow-19')).body.state).toBe(6020122);
  });

  it('B6: only the newest code counts, the policy applies, it works once, ends every session, no auto-login', async () => {
    const session = await loginAs(t, 'student');
    await send('student');
    const older = String(await latestCode(t, studentMobile));
    nextMinute();
    await send('student');
    const code = String(await latestCode(t, studentMobile));
    if (older !== code) expect((await reset('student', older, 'copper-meadow-19')).body.state).toBe(6020122);
    expect((await reset('student', code, 'Password1')).body.state).toBe(6020120);
    const done = await reset('student', code, 'copper-meadow-19');
    expect(done.body.state).toBe(200);
    expect(done.body.data).not.toHaveProperty('access_token');
    expect((await reset('student', code, 'copper-meadow-20')).body.state).toBe(6020122);
    expect(await passwordWorks(t, 'student', 'copper-meadow-19')).toBe(200);
    const old = await t.call({ method: 'GET', url: oauth('/user/context'), headers: auth(session.accessToken) });
    expect(old.body.state).toBe(6020201);
    // The owner is told on the other channel too.
    // In the user's language when known, else the language of the request (zh-CN here).
    expect((await inbox(t, studentEmail))[0]?.subject).toBe('CampusFlow 密码已修改');
    nextMinute();
  });

  it('B8: the e-mail carries a link built from PUBLIC_BASE_URL, never from the Host header', async () => {
    const res = await send('student', 'email', { host: 'evil.example' });
    expect(res.body.state).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const [mail] = await inbox(t, studentEmail);
    expect(mail?.subject).toBe('CampusFlow 重置密码验证码');
    expect(mail?.body).toContain('https://campus.example.edu/app/#/forget_password_mailbox');
    expect(mail?.body).not.toContain('evil.example');
    const code = String(mail?.body.match(/\b(\d{6})\b/)?.[1]);
    expect((await reset('student', code, 'amber-lantern-77', 'email')).body.state).toBe(200);
    expect(await passwordWorks(t, 'student', 'amber-lantern-77')).toBe(200);
    nextMinute();
  });

  it('B7: no SMS to an unverified number, with the same answer', async () => {
    await t.app.db
      .updateTable('users')
      .set({ mobileVerified: false })
      .where('accountLower', '=', 'counsellor')
      .execute();
    const res = await send('counsellor');
    expect(res.body.state).toBe(200);
    expect(await inbox(t, '13900000001')).toEqual([]);
    nextMinute();
  });

  it('answers 6020127 when the tenant switched a channel off', async () => {
    await setPolicy(t, 'demo', { smsRecovery: false });
    expect((await send('student')).body.state).toBe(6020127);
    await setPolicy(t, 'demo', {});
  });

  it('B6/A8: limits code requests per client address (LOGIN_RATE_LIMIT a minute)', async () => {
    const from = '192.0.2.77';
    const states: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.call({
        method: 'POST',
        url: oauth('/user/send/sms'),
        payload: { account: `nobody-${i}` },
        remoteAddress: from,
      });
      states.push(res.body.state);
    }
    expect(states.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(states[10]).toBe(6010104);
  });

  it('F1: refuses malformed bodies with 400, never 500', async () => {
    const bodies = [
      { account: 42 },
      { account: 'x'.repeat(10_000) },
      { account: 'student', extra: true },
      { account: 'student', channel: 'sms', code: '12345', newPassword: 'a', repeatPassword: 'a' },
    ];
    for (const payload of bodies) {
      for (const path of ['/user/send/sms', '/user/reset/passwd']) {
        const res = await t.call({ method: 'POST', url: oauth(path), payload, remoteAddress: ip() });
        expect(res.status, `${path} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
        expect(res.body.state).toBe(6010101);
      }
    }
  });
});
