import type { NoticeAudience, NoticeSaveBody, NoticeSaveBody as SaveSchema } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { linkFilesToBusinessKey, unlinkFilesFromBusinessKey } from '../files/file-access.ts';
import { AppError } from '../http/app-error.ts';
import { publishCountsChanged, publishMessages, publishUnreadChanged } from '../messages/live.ts';
import { removeByTarget } from '../messages/messages.repository.ts';
import { type CreatedBatch, createMessages } from '../messages/messages.service.ts';
import { audienceFromRows, audienceRows, checkAudience, publisherScope, recipientsOf } from './notice-audience.ts';
import { ensureNoticeCategories } from './notice-categories.ts';
import { imageFileIds, sanitizeNoticeHtml, summaryOf } from './notice-content.ts';

export type SaveInput = z.output<typeof SaveSchema>;
export type { NoticeSaveBody };

/** The in-app page a notice message opens (web route /notice/noticeDetail). */
export const noticeRoute = (id: string) => `/notice/noticeDetail?id=${id}`;

export async function loadNotice(db: Db, tenantId: string, id: string) {
  const notice = await db
    .selectFrom('notices')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!notice) throw new AppError('NOTICE_NOT_FOUND');
  const rows = await db
    .selectFrom('noticeAudiences')
    .select(['kind', 'value'])
    .where('tenantId', '=', tenantId)
    .where('noticeId', '=', id)
    .execute();
  return { notice, audience: audienceFromRows(notice.audienceAll, rows) };
}

/** The author, or a school-wide administrator, manages an announcement. */
export async function canManage(db: Db, auth: AuthContext, authorUserId: string): Promise<boolean> {
  return authorUserId === auth.userId || (await publisherScope(db, auth)) === 'all';
}

/** The business key that links a notice's attachments in the file store (file-access.ts). */
export const noticeFilesKey = (id: string) => `notice:${id}`;

// Attaching a file lets every reader download it: only the writer's own uploads, or files already on
// the notice being edited.
async function checkAttachments(
  db: Db,
  auth: AuthContext,
  ids: string[],
  noticeId?: string,
  imagesOnly = false,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('id', 'in', ids)
    .$if(imagesOnly, (q) => q.where('mime', 'like', 'image/%'))
    .where((eb) => {
      const own = eb('ownerId', '=', auth.userId);
      if (!noticeId) return own;
      const linked = eb.exists(
        eb
          .selectFrom('fileLinks as l')
          .select('l.fileId')
          .whereRef('l.tenantId', '=', 'files.tenantId')
          .whereRef('l.fileId', '=', 'files.id')
          .where('l.businessKey', '=', noticeFilesKey(noticeId)),
      );
      return eb.or([own, linked]);
    })
    .execute();
  if (rows.length !== new Set(ids).size) throw new AppError('NOTICE_ATTACHMENT_INVALID');
}

const sameAudience = (a: NoticeAudience, b: NoticeAudience) => {
  const key = (x: NoticeAudience) =>
    JSON.stringify([
      x.scope,
      x.scope === 'orgs' ? [...x.orgIds].sort() : [],
      [...(x.roles ?? [])].sort(),
      [...(x.cohorts ?? [])].sort((a, b) => a - b),
    ]);
  return key(a) === key(b);
};

