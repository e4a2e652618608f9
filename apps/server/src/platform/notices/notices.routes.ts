import {
  NoticeIdParams,
  NoticeListQuery,
  NoticePinBody,
  NoticeSaveBody,
  noticePublisherRoles,
  noticesEndpoints,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { publishUnreadChanged } from '../messages/live.ts';
import { markReadByTarget } from '../messages/messages.repository.ts';
import { publisherScope, readerOf } from './notice-audience.ts';
import { audienceOptions } from './notice-audience-options.ts';
import { noticeCategories } from './notice-categories.ts';
import { registerNoticeFileAccess } from './notice-files.ts';
import { isAddressed, managedNotices, noticeDetail, noticeFeed, receiptList } from './notices.queries.ts';
import { canManage, loadNotice, publishNotice, saveNotice, withdrawNotice } from './notices.service.ts';

// Announcements. Readers see only what is addressed to them (E2: anything else answers "not found");
// writers are the staff roles of noticePublisherRoles, each within its own scope (notice-audience.ts).
async function noticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = noticesEndpoints;
  const staff = { roles: noticePublisherRoles };
  registerNoticeFileAccess();

  r.get(e.categories.path, { config: { access: 'authenticated' } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await noticeCategories(app.db, auth.tenantId, request.locale);
    return ok(
      request,
      rows.map(({ code, name }) => ({ code, name })),
    );
  });

  r.get(
    e.feed.path,
    { config: { access: 'authenticated' }, schema: { querystring: NoticeListQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const reader = await readerOf(app.db, auth.tenantId, auth.userId);
      return ok(request, await noticeFeed(app.db, reader, request.query, app.clock.now(), request.locale));
    },
  );

  r.get(e.audienceOptions.path, { config: { access: staff } }, async (request) =>
    ok(request, await audienceOptions(app.db, requireAuth(request))),
  );

  r.get(e.manageList.path, { config: { access: staff }, schema: { querystring: NoticeListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const all = (await publisherScope(app.db, auth)) === 'all';
    return ok(
      request,
      await managedNotices(app.db, auth.tenantId, all ? null : auth.userId, request.query, request.locale),
    );
  });

  r.get(e.detail.path, { config: { access: 'authenticated' }, schema: { params: NoticeIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const loaded = await loadNotice(app.db, auth.tenantId, request.params.id);
    const manages = await canManage(app.db, auth, loaded.notice.authorUserId);
    if (!manages) {
      const { notice } = loaded;
      const reader = await readerOf(app.db, auth.tenantId, auth.userId);
      const live = notice.status === 'published' && (!notice.expiresAt || notice.expiresAt > app.clock.now());
      if (!live || !(await isAddressed(app.db, reader, notice.id))) throw new AppError('NOTICE_NOT_FOUND');
    }
    let read = manages;
    if (!manages) {
      const now = app.clock.now();
      await app.db
        .insertInto('noticeReads')
        .values({ tenantId: auth.tenantId, noticeId: loaded.notice.id, userId: auth.userId, readAt: now })
        .onConflict((oc) => oc.columns(['tenantId', 'noticeId', 'userId']).doNothing())
        .execute();
      read = true;
      const changed = await markReadByTarget(
        app.db,
        auth.tenantId,
        auth.userId,
        { type: 'notice', id: loaded.notice.id },
        now,
      );
      if (changed > 0) await publishUnreadChanged(app, auth.tenantId, [auth.userId]);
    }
    return ok(request, await noticeDetail(app.db, loaded, { userId: auth.userId, manages, read }, request.locale));
  });

  r.post(e.save.path, { config: { access: staff }, schema: { body: NoticeSaveBody } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, { id: await saveNotice(app.db, auth, request.body, app.clock.now()) });
  });

  r.post(e.publish.path, { config: { access: staff }, schema: { params: NoticeIdParams } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, { recipients: await publishNotice(app, auth, request.params.id) });
  });

  r.post(e.withdraw.path, { config: { access: staff }, schema: { params: NoticeIdParams } }, async (request) => {
    const auth = requireAuth(request);
    await withdrawNotice(app, auth, request.params.id);
    return ok(request, null);
  });

  r.post(
    e.pin.path,
    { config: { access: staff }, schema: { params: NoticeIdParams, body: NoticePinBody } },
    async (request) => {
      const auth = requireAuth(request);
      const { notice } = await loadNotice(app.db, auth.tenantId, request.params.id);
      if (!(await canManage(app.db, auth, notice.authorUserId))) throw new AppError('NOTICE_NOT_EDITABLE');
      await app.db
        .updateTable('notices')
        .set({ pinned: request.body.pinned, updatedAt: app.clock.now() })
        .where('tenantId', '=', auth.tenantId)
        .where('id', '=', notice.id)
        .execute();
      return ok(request, null);
    },
  );

  r.get(e.publicView.path, { config: { access: 'public' }, schema: { params: NoticeIdParams } }, async (request) => {
    // By id alone (no tenant in an anonymous request): the id is unguessable and only public,
    // published, unexpired announcements answer; everything else is the same 404.
    const notice = await app.db
      .selectFrom('notices')
      .select(['id', 'title', 'content', 'publishedAt', 'expiresAt'])
      .where('id', '=', request.params.id)
      .where('isPublic', '=', true)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!notice || (notice.expiresAt && notice.expiresAt <= app.clock.now())) throw new AppError('NOTICE_NOT_FOUND');
    return ok(request, {
      id: notice.id,
      title: notice.title,
      content: notice.content,
      publishedAt: notice.publishedAt ? new Date(notice.publishedAt).toISOString() : null,
    });
  });

  r.get(e.receipts.path, { config: { access: staff }, schema: { params: NoticeIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const loaded = await loadNotice(app.db, auth.tenantId, request.params.id);
    if (!(await canManage(app.db, auth, loaded.notice.authorUserId))) throw new AppError('NOTICE_NOT_FOUND');
    return ok(request, await receiptList(app.db, loaded));
  });
}

export const noticesArea: RouteArea = { name: 'notices', service: 'platform', routes: noticeRoutes };
