import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { OutgoingMessage } from '../../notify/notifier.ts';
import { deliveriesSettled } from '../deliveries.ts';
import { ip, oauth } from './account-fixtures.ts';

describe('pluggable senders (issue 2 §4: SMS code sending)', () => {
  let t: TestApp;
  const sent: OutgoingMessage[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failEmail = true;

  beforeAll(async () => {
    t = await buildTestApp({
      notifier: {
        // A gateway that answers only when the test lets it.
        sms: async (m) => {
          await gate;
          sent.push(m);
        },
        email: async (m) => {
          if (failEmail) throw new Error('SMTP down');
          sent.push(m);
        },
      },
    });
  });
  afterAll(() => t.close());

  it('B6: answers before a slow gateway has delivered, so known names take no longer than unknown ones', async () => {
    const known = await t.call({
      method: 'POST',
      url: oauth('/user/send/sms'),
      remoteAddress: ip(),
      payload: { account: 'student' },
    });
    expect(known.body.state).toBe(200);
    expect(sent).toHaveLength(0);
    release();
    await deliveriesSettled(t.app);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: '13800000001' });
    expect(sent[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('a failing sender is logged, never shown to the caller', async () => {
    const res = await t.call({
      method: 'POST',
      url: oauth('/user/send/email'),
      remoteAddress: ip(),
      payload: { account: 'student' },
    });
    expect(res.body.state).toBe(200);
    await deliveriesSettled(t.app);
    failEmail = false;
    expect(sent).toHaveLength(1);
  });
});
