import type { RouteMeta } from './routing.ts';

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The page title (spec §2): the route's title, else a `title` route param or query, else the menu's
 * name for the path, else the translation of the route name.
 */
export function routeTitle(
  meta: RouteMeta | null,
  context: {
    t: Translate;
    search: URLSearchParams;
    params: Record<string, string | undefined>;
    menuTitle: string | null;
  },
): string {
  if (!meta) return context.t('common:appName');
  if (meta.title) return context.t(meta.title);
  const fromRoute = context.params.title ?? context.search.get('title');
  if (fromRoute) return fromRoute;
  if (context.menuTitle) return context.menuTitle;
  return context.t(`common:routes.${meta.name}`, { defaultValue: meta.name });
}
