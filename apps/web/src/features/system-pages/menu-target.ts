import type { MenuItem } from '../../session/session-types.ts';

// Same rule as the shell's menu routes (app/menu-routes.ts, which features may not import):
// `/d/` items to the data-template page, http(s) to /iframe, no URL to 404.
export function menuItemTarget(item: Pick<MenuItem, 'defaultUrl' | 'name'>): string {
  const url = item.defaultUrl?.trim();
  if (!url) return '/404';
  if (/^https?:\/\//i.test(url)) return `/iframe?url=${encodeURIComponent(url)}&title=${encodeURIComponent(item.name)}`;
  const dataTemplate = /\/d\/(?:list\/)?(\w+)/.exec(url);
  if (dataTemplate) return `/d/list/${dataTemplate[1]}`;
  return url.startsWith('/') ? url : `/${url}`;
}

/** Top-level groups with their leaf entries; a flat menu (parentId links) is nested first. */
export function menuGroups(menu: MenuItem[], rootId: string | null): { group: MenuItem; items: MenuItem[] }[] {
  const nested = menu.some((m) => m.children && m.children.length > 0) ? menu : nest(menu);
  const root = rootId ? find(nested, rootId) : null;
  const top = root ? [root] : nested;
  return top
    .map((group) => ({ group, items: group.children && group.children.length > 0 ? leaves(group.children) : [group] }))
    .filter((g) => g.items.length > 0);
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

function leaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => (m.children && m.children.length > 0 ? leaves(m.children) : [m]));
}

function find(items: MenuItem[], id: string): MenuItem | null {
  for (const m of items) {
    if (m.id === id) return m;
    const inside = find(m.children ?? [], id);
    if (inside) return inside;
  }
  return null;
}
