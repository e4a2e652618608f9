import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

export type AccountEventName =
  | 'account.password.change'
  | 'account.password.reset'
  | 'account.security_answers.save'
  | 'account.recovery.key'
  | 'account.recovery.answer_failure'
  | 'account.recovery.code_sent'
  | 'account.recovery.code_failure'
  | 'account.register';

export type AccountEvent = {
  event: AccountEventName;
  tenantId: string | null;
  actorUserId?: string | null;
  targetUserId?: string | null;
  ip: string | null;
  at: Date;
  /** Never passwords, answers, codes, tickets or keys (E6). */
  details?: Record<string, string | number | boolean | null>;
};

/** Account events go to the audit table and the log, like the auth events (E6). */
export async function recordAccountEvent(db: Db, log: FastifyBaseLogger, e: AccountEvent): Promise<void> {
  const details = e.details ?? {};
  await db
    .insertInto('auditEvents')
    .values({
      id: newId(e.at.getTime()),
      tenantId: e.tenantId,
      at: e.at,
      event: e.event,
      actorUserId: e.actorUserId ?? null,
      targetUserId: e.targetUserId ?? null,
      ip: e.ip,
      details: JSON.stringify(details),
    })
    .execute();
  log.info(
    {
      event: e.event,
      tenantId: e.tenantId,
      actorUserId: e.actorUserId ?? null,
      targetUserId: e.targetUserId ?? null,
      ip: e.ip,
      at: e.at.toISOString(),
      ...details,
    },
    'account event',
  );
}
