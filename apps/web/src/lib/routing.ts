import type { ComponentType } from 'react';

/** Which frame a page is drawn in: the bottom tab bar, the top bar with back/home, or nothing. */
export type RouteLayout = 'tabs' | 'secondary' | 'bare';

export type RouteMeta = {
  /** Route name of the spec (dashboard, yxxt_index, login…); also the default title key `common:routes.<name>`. */
  name: string;
  layout: RouteLayout;
  /** i18n key (`namespace:key`) of the title; else the query/param `title`, else `common:routes.<name>`. */
  title?: string;
  /** Reachable without a token (spec §2 public paths). */
  public?: boolean;
  /** Main layout only: hide the bottom tab bar on this page. */
  hideTabs?: boolean;
  /** Secondary layout only: keep the page mounted (state and scroll) when navigating away. */
  keepAlive?: boolean;
};

/** One page of a feature. `load` is called lazily, so the page's code is its own chunk. */
export type AppRoute = {
  path: string;
  meta: RouteMeta;
  load: () => Promise<ComponentType>;
};

/** `lazyPage(() => import('./pages/x-page.tsx'), 'XPage')`: keeps route files short and every page lazy. */
export function lazyPage<M extends Record<string, unknown>>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
): () => Promise<ComponentType> {
  return async () => (await importer())[exportName] as ComponentType;
}
