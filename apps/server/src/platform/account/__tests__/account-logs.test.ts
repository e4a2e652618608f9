import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, ip, latestCode, oauth, platform, setPolicy } from './account-fixtures.ts';

describe('E6: account events are logged, secrets never', () => {
  let t: TestApp;
  const chunks: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    t = await buildTestApp({ logStream: stream, config: { LOG_LEVEL: 'trace' } });
    await setPolicy(t, 'demo', { securityQuestionRecovery: true });
  });
  afterAll(() => t.close());

  it('E6: change, answers, recovery by questions and by code leave events and no password, answer, code or ticket', async () => {
    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url, payload, headers, remoteAddress: ip() });
    const me = await loginAs(t, 'counsellor');
    const secrets = ['Campus@2026', 'velvet-orchard-31', 'Kestrel Lane', 'Mango', 'Quokka'];
    expect(
      (
        await post(
          platform('/userSecurityAnswers/save'),
          {
            password: 'Campus@2026',
            answers: [
              { questionKey: 'primarySchool', answer: 'Kestrel Lane' },
              { questionKey: 'firstPet', answer: 'Mango' },
              { questionKey: 'dreamJob', answer: 'Quokka' },
            ],
          },
          auth(me.accessToken),
        )
      ).body.state,
    ).toBe(200);
    const change = await post(
      platform('/user/change/passwd'),
      { oldPassword: 'Campus@2026', newPassword: 'velvet-orchard-31', repeatPassword: 'velvet-orchard-31' },
      auth(me.accessToken),
    );
    expect(change.body.state).toBe(200);

    const key = (
      await t.call({ method: 'POST', url: platform('/user/getUuidByAccountName'), query: { account: 'counsellor' } })
    ).body.data.key;
    const checked = await post(platform('/userSecurityAnswers/checkAnswer'), {
      key,
      answers: [
        { questionKey: 'primarySchool', answer: 'kestrel lane' },
        { questionKey: 'firstPet', answer: 'mango' },
        { questionKey: 'dreamJob', answer: 'quokka' },
      ],
    });
    const ticket = checked.body.data.ticket as string;
    secrets.push(ticket, 'tidal-beacon-52');
    const retried = await post(platform('/user/retry/passwd/change'), {
      ticket,
      newPassword: 'tidal-beacon-52',
      repeatPassword: 'tidal-beacon-52',
    });
    expect(retried.body.state).toBe(200);

    await post(oauth('/user/send/sms'), { account: 'counsellor' });
    const code = String(await latestCode(t, '13900000001'));
    secrets.push(code, 'lunar-fjord-64');
    const reset = await post(oauth('/user/reset/passwd'), {
      account: 'counsellor',
      channel: 'sms',
      code,
      newPassword: 'lunar-fjord-64',
      repeatPassword: 'lunar-fjord-64',
    });
    expect(reset.body.state).toBe(200);

    const log = chunks.join('');
    for (const event of [
      'account.security_answers.save',
      'account.password.change',
      'account.recovery.key',
      'account.password.reset',
      'account.recovery.code_sent',
    ]) {
      expect(log).toContain(`"event":"${event}"`);
    }
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    const audit = await t.app.db.selectFrom('auditEvents').selectAll().where('event', 'like', 'account.%').execute();
    const stored = JSON.stringify(audit);
    for (const secret of secrets) expect(stored, secret).not.toContain(secret);
    expect(audit.every((a) => a.ip && a.tenantId && a.at)).toBe(true);
  });
});
