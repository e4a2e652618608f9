import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { deliveriesSettled } from '../deliveries.ts';
import { ip, oauth, passwordWorks } from './account-fixtures.ts';

/** The smallest SMTP server nodemailer will talk to: records each message's envelope and data. */
function fakeSmtp(received: { to: string[]; data: string }[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('e-mail over SMTP when SMTP_URL is set (nodemailer)', () => {
  let t: TestApp;
  let server: Server;
  const received: { to: string[]; data: string }[] = [];
  beforeAll(async () => {
    server = fakeSmtp(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await buildTestApp({
      config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'CampusFlow <no-reply@campus.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('B6: the reset code goes out by SMTP (not to the dev inbox) and resets the password', async () => {
    const res = await t.call({
      method: 'POST',
      url: oauth('/user/send/email'),
      headers: { language: 'en-US' },
      remoteAddress: ip(),
      payload: { account: 'student' },
    });
    expect(res.body.state).toBe(200);
    await deliveriesSettled(t.app);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['student@demo.campusflow.test']);
    const data = received[0]?.data ?? '';
    expect(data).toContain('Subject: Your CampusFlow password reset code');
    const code = data.match(/reset your password is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const inbox = await t.app.db.selectFrom('devInbox').select('id').where('channel', '=', 'email').execute();
    expect(inbox).toEqual([]);
    const reset = await t.call({
      method: 'POST',
      url: oauth('/user/reset/passwd'),
      remoteAddress: ip(),
      payload: {
        account: 'student',
        channel: 'email',
        code,
        newPassword: 'granite-willow-46',
        repeatPassword: 'granite-willow-46',
      },
    });
    expect(reset.body.state).toBe(200);
    expect(await passwordWorks(t, 'student', 'granite-willow-46')).toBe(200);
  });
});
