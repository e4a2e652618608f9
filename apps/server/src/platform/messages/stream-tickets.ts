import type { AuthContext } from '../auth/auth-context.ts';
import { hashToken, newOpaqueToken } from '../auth/token-crypto.ts';
import type { Db } from '../db/database.ts';

/** EventSource cannot send headers; it opens the stream with a ticket instead of the access token. */
export const streamTicketTtlSeconds = 60;

export async function issueStreamTicket(db: Db, auth: AuthContext, now: Date): Promise<string> {
  const ticket = newOpaqueToken();
  await db
    .insertInto('messageStreamTickets')
    .values({
      ticketHash: hashToken(ticket),
      tenantId: auth.tenantId,
      userId: auth.userId,
      sessionId: auth.sessionId,
      expiresAt: new Date(now.getTime() + streamTicketTtlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  // Expired tickets are worthless; drop the old ones of this user as we go.
  await db
    .deleteFrom('messageStreamTickets')
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .where('expiresAt', '<', new Date(now.getTime() - 3600_000))
    .execute();
  return ticket;
}

export type StreamIdentity = { tenantId: string; userId: string; sessionId: string };

/**
 * Consumes a ticket: single use (a second use fails even within its lifetime), unexpired, and its
 * session still open and its user still active.
 */
export async function redeemStreamTicket(db: Db, ticket: string, now: Date): Promise<StreamIdentity | null> {
  const row = await db
    .updateTable('messageStreamTickets')
    .set({ consumedAt: now })
    .where('ticketHash', '=', hashToken(ticket))
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['tenantId', 'userId', 'sessionId'])
    .executeTakeFirst();
  if (!row) return null;
  const session = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 's.tenantId').onRef('u.id', '=', 's.userId'))
    .select(['s.id', 's.restricted'])
    .where('s.tenantId', '=', row.tenantId)
    .where('s.id', '=', row.sessionId)
    .where('s.endedAt', 'is', null)
    .where('s.absoluteExpiresAt', '>', now)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!session || session.restricted) return null;
  return row;
}
