import { WorkbenchAppBody, WorkbenchReorderBody, workbenchEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { unreadCount } from '../messages/messages.repository.ts';
import { readerOf } from '../notices/notice-audience.ts';
import { noticeFeed } from '../notices/notices.queries.ts';
import { displayNames } from '../org/org-directory.ts';
import { appGroups, collectApp, myApps, removeApp, reorderApps } from './workbench-apps.ts';
import { workflowCounts } from './workflow-counts.ts';

// The home tab in one call (with the user context and the menu: three calls for the first screen).
async function workbenchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = workbenchEndpoints;
  const access = { access: 'authenticated' as const };

  r.get(e.home.path, { config: access }, async (request) => {
    const auth = requireAuth(request);
    const db = app.db;
    const reader = await readerOf(db, auth.tenantId, auth.userId);
    const notices = await noticeFeed(db, reader, { pageNo: 1, limit: 3 }, app.clock.now(), request.locale);
    const groups = await appGroups(db, auth, request.locale);
    const flows = await workflowCounts(db, auth);
    const names = await displayNames(db, auth.tenantId, [auth.userId]);
    return ok(request, {
      user: { name: names.get(auth.userId) ?? auth.account, roleId: auth.roleId, roleAlias: auth.roleAlias },
      counts: {
        ...flows,
        unreadMessages: await unreadCount(db, auth.tenantId, auth.userId),
        unreadNotices: notices.unread,
      },
      notices: notices.dataResult,
      myApps: await myApps(
        db,
        auth,
        groups.flatMap((g) => g.apps),
      ),
    });
  });

  r.get(e.apps.path, { config: access }, async (request) => {
    const auth = requireAuth(request);
    const groups = await appGroups(app.db, auth, request.locale);
    return ok(request, {
      groups,
      myApps: await myApps(
        app.db,
        auth,
        groups.flatMap((g) => g.apps),
      ),
    });
  });

  r.post(e.collect.path, { config: access, schema: { body: WorkbenchAppBody } }, async (request) => {
    const auth = requireAuth(request);
    const groups = await appGroups(app.db, auth, request.locale);
    await collectApp(
      app.db,
      auth,
      request.body.menuId,
      groups.flatMap((g) => g.apps),
      app.clock.now(),
    );
    return ok(request, null);
  });

  r.post(e.remove.path, { config: access, schema: { body: WorkbenchAppBody } }, async (request) => {
    await removeApp(app.db, requireAuth(request), request.body.menuId);
    return ok(request, null);
  });

  r.post(e.reorder.path, { config: access, schema: { body: WorkbenchReorderBody } }, async (request) => {
    await reorderApps(app.db, requireAuth(request), request.body.menuIds);
    return ok(request, null);
  });
}

export const workbenchArea: RouteArea = { name: 'workbench', service: 'platform', routes: workbenchRoutes };
