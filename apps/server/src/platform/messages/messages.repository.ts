import type { MessageCategory } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inCategory } from './message-categories.ts';
import type { MessageRow } from './messages.service.ts';

// Kysely queries of the inbox. Every query takes the tenant and the owner: a user only ever reaches
// their own messages (E2).

export type InboxFilter = { read?: boolean; kind?: string; keyword?: string; category?: MessageCategory };

export async function listInbox(
  db: Db,
  tenantId: string,
  userId: string,
  filter: InboxFilter,
  page: { pageNo: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  let base = db.selectFrom('messages').where('tenantId', '=', tenantId).where('userId', '=', userId);
  if (filter.read === true) base = base.where('readAt', 'is not', null);
  if (filter.read === false) base = base.where('readAt', 'is', null);
  if (filter.category) base = base.where(inCategory(filter.category));
  if (filter.kind) base = base.where('kind', 'like', `${filter.kind.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    base = base.where((eb) => eb.or([eb('summary', 'ilike', like), eb(eb.cast('title', 'text'), 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      // Unread first (spec issue 5 §3), newest first within each group.
      .orderBy((eb) => eb.case().when('readAt', 'is', null).then(0).else(1).end())
      .orderBy('createdAt', 'desc')
      .orderBy('seq', 'desc')
      .limit(page.limit)
      .offset((page.pageNo - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function unreadCount(db: Db, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function unreadCounts(db: Db, tenantId: string, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('messages')
    .select(['userId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenantId', '=', tenantId)
    .where('userId', 'in', userIds)
    .where('readAt', 'is', null)
    .groupBy('userId')
    .execute();
  for (const r of rows) counts.set(r.userId, Number(r.n));
  return counts;
}

export async function markRead(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<MessageRow | undefined> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.readAt) return row;
  await db
    .updateTable('messages')
    .set({ readAt: now })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('readAt', 'is', null)
    .execute();
  return { ...row, readAt: now };
}

export async function markAllRead(
  db: Db,
  tenantId: string,
  userId: string,
  now: Date,
  category?: MessageCategory,
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ readAt: now })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (category) query = query.where(inCategory(category));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the messages that lead to one target read, e.g. once the announcement itself was opened. */
export async function markReadByTarget(
  db: Db,
  tenantId: string,
  userId: string,
  target: { type: string; id: string },
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ readAt: now })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('targetType', '=', target.type)
    .where('targetId', '=', target.id)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function removeMessages(db: Db, tenantId: string, userId: string, ids: string[]): Promise<number> {
  const result = await db
    .deleteFrom('messages')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every message leading to a target (an announcement withdrawn); returns whose inbox changed. */
export async function removeByTarget(
  db: Db,
  tenantId: string,
  target: { type: string; id: string },
): Promise<string[]> {
  const rows = await db
    .deleteFrom('messages')
    .where('tenantId', '=', tenantId)
    .where('targetType', '=', target.type)
    .where('targetId', '=', target.id)
    .returning('userId')
    .execute();
  return [...new Set(rows.map((r) => r.userId))];
}

export async function messagesAfter(
  db: Db,
  tenantId: string,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export async function lastSeq(db: Db, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messageCursors')
    .select('lastSeq')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.lastSeq) : 0;
}

export async function batchRows(db: Db, tenantId: string, batchId: string, userIds: string[]): Promise<MessageRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('messages')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('batchId', '=', batchId)
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .orderBy('seq')
    .execute();
}

/**
 * Everything after what each user's streams already have, for many users in one query. A user's
 * numbers commit in order (createMessages), so "seq > after" never skips a message.
 */
export async function messagesAfterMany(
  db: Db,
  tenantId: string,
  after: Map<string, number>,
  limit = 10_000,
): Promise<MessageRow[]> {
  if (after.size === 0) return [];
  const userIds = [...after.keys()];
  const seqs = userIds.map((id) => after.get(id) ?? 0);
  const result = await sql<MessageRow>`
    select m.* from messages m
    join unnest(${userIds}::uuid[], ${seqs}::int[]) as c(user_id, after_seq)
      on m.user_id = c.user_id and m.seq > c.after_seq
    where m.tenant_id = ${tenantId}
    order by m.user_id, m.seq
    limit ${limit}`.execute(db);
  return result.rows;
}
