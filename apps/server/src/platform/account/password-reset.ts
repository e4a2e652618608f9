import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { endSessionsOfUser } from '../auth/sessions.ts';
import type { Tenant } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { type AccountUser, loadAccountUser } from './account-users.ts';
import { assertNewPassword, loadTenant, notifyPasswordChanged, writePasswordHash } from './password-change.ts';
import { consumeResetTicket, findResetTicket } from './reset-tickets.ts';

export type NewPasswordInput = { newPassword: string; repeatPassword: string };

/**
 * Sets the password of a recovered account in one transaction with `claim` (which consumes the
 * ticket or code), ends every session of the user, and tells the owner. No session is created:
 * the user logs in with the new password (B6: no auto-login). Returns false when the claim lost a race.
 */
export async function completeReset(
  app: FastifyInstance,
  request: FastifyRequest,
  target: { tenant: Tenant; user: AccountUser; via: string },
  input: NewPasswordInput,
  claim: (trx: typeof app.db) => Promise<boolean>,
): Promise<void> {
  const { tenant, user, via } = target;
  assertNewPassword(tenant, user.account, input, request.locale);
  const now = app.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await app.db.transaction().execute(async (trx) => {
    if (!(await claim(trx))) throw new AppError('RESET_TICKET_INVALID', 'already used');
    await writePasswordHash(trx, user, passwordHash, now);
    return endSessionsOfUser(trx, user.homeTenantId, user.id, 'password_reset', { now });
  });
  await recordAccountEvent(app.db, request.log, {
    event: 'account.password.reset',
    tenantId: tenant.id,
    targetUserId: user.id,
    ip: request.ip,
    at: now,
    details: { via, endedSessions },
  });
  notifyPasswordChanged(app, user, request.locale, now);
}

/** `POST /user/retry/passwd/change`: the new password with the ticket the security answers earned. */
export async function resetWithTicket(
  app: FastifyInstance,
  request: FastifyRequest,
  input: NewPasswordInput & { ticket: string },
): Promise<void> {
  const now = app.clock.now();
  const ticket = await findResetTicket(app.db, input.ticket, now);
  if (!ticket) throw new AppError('RESET_TICKET_INVALID');
  const tenant = await loadTenant(app.db, ticket.tenantId);
  const user = await loadAccountUser(app.db, ticket.tenantId, ticket.userId);
  if (!user) throw new AppError('RESET_TICKET_INVALID');
  await completeReset(app, request, { tenant, user, via: ticket.via }, input, (trx) =>
    consumeResetTicket(trx, ticket.ticketHash, now),
  );
}
