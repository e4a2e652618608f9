import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createCaptcha } from '../../auth/captcha.ts';
import { deliveriesSettled } from '../deliveries.ts';
import { auth, ip, oauth, passwordWorks, platform, setPolicy } from './account-fixtures.ts';

describe('sign-up, switched users and the dev inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = async (fields: Record<string, unknown>, captchaOk = true) => {
    const captcha = await createCaptcha(t.app.db, t.clock.now(), 120);
    return t.call({
      method: 'POST',
      url: oauth('/user/register'),
      remoteAddress: ip(),
      payload: {
        account: 'freshman01',
        password: 'silver-comet-88',
        repeatPassword: 'silver-comet-88',
        name: '新同学',
        requestId: captcha.requestId,
        captcha: captchaOk ? captcha.answer : 'ZZZZ',
        ...fields,
      },
    });
  };

  it('tells the pages what the tenant offers and its password policy', async () => {
    const url = oauth('/user/account/options');
    const defaults = await t.call({ method: 'GET', url });
    expect(defaults.body.data).toEqual({
      passwordPolicy: {
        minLength: 8,
        maxLength: 128,
        requireLower: false,
        requireUpper: false,
        requireDigit: false,
        requireSpecial: false,
        allowSpaces: true,
      },
      recovery: { question: false, sms: true, email: true },
      registration: false,
    });
    await setPolicy(t, 'demo', { minPasswordLength: 12, emailRecovery: false, selfRegistration: true });
    const changed = await t.call({ method: 'GET', url, query: { tenantCode: 'demo' } });
    expect(changed.body.data).toMatchObject({
      passwordPolicy: { minLength: 12 },
      recovery: { question: false, sms: true, email: false },
      registration: true,
    });
    await setPolicy(t, 'demo', {});
  });

  it('register is closed unless the tenant opens it (6020144)', async () => {
    expect((await register({})).body.state).toBe(6020144);
  });

  it('A10: register checks the captcha first', async () => {
    await setPolicy(t, 'demo', { selfRegistration: true });
    const res = await register({ password: 'Password1', repeatPassword: 'Password1' }, false);
    expect(res.body.state).toBe(6020119);
  });

  it('B2: register applies the password policy; creates an inactive account without a role', async () => {
    expect((await register({ password: 'Password1', repeatPassword: 'Password1' })).body.state).toBe(6020120);
    expect((await register({ account: 'student' })).body.state).toBe(6020124);
    const ok = await register({ mobile: '13712345678' });
    expect(ok.body).toMatchObject({ state: 200, data: { account: 'freshman01', active: false } });
    expect(await passwordWorks(t, 'freshman01', 'silver-comet-88')).toBe(6020107);
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'mobileVerified', 'status'])
      .where('accountLower', '=', 'freshman01')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ mobileVerified: false, status: 'inactive' });
    const roles = await t.app.db.selectFrom('userRoles').select('roleId').where('userId', '=', user.id).execute();
    expect(roles).toEqual([]);
    expect((await register({ account: 'FRESHMAN01' })).body.state).toBe(6020124);
  });

  it('register may create active accounts when the tenant says so', async () => {
    await setPolicy(t, 'demo', { selfRegistration: true, selfRegistrationActive: true });
    const ok = await register({ account: 'freshman02' });
    expect(ok.body.data).toEqual({ account: 'freshman02', active: true });
    expect(await passwordWorks(t, 'freshman02', 'silver-comet-88')).toBe(200);
    await setPolicy(t, 'demo', { securityQuestionRecovery: true });
  });

  it('C8: an administrator acting as a user cannot change their password or security answers', async () => {
    const admin = await loginAs(t, 'tenantadmin');
    const switched = await t.call({
      method: 'POST',
      url: oauth('/authentication/switch'),
      headers: auth(admin.accessToken),
      payload: { username: 'student' },
    });
    expect(switched.body.state).toBe(200);
    const token = switched.body.data.access_token as string;
    const change = await t.call({
      method: 'POST',
      url: platform('/user/change/passwd'),
      headers: auth(token),
      payload: { oldPassword: 'Campus@2026', newPassword: 'silver-comet-88', repeatPassword: 'silver-comet-88' },
    });
    expect(change.body.state).toBe(6020146);
    const answers = await t.call({
      method: 'POST',
      url: platform('/userSecurityAnswers/save'),
      headers: auth(token),
      payload: {
        password: 'Campus@2026',
        answers: ['primarySchool', 'birthCity', 'firstPet'].map((questionKey) => ({ questionKey, answer: 'x' })),
      },
    });
    expect(answers.body.state).toBe(6020146);
    expect(await passwordWorks(t, 'student', 'Campus@2026')).toBe(200);
  });

  it('reads the dev inbox outside production', async () => {
    await t.call({
      method: 'POST',
      url: oauth('/user/send/sms'),
      remoteAddress: ip(),
      payload: { account: 'newstudent' },
    });
    await deliveriesSettled(t.app);
    const res = await t.call({ method: 'GET', url: oauth('/dev/inbox'), query: { recipient: '13800000002' } });
    expect(res.body.state).toBe(200);
    expect(res.body.data[0]).toMatchObject({ channel: 'sms', recipient: '13800000002' });
    expect(res.body.data[0].body).toMatch(/\b\d{6}\b/);
  });

  it('has no dev inbox route in production', async () => {
    const prod = await buildTestApp({ demo: false, config: { NODE_ENV: 'production' } });
    try {
      const res = await prod.call({ method: 'GET', url: oauth('/dev/inbox'), query: { recipient: '13800000002' } });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
