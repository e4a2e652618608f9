import nodemailer from 'nodemailer';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

export type OutgoingMessage = { tenantId: string | null; recipient: string; subject?: string; body: string };

/**
 * Sends SMS and e-mail. The default writes to the dev inbox table (tests and the demo read it; nothing
 * leaves the machine). A real SMS gateway plugs in by implementing `sms`; e-mail goes through SMTP
 * when SMTP_URL is set.
 */
export type Notifier = {
  sms: (message: OutgoingMessage) => Promise<void>;
  email: (message: OutgoingMessage) => Promise<void>;
};

function devInbox(db: Db, channel: 'sms' | 'email') {
  return async (m: OutgoingMessage) => {
    await db
      .insertInto('devInbox')
      .values({
        id: newId(),
        tenantId: m.tenantId,
        channel,
        recipient: m.recipient,
        subject: m.subject ?? null,
        body: m.body,
        createdAt: new Date(),
      })
      .execute();
  };
}

export function createNotifier(config: Config, db: Db): Notifier {
  const smtpUrl = config.SMTP_URL;
  const email = smtpUrl
    ? (() => {
        const transport = nodemailer.createTransport(smtpUrl);
        return async (m: OutgoingMessage) => {
          await transport.sendMail({ from: config.MAIL_FROM, to: m.recipient, subject: m.subject ?? '', text: m.body });
        };
      })()
    : devInbox(db, 'email');
  return { sms: devInbox(db, 'sms'), email };
}
