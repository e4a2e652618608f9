import { hashToken, newOpaqueToken } from '../auth/token-crypto.ts';
import type { Db } from '../db/database.ts';

export const resetTicketTtlSeconds = 600;

/**
 * A single-use permission to set a new password, issued after recovery checks passed. Stored hashed;
 * `tenantId` is the tenant the recovery ran in (the user row may live in another, its home).
 */
export async function issueResetTicket(db: Db, seed: { tenantId: string; userId: string; via: string }, now: Date) {
  const ticket = newOpaqueToken();
  await db
    .insertInto('passwordResetTickets')
    .values({
      ticketHash: hashToken(ticket),
      ...seed,
      expiresAt: new Date(now.getTime() + resetTicketTtlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  return { ticket, expiresIn: resetTicketTtlSeconds };
}

export async function findResetTicket(db: Db, ticket: string, now: Date) {
  const row = await db
    .selectFrom('passwordResetTickets')
    .selectAll()
    .where('ticketHash', '=', hashToken(ticket))
    .executeTakeFirst();
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
}

/** Claims the ticket; false when another request used it first. */
export async function consumeResetTicket(db: Db, ticketHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('passwordResetTickets')
    .set({ consumedAt: now })
    .where('ticketHash', '=', ticketHash)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
