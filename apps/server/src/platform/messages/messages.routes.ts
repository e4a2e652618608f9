import {
  MessageIdParams,
  MessageIdsBody,
  MessageListQuery,
  MessageReadAllBody,
  messageCategories,
  messagesEndpoints,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { publishUnreadChanged, setUpLiveHub } from './live.ts';
import { categoryCounts, categoryName } from './message-categories.ts';
import { toMessageView } from './message-view.ts';
import { listInbox, markAllRead, markRead, removeMessages, unreadCount } from './messages.repository.ts';
import { streamRoutes } from './stream.routes.ts';
import { startWorkflowRelay } from './workflow-relay.ts';

// The inbox of the signed-in user. Every query is keyed by the token's tenant and user (E1, E2): there
// is no way to name another user's message, an unknown or foreign id is simply "not found".
async function messageRoutes(app: FastifyInstance) {
  setUpLiveHub(app);
  startWorkflowRelay(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = messagesEndpoints;

  r.get(
    e.list.path,
    { config: { access: 'authenticated' }, schema: { querystring: MessageListQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const { pageNo, limit, read, category, keyword } = request.query;
      const filter = {
        ...(read === undefined ? {} : { read }),
        ...(category ? { category } : {}),
        ...(keyword ? { keyword } : {}),
      };
      const [page, unread] = await Promise.all([
        listInbox(app.db, auth.tenantId, auth.userId, filter, { pageNo, limit }),
        unreadCount(app.db, auth.tenantId, auth.userId),
      ]);
      return ok(request, {
        dataResult: page.rows.map((row) => toMessageView(row, request.locale)),
        pageResult: { page: pageNo, limit, totalCount: page.total, totalPages: Math.ceil(page.total / limit) },
        unread,
      });
    },
  );

  r.get(e.unread.path, { config: { access: 'authenticated' } }, async (request) => {
    const auth = requireAuth(request);
    const counts = await categoryCounts(app.db, auth.tenantId, auth.userId);
    const categories = messageCategories.map((code) => ({
      code,
      name: categoryName(code, request.locale),
      ...(counts.get(code) ?? { total: 0, unread: 0 }),
    }));
    return ok(request, { unread: categories.reduce((n, c) => n + c.unread, 0), categories });
  });

  r.post(e.read.path, { config: { access: 'authenticated' }, schema: { body: MessageIdsBody } }, async (request) => {
    const auth = requireAuth(request);
    const now = app.clock.now();
    let changed = 0;
    await app.db.transaction().execute(async (trx) => {
      for (const id of request.body.ids) {
        const row = await markRead(trx, auth.tenantId, auth.userId, id, now);
        if (row && row.readAt === now) changed++;
      }
    });
    if (changed > 0) await publishUnreadChanged(app, auth.tenantId, [auth.userId]);
    return ok(request, { changed, unread: await unreadCount(app.db, auth.tenantId, auth.userId) });
  });

  r.post(
    e.readAll.path,
    { config: { access: 'authenticated' }, schema: { body: MessageReadAllBody } },
    async (request) => {
      const auth = requireAuth(request);
      const changed = await markAllRead(app.db, auth.tenantId, auth.userId, app.clock.now(), request.body.category);
      if (changed > 0) await publishUnreadChanged(app, auth.tenantId, [auth.userId]);
      return ok(request, { changed, unread: await unreadCount(app.db, auth.tenantId, auth.userId) });
    },
  );

  r.post(e.remove.path, { config: { access: 'authenticated' }, schema: { body: MessageIdsBody } }, async (request) => {
    const auth = requireAuth(request);
    const changed = await removeMessages(app.db, auth.tenantId, auth.userId, request.body.ids);
    if (changed > 0) await publishUnreadChanged(app, auth.tenantId, [auth.userId]);
    return ok(request, { changed, unread: await unreadCount(app.db, auth.tenantId, auth.userId) });
  });

  r.post(e.jump.path, { config: { access: 'authenticated' }, schema: { params: MessageIdParams } }, async (request) => {
    const auth = requireAuth(request);
    const row = await markRead(app.db, auth.tenantId, auth.userId, request.params.id, app.clock.now());
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    await publishUnreadChanged(app, auth.tenantId, [auth.userId]);
    return ok(request, toMessageView(row, request.locale));
  });

  await streamRoutes(app);
}

export const messagesArea: RouteArea = { name: 'messages', service: 'platform', routes: messageRoutes };
