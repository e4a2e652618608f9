import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { appConfig } from '../lib/config.ts';
import type { AppRoute, RouteLayout } from '../lib/routing.ts';
import { createGuardLoader } from './guard/guard-loader.ts';
import { BareLayout } from './layouts/bare-layout.tsx';
import { FallbackErrorPage } from './layouts/fallback-error-page.tsx';
import { RedirectPage, RefreshPage } from './layouts/refresh-pages.tsx';
import { RootFallback, RootLayout, RouteError } from './layouts/root-layout.tsx';
import { featureRoutes } from './routes.tsx';

function toRouteObject(r: AppRoute): RouteObject {
  return {
    path: r.path,
    handle: r.meta,
    lazy: async () => ({ Component: await r.load() }),
  };
}

// The error pages belong to the system-pages feature; until it registers them, a plain built-in one
// keeps "unknown → /404" from redirecting forever.
function fallbackErrorRoutes(): RouteObject[] {
  return (['404', '401', '403'] as const)
    .filter((code) => !featureRoutes.some((r) => r.path === `/${code}`))
    .map((code) => ({
      path: `/${code}`,
      handle: { name: code, layout: 'bare', public: code === '403' },
      element: <FallbackErrorPage code={code} />,
    }));
}

function byLayout(layout: RouteLayout): RouteObject[] {
  return featureRoutes.filter((r) => r.meta.layout === layout).map(toRouteObject);
}

export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: RootFallback,
      loader: createGuardLoader(() => routes),
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layouts/main-layout.tsx')).MainLayout }),
          children: [
            { index: true, element: <Navigate to="/dashboard" replace />, handle: { name: 'root', layout: 'tabs' } },
            { path: 'refresh', element: <RefreshPage />, handle: { name: 'refresh', layout: 'tabs' } },
            { path: 'redirect/*', element: <RedirectPage />, handle: { name: 'redirect', layout: 'tabs' } },
            ...byLayout('tabs'),
          ],
        },
        {
          lazy: async () => ({ Component: (await import('./layouts/secondary-layout.tsx')).SecondaryLayout }),
          children: byLayout('secondary'),
        },
        { element: <BareLayout />, children: [...byLayout('bare'), ...fallbackErrorRoutes()] },
        { path: 'xgxt', element: <Navigate to="/xgxt/yxxt_index" replace />, handle: { name: 'xgxt', layout: 'bare' } },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
  return routes;
}

export function createAppRouter() {
  const routes = buildRoutes();
  return appConfig.routerMode === 'history' ? createBrowserRouter(routes) : createHashRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
