import type { WorkbenchApp } from '@campusflow/contracts';
import type { MenuItem } from '../../../session/session-types.ts';
import type { AppGroupView } from './app-search.ts';

/**
 * Where an app leads. Same rule as the shell's menu routes (app/menu-routes.ts, which features may
 * not import): `/d/` entries to the data-template page, http(s) to /iframe, no URL to 404.
 */
export function appTarget(app: { url: string; name: string }): string {
  const url = app.url.trim();
  if (!url) return '/404';
  if (/^https?:\/\//i.test(url)) return `/iframe?url=${encodeURIComponent(url)}&title=${encodeURIComponent(app.name)}`;
  const dataTemplate = /\/d\/(?:list\/)?(\w+)/.exec(url);
  if (dataTemplate) return `/d/list/${dataTemplate[1]}`;
  return url.startsWith('/') ? url : `/${url}`;
}

function nest(flat: MenuItem[]): MenuItem[] {
  const byId = new Map(flat.map((m) => [m.id, { ...m, children: [] as MenuItem[] }]));
  const roots: MenuItem[] = [];
  for (const m of byId.values()) {
    const parent = m.parentId ? byId.get(m.parentId) : undefined;
    if (parent) parent.children.push(m);
    else roots.push(m);
  }
  return roots;
}

function pages(item: MenuItem): MenuItem[] {
  const own = item.defaultUrl ? [item] : [];
  return [...own, ...(item.children ?? []).flatMap(pages)];
}

function toApp(item: MenuItem): WorkbenchApp {
  return {
    menuId: item.id,
    alias: item.alias ?? item.id,
    name: item.name,
    icon: item.icon || 'file-o',
    url: item.defaultUrl ?? '',
    // The session menu has no initials; the application centre page reads them from the server.
    initials: '',
  };
}

/**
 * The application centre built from the menu the session already holds (the server's
 * /workbench/apps gives the same groups plus initials): lets the home tab draw the grid without a
 * fourth call. Top-level entries are the areas; every entry with a page inside is an app.
 */
export function menuAppGroups(menu: MenuItem[] | null): AppGroupView[] {
  const list = menu ?? [];
  const nested = list.some((m) => m.children && m.children.length > 0) ? list : nest(list);
  return nested
    .map((top) => ({ id: top.id, name: top.name, apps: pages(top).map(toApp) }))
    .filter((g) => g.apps.length > 0);
}
