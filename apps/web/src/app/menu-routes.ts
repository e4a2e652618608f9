import type { MenuItem } from '../session/session-types.ts';

/** A menu entry as a route (spec §2): where it leads, its title, icon and alias. */
export type MenuRoute = {
  id: string;
  path: string;
  title: string;
  icon: string;
  alias: string | null;
  external: boolean;
};

/** Where a menu item leads: `/d/` items to the data-template page, http(s) to /iframe, no URL to 404. */
export function menuTarget(item: Pick<MenuItem, 'defaultUrl' | 'name'>): string {
  const url = item.defaultUrl?.trim();
  if (!url) return '/404';
  if (/^https?:\/\//i.test(url)) return `/iframe?url=${encodeURIComponent(url)}&title=${encodeURIComponent(item.name)}`;
  const dataTemplate = /\/d\/(?:list\/)?(\w+)/.exec(url);
  if (dataTemplate) return `/d/list/${dataTemplate[1]}`;
  return url.startsWith('/') ? url : `/${url}`;
}

/** The leaves of the menu tree (flat or nested answers both work). */
export function menuLeaves(menu: MenuItem[]): MenuItem[] {
  const byParent = new Map<string, MenuItem[]>();
  const nested = menu.some((m) => m.children && m.children.length > 0);
  if (!nested) {
    for (const m of menu) {
      const key = m.parentId ?? '';
      byParent.set(key, [...(byParent.get(key) ?? []), m]);
    }
    return menu.filter((m) => !byParent.has(m.id));
  }
  return menu.flatMap((m) => (m.children && m.children.length > 0 ? menuLeaves(m.children) : [m]));
}

export function menuToRoutes(menu: MenuItem[]): MenuRoute[] {
  return menuLeaves(menu).map((m) => {
    const path = menuTarget(m);
    return {
      id: m.id,
      path,
      title: m.name,
      icon: m.icon || 'file-o',
      alias: m.alias ?? null,
      external: path.startsWith('/iframe'),
    };
  });
}

/** The menu's title for a path, when the menu has one. */
export function menuTitle(menu: MenuItem[] | null, path: string): string | null {
  if (!menu) return null;
  return menuToRoutes(menu).find((r) => r.path === path)?.title ?? null;
}
