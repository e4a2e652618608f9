import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, inbox, ip, passwordWorks, platform, refresh } from './account-fixtures.ts';

const url = platform('/user/change/passwd');

describe('change password (spec §5, security-requirements.md B2, B3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url, headers: auth(token), remoteAddress: ip(), payload });

  it('needs a logged-in user', async () => {
    const res = await t.call({
      method: 'POST',
      url,
      payload: { oldPassword: 'x', newPassword: 'y', repeatPassword: 'y' },
    });
    expect(res.body.state).toBe(6020103);
  });

  it('B3: refuses a request without the current password (400) and a wrong current password (6020121)', async () => {
    const me = await loginAs(t, 'counsellor');
    const missing = await change(me.accessToken, {
      newPassword: 'violet-harbor-42',
      repeatPassword: 'violet-harbor-42',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.state).toBe(6010101);
    const wrong = await change(me.accessToken, {
      oldPassword: 'not-my-password',
      newPassword: 'violet-harbor-42',
      repeatPassword: 'violet-harbor-42',
    });
    expect(wrong.body.state).toBe(6020121);
    expect(await passwordWorks(t, 'counsellor', 'Campus@2026')).toBe(200);
  });

  it('answers spec §5: repeat mismatch, same as old, and the policy rule that failed', async () => {
    const me = await loginAs(t, 'counsellor');
    const base = { oldPassword: 'Campus@2026' };
    const mismatch = await change(me.accessToken, {
      ...base,
      newPassword: 'violet-harbor-42',
      repeatPassword: 'violet-harbor-43',
    });
    expect(mismatch.body).toMatchObject({
      state: 6020142,
      message: 'The repeated password does not match the new password',
    });
    const same = await change(me.accessToken, { ...base, newPassword: 'Campus@2026', repeatPassword: 'Campus@2026' });
    expect(same.body.state).toBe(6020141);
    const short = await change(me.accessToken, { ...base, newPassword: 'Kx9#vLq', repeatPassword: 'Kx9#vLq' });
    expect(short.body).toMatchObject({ state: 6020120, cause: 'Use at least 8 characters' });
    expect(short.body.variables).toMatchObject({ problems: ['tooShort'], minLength: 8, maxLength: 128 });
  });

  it('B2: refuses Password1, the account name and the school name; accepts 64 characters and emoji', async () => {
    const me = await loginAs(t, 'counsellor');
    const base = { oldPassword: 'Campus@2026' };
    const problems = async (p: string) =>
      (await change(me.accessToken, { ...base, newPassword: p, repeatPassword: p })).body.variables?.problems;
    expect(await problems('Password1')).toEqual(['common']);
    expect(await problems('my-Counsellor-pass')).toEqual(['containsAccount']);
    expect(await problems('示范大学-is-great-2026')).toEqual(['containsContext']);
    expect(await problems('x'.repeat(129))).toContain('tooLong');

    const long = '🦊 correct horse battery staple, 64 characters long for sure!!'.padEnd(63, '#');
    const ok = await change(me.accessToken, {
      ...base,
      newPassword: long,
      repeatPassword: long,
      endOtherSessions: false,
    });
    expect(ok.body.state).toBe(200);
    expect(ok.body.data.message).toBe('Your password has been updated');
    expect(await passwordWorks(t, 'counsellor', long)).toBe(200);
    // No truncation: the same password without its last character does not open the account.
    expect(await passwordWorks(t, 'counsellor', long.slice(0, -1))).toBe(6020106);
  });

  it('B3: ends the other sessions when asked (the default), keeps the current one, and tells the owner', async () => {
    const other = await loginAs(t, 'student');
    const me = await loginAs(t, 'student');
    const res = await change(me.accessToken, {
      oldPassword: 'Campus@2026',
      newPassword: 'violet-harbor-42',
      repeatPassword: 'violet-harbor-42',
    });
    expect(res.body.state).toBe(200);
    expect(res.body.data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await refresh(t, other.refreshToken)).body.state).toBe(6020201);
    expect((await refresh(t, me.refreshToken)).body.state).toBe(200);
    expect(await passwordWorks(t, 'student', 'Campus@2026')).toBe(6020106);
    expect(await passwordWorks(t, 'student', 'violet-harbor-42')).toBe(200);
    const mail = await inbox(t, 'student@demo.campusflow.test');
    expect(mail[0]?.body).toContain('student');
    expect(mail[0]?.subject).toBe('Your CampusFlow password was changed');
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('event', '=', 'account.password.change')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audit)).not.toContain('violet-harbor-42');
  });

  it('B3: keeps the other sessions when the user unticks the option', async () => {
    const other = await loginAs(t, 'collegeadmin');
    const me = await loginAs(t, 'collegeadmin');
    const res = await change(me.accessToken, {
      oldPassword: 'Campus@2026',
      newPassword: 'amber-lantern-77',
      repeatPassword: 'amber-lantern-77',
      endOtherSessions: false,
    });
    expect(res.body.data.endedSessions).toBe(0);
    expect((await refresh(t, other.refreshToken)).body.state).toBe(200);
  });

  it('B1: stores the new password as an argon2id hash', async () => {
    const row = await t.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('accountLower', '=', 'collegeadmin')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
