import type { LocalizedText } from '@campusflow/contracts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { MessagesTable, MessageTitle } from '../db/tables.ts';

/** Where a message leads: an in-app route (never an outside URL: /message-jump follows it after login). */
export type MessageTarget = { type: string; id?: string | null; route: string };

/** One message to create. `title` is a text in every language, or a catalogue key with variables. */
export type NewMessage = {
  userId: string;
  kind: string;
  title: MessageTitle | LocalizedText;
  summary?: string | null;
  target: MessageTarget;
  senderUserId?: string | null;
};

/** What createMessages wrote; pass it to publishMessages (live.ts) after the transaction commits. */
export type CreatedBatch = { tenantId: string; batchId: string; count: number; userIds: string[] };

export type MessageRow = Selectable<MessagesTable>;

const kindPattern = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
// An app route: starts with one slash, no scheme, no backslash, no "//" host trick (open redirect).
const routePattern = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#:+,@!$'()*;]*$/;

export class InvalidMessageError extends Error {}

function normaliseTitle(title: MessageTitle | LocalizedText): MessageTitle {
  if ('text' in title || 'key' in title) return title as MessageTitle;
  return { text: title };
}

function validate(item: NewMessage): void {
  if (!kindPattern.test(item.kind) || item.kind.length > 60) throw new InvalidMessageError(`bad kind ${item.kind}`);
  if (!routePattern.test(item.target.route) || item.target.route.length > 500) {
    throw new InvalidMessageError('target.route must be an app route starting with a single /');
  }
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(item.target.type)) throw new InvalidMessageError('bad target.type');
  const title = normaliseTitle(item.title);
  if ('key' in title && !kindPattern.test(title.key)) throw new InvalidMessageError('bad title key');
  if ('text' in title && !title.text['zh-CN']) throw new InvalidMessageError('title text needs zh-CN');
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Writes messages for users of one tenant: the one entry point for the workflow outbox, announcements
 * and any module. Each user's messages get the next numbers of that user's sequence, taken under the
 * cursor row's lock, so they commit in order and a reconnecting stream resumes by number without gaps.
 * Users not in the tenant are skipped. Runs in the caller's transaction when given one.
 */
export async function createMessages(
  db: Db,
  tenantId: string,
  items: NewMessage[],
  options: { now?: Date } = {},
): Promise<CreatedBatch> {
  const batchId = newId();
  if (items.length === 0) return { tenantId, batchId, count: 0, userIds: [] };
  for (const item of items) validate(item);
  const now = options.now ?? new Date();
  const write = async (trx: Db): Promise<CreatedBatch> => {
    const wanted = [...new Set(items.map((i) => i.userId))].sort();
    const known = new Set<string>();
    for (const ids of chunk(wanted, 1000)) {
      const rows = await trx
        .selectFrom('users')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
      for (const r of rows) known.add(r.id);
    }
    const kept = items.filter((i) => known.has(i.userId));
    const perUser = new Map<string, number>();
    for (const i of kept) perUser.set(i.userId, (perUser.get(i.userId) ?? 0) + 1);
    // Sorted user order keeps lock order stable between concurrent batches (no deadlock cycles).
    const next = new Map<string, number>();
    for (const ids of chunk([...perUser.keys()].sort(), 500)) {
      const cursors = await trx
        .insertInto('messageCursors')
        .values(ids.map((userId) => ({ tenantId, userId, lastSeq: perUser.get(userId) ?? 0 })))
        .onConflict((c) =>
          c.columns(['tenantId', 'userId']).doUpdateSet({ lastSeq: sql`message_cursors.last_seq + excluded.last_seq` }),
        )
        .returning(['userId', 'lastSeq'])
        .execute();
      for (const c of cursors) next.set(c.userId, Number(c.lastSeq) - (perUser.get(c.userId) ?? 0) + 1);
    }
    const rows = kept.map((item) => {
      const seq = next.get(item.userId) ?? 1;
      next.set(item.userId, seq + 1);
      return {
        tenantId,
        id: newId(now.getTime()),
        userId: item.userId,
        seq,
        batchId,
        kind: item.kind,
        title: JSON.stringify(normaliseTitle(item.title)),
        summary: item.summary?.slice(0, 500) ?? null,
        targetType: item.target.type,
        targetId: item.target.id ?? null,
        targetRoute: item.target.route,
        senderUserId: item.senderUserId ?? null,
        createdAt: now,
        readAt: null,
      };
    });
    for (const part of chunk(rows, 500)) await trx.insertInto('messages').values(part).execute();
    return { tenantId, batchId, count: rows.length, userIds: [...perUser.keys()] };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
