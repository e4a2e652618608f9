import { z } from 'zod';
import { NoticeSummary } from '../notices/notices.schemas.ts';

/** Workbench calls (platform service): the home screen in one call, the application centre, my apps. */
export const workbenchEndpoints = {
  home: { service: 'platform', method: 'GET', path: '/workbench/home' },
  apps: { service: 'platform', method: 'GET', path: '/workbench/apps' },
  collect: { service: 'platform', method: 'POST', path: '/workbench/apps/collect' },
  remove: { service: 'platform', method: 'POST', path: '/workbench/apps/remove' },
  reorder: { service: 'platform', method: 'POST', path: '/workbench/apps/reorder' },
} as const;

/** One business entry of the menu: what the application centre shows and "my apps" collects. */
export const WorkbenchApp = z.object({
  menuId: z.string(),
  alias: z.string(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  /** Pinyin initials of the name, for search ("qj" finds 请假). */
  initials: z.string(),
});
export type WorkbenchApp = z.infer<typeof WorkbenchApp>;

export const WorkbenchAppGroup = z.object({ id: z.string(), name: z.string(), apps: z.array(WorkbenchApp) });

export const WorkbenchApps = z.object({ groups: z.array(WorkbenchAppGroup), myApps: z.array(WorkbenchApp) });
export type WorkbenchApps = z.infer<typeof WorkbenchApps>;

export const WorkbenchHome = z.object({
  user: z.object({ name: z.string(), roleId: z.string().nullable(), roleAlias: z.string().nullable() }),
  counts: z.object({
    todo: z.number(),
    handled: z.number(),
    myRequests: z.number(),
    unreadMessages: z.number(),
    unreadNotices: z.number(),
  }),
  notices: z.array(NoticeSummary),
  myApps: z.array(WorkbenchApp),
});
export type WorkbenchHome = z.infer<typeof WorkbenchHome>;

export const WorkbenchAppBody = z.strictObject({ menuId: z.uuid() });
export const WorkbenchReorderBody = z.strictObject({ menuIds: z.array(z.uuid()).max(100) });