/** Creates a draft or edits one (a published one keeps its audience: its messages are already out). */
export async function saveNotice(db: Db, auth: AuthContext, input: SaveInput, now: Date): Promise<string> {
  const content = sanitizeNoticeHtml(input.content);
  if (summaryOf(content).length === 0 && !content.includes('<img')) throw new AppError('NOTICE_CONTENT_EMPTY');
  await ensureNoticeCategories(db, auth.tenantId);
  const category = await db
    .selectFrom('noticeCategories')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('code', '=', input.categoryCode)
    .executeTakeFirst();
  if (!category) throw new AppError('NOTICE_CATEGORY_NOT_FOUND');
  await checkAudience(db, auth, input.audience);
  await checkAttachments(db, auth, input.attachmentFileIds, input.id);
  // Images in the body are files too: the writer's own (or already on this notice), and pictures only.
  const images = imageFileIds(content);
  await checkAttachments(db, auth, images, input.id, true);
  const fields = {
    categoryId: category.id,
    title: input.title,
    content,
    summary: summaryOf(content),
    isPublic: input.isPublic,
    pinned: input.pinned,
    audienceAll: input.audience.scope === 'school',
    attachmentFileIds: JSON.stringify(input.attachmentFileIds),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    updatedAt: now,
  };
  return inTransaction(db, async (trx) => {
    let id = input.id;
    if (id) {
      const { notice, audience } = await loadNotice(trx, auth.tenantId, id);
      if (!(await canManage(trx, auth, notice.authorUserId))) throw new AppError('NOTICE_NOT_EDITABLE');
      if (notice.status === 'withdrawn') throw new AppError('NOTICE_STATE_CONFLICT');
      if (notice.status === 'published' && !sameAudience(audience, input.audience))
        throw new AppError('NOTICE_AUDIENCE_LOCKED');
      await trx.updateTable('notices').set(fields).where('tenantId', '=', auth.tenantId).where('id', '=', id).execute();
      await trx
        .deleteFrom('noticeAudiences')
        .where('tenantId', '=', auth.tenantId)
        .where('noticeId', '=', id)
        .execute();
    } else {
      id = newId(now.getTime());
      await trx
        .insertInto('notices')
        .values({ tenantId: auth.tenantId, id, ...fields, authorUserId: auth.userId, createdAt: now })
        .execute();
    }
    await unlinkFilesFromBusinessKey(trx, auth.tenantId, noticeFilesKey(id));
    await linkFilesToBusinessKey(
      trx,
      auth.tenantId,
      [...new Set([...input.attachmentFileIds, ...images])],
      noticeFilesKey(id),
    );
    const rows = audienceRows(auth.tenantId, id, input.audience);
    if (rows.length > 0) await trx.insertInto('noticeAudiences').values(rows).execute();
    return id;
  });
}

/** Publishes a draft inside one transaction; returns the messages batch to announce after commit. */
export async function publishNoticeIn(db: Db, auth: AuthContext, id: string, now: Date): Promise<CreatedBatch> {
  return inTransaction(db, async (trx) => {
    const { notice, audience } = await loadNotice(trx, auth.tenantId, id);
    if (!(await canManage(trx, auth, notice.authorUserId))) throw new AppError('NOTICE_NOT_EDITABLE');
    if (notice.status === 'published') throw new AppError('NOTICE_STATE_CONFLICT');
    await trx
      .updateTable('notices')
      .set({ status: 'published', publishedAt: now, withdrawnAt: null, updatedAt: now })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', id)
      .execute();
    const recipients = (await recipientsOf(trx, auth.tenantId, audience)).filter((u) => u !== auth.userId);
    return createMessages(
      trx,
      auth.tenantId,
      recipients.map((userId) => ({
        userId,
        kind: 'notice.published',
        title: { key: 'notice.published', variables: { title: notice.title } },
        summary: notice.summary,
        target: { type: 'notice', id, route: noticeRoute(id) },
        senderUserId: auth.userId,
      })),
      { now },
    );
  });
}

/** Publishes a draft: every recipient gets an inner message, live. */
export async function publishNotice(app: FastifyInstance, auth: AuthContext, id: string): Promise<number> {
  const batch = await publishNoticeIn(app.db, auth, id, app.clock.now());
  await publishMessages(app, batch);
  // Its readers' unread-announcement count went up (the home tab's badge).
  await publishCountsChanged(app, batch.tenantId, batch.userIds, 'notice');
  return batch.count;
}

/** Withdraws a published announcement: it leaves the feeds and its messages leave the inboxes. */
export async function withdrawNotice(app: FastifyInstance, auth: AuthContext, id: string): Promise<void> {
  const now = app.clock.now();
  const users = await app.db.transaction().execute(async (trx) => {
    const { notice } = await loadNotice(trx, auth.tenantId, id);
    if (!(await canManage(trx, auth, notice.authorUserId))) throw new AppError('NOTICE_NOT_EDITABLE');
    if (notice.status !== 'published') throw new AppError('NOTICE_STATE_CONFLICT');
    await trx
      .updateTable('notices')
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', id)
      .execute();
    return removeByTarget(trx, auth.tenantId, { type: 'notice', id });
  });
  await publishUnreadChanged(app, auth.tenantId, users);
  await publishCountsChanged(app, auth.tenantId, users, 'notice');
}
