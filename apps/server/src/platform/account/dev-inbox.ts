import type { Db } from '../db/database.ts';

/**
 * What the development senders "sent" to a recipient, newest first. Read by tests and, outside
 * production, by the demo through `GET /dev/inbox` (the route is not even registered in production).
 */
export async function readDevInbox(db: Db, recipient: string, limit = 20) {
  const rows = await db
    .selectFrom('devInbox')
    .select(['channel', 'recipient', 'subject', 'body', 'createdAt'])
    .where('recipient', '=', recipient)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The 6-digit code in the newest message to a recipient, if any. */
export async function latestDevCode(db: Db, recipient: string): Promise<string | null> {
  const [latest] = await readDevInbox(db, recipient, 1);
  return latest?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}
