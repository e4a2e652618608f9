import type { Locale, NoticeDetail, NoticeSummary } from '@campusflow/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NoticesTable } from '../db/tables.ts';
import { displayNames } from '../org/org-directory.ts';
import { addressedTo, type Reader, recipientsOf } from './notice-audience.ts';
import { noticeCategories } from './notice-categories.ts';
import type { loadNotice } from './notices.service.ts';

type NoticeRow = Selectable<NoticesTable>;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

async function summaries(
  db: Db,
  tenantId: string,
  rows: NoticeRow[],
  readIds: Set<string>,
  locale: Locale,
): Promise<NoticeSummary[]> {
  const categories = new Map((await noticeCategories(db, tenantId, locale)).map((c) => [c.id, c]));
  const names = await displayNames(db, tenantId, [...new Set(rows.map((r) => r.authorUserId))]);
  return rows.map((r) => ({
    id: r.id,
    categoryCode: categories.get(r.categoryId)?.code ?? '',
    categoryName: categories.get(r.categoryId)?.name ?? '',
    title: r.title,
    summary: r.summary,
    status: r.status,
    pinned: r.pinned,
    isPublic: r.isPublic,
    authorName: names.get(r.authorUserId) ?? '',
    publishedAt: iso(r.publishedAt),
    expiresAt: iso(r.expiresAt),
    read: readIds.has(r.id),
  }));
}

export type FeedQuery = {
  pageNo: number;
  limit: number;
  categoryCode?: string | undefined;
  keyword?: string | undefined;
};

/** The announcements addressed to a reader: published, unexpired, pinned first, newest first. */
export async function noticeFeed(db: Db, reader: Reader, query: FeedQuery, now: Date, locale: Locale) {
  let base = db
    .selectFrom('notices as n')
    .where('n.tenantId', '=', reader.tenantId)
    .where('n.status', '=', 'published')
    .where((eb) => eb.or([eb('n.expiresAt', 'is', null), eb('n.expiresAt', '>', now)]))
    .where(addressedTo(reader));
  const unreadBase = base;
  if (query.keyword) base = base.where('n.title', 'ilike', `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`);
  if (query.categoryCode) {
    const code = query.categoryCode;
    base = base.where('n.categoryId', 'in', (eb) =>
      eb.selectFrom('noticeCategories').select('id').where('tenantId', '=', reader.tenantId).where('code', '=', code),
    );
  }
  const [rows, total, unread] = await Promise.all([
    base
      .selectAll('n')
      .orderBy('n.pinned', 'desc')
      .orderBy('n.publishedAt', 'desc')
      .limit(query.limit)
      .offset((query.pageNo - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unreadBase
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('noticeReads as r')
              .select('r.noticeId')
              .whereRef('r.tenantId', '=', 'n.tenantId')
              .whereRef('r.noticeId', '=', 'n.id')
              .where('r.userId', '=', reader.userId),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const reads = await readsOf(
    db,
    reader.tenantId,
    reader.userId,
    rows.map((r) => r.id),
  );
  return {
    dataResult: await summaries(db, reader.tenantId, rows, reads, locale),
    pageResult: {
      page: query.pageNo,
      limit: query.limit,
      totalCount: Number(total.n),
      totalPages: Math.ceil(Number(total.n) / query.limit),
    },
    unread: Number(unread.n),
  };
}

async function readsOf(db: Db, tenantId: string, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('noticeReads')
    .select('noticeId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('noticeId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.noticeId));
}

/** The publisher's list: their own announcements (all of the school's for school-wide roles). */
export async function managedNotices(
  db: Db,
  tenantId: string,
  authorUserId: string | null,
  query: FeedQuery,
  locale: Locale,
) {
  let base = db.selectFrom('notices as n').where('n.tenantId', '=', tenantId);
  if (authorUserId) base = base.where('n.authorUserId', '=', authorUserId);
  if (query.keyword) base = base.where('n.title', 'ilike', `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`);
  const [rows, total] = await Promise.all([
    base
      .selectAll('n')
      .orderBy('n.updatedAt', 'desc')
      .limit(query.limit)
      .offset((query.pageNo - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    dataResult: await summaries(db, tenantId, rows, new Set(), locale),
    pageResult: {
      page: query.pageNo,
      limit: query.limit,
      totalCount: Number(total.n),
      totalPages: Math.ceil(Number(total.n) / query.limit),
    },
  };
}

export async function isAddressed(db: Db, reader: Reader, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('notices as n')
    .select('n.id')
    .where('n.tenantId', '=', reader.tenantId)
    .where('n.id', '=', id)
    .where(addressedTo(reader))
    .executeTakeFirst();
  return row !== undefined;
}

export async function noticeDetail(
  db: Db,
  loaded: Awaited<ReturnType<typeof loadNotice>>,
  viewer: { userId: string; manages: boolean; read: boolean },
  locale: Locale,
): Promise<NoticeDetail> {
  const { notice, audience } = loaded;
  const [summary] = await summaries(
    db,
    notice.tenantId,
    [notice],
    viewer.read ? new Set([notice.id]) : new Set(),
    locale,
  );
  const ids = notice.attachmentFileIds;
  const files =
    ids.length === 0
      ? []
      : await db
          .selectFrom('files')
          .select(['id', 'name', 'size', 'mime'])
          .where('tenantId', '=', notice.tenantId)
          .where('id', 'in', ids)
          .execute();
  let receipts: NoticeDetail['receipts'] = null;
  if (viewer.manages) {
    const list = await receiptList(db, loaded);
    receipts = { recipients: list.length, read: list.filter((r) => r.readAt).length };
  }
  return {
    ...(summary as NoticeSummary),
    content: notice.content,
    attachments: files.map((f) => ({ ...f, size: Number(f.size) })),
    audience,
    receipts,
  };
}

/** Everyone the announcement was addressed to, with when they read it (null: not yet). */
export async function receiptList(db: Db, loaded: Awaited<ReturnType<typeof loadNotice>>) {
  const { notice, audience } = loaded;
  const recipients = (await recipientsOf(db, notice.tenantId, audience)).filter((u) => u !== notice.authorUserId);
  const reads = await db
    .selectFrom('noticeReads')
    .select(['userId', 'readAt'])
    .where('tenantId', '=', notice.tenantId)
    .where('noticeId', '=', notice.id)
    .execute();
  const readAt = new Map(reads.map((r) => [r.userId, iso(r.readAt)]));
  const names = await displayNames(db, notice.tenantId, recipients);
  return recipients.map((userId) => ({ userId, name: names.get(userId) ?? '', readAt: readAt.get(userId) ?? null }));
}
