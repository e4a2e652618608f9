import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

export type AuthEventName =
  | 'auth.login.success'
  | 'auth.login.failure'
  | 'auth.lockout'
  | 'auth.lockout.permanent'
  | 'auth.token.issued'
  | 'auth.refresh.reuse'
  | 'auth.code.reuse'
  | 'auth.role.switch'
  | 'auth.switch_user'
  | 'auth.switch_user.exit'
  | 'auth.switch_user.denied'
  | 'auth.tenant.switch'
  | 'auth.session.end'
  | 'auth.account.disable'
  | 'auth.account.enable'
  | 'auth.account.unlock'
  | 'auth.logout';

export type AuthEvent = {
  event: AuthEventName;
  tenantId: string | null;
  actorUserId?: string | null;
  targetUserId?: string | null;
  ip: string | null;
  at: Date;
  /** Never passwords, codes, captcha answers or tokens (E6). */
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Auth events go to the audit table (for admins) and to the log (for operators), with tenant, actor,
 * IP and UTC time (E6).
 */
export async function recordAuthEvent(db: Db, log: FastifyBaseLogger, e: AuthEvent): Promise<void> {
  const details = e.details ?? {};
  await db
    .insertInto('auditEvents')
    .values({
      id: newId(),
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
    'auth event',
  );
}
