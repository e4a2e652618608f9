import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// System pages (404/401/403, locking, nomenu, switch-tenant, switch-environment, iframe, more, demo):
// owned by the system-pages feature; imported by app/routes.tsx. "reset" lives with the account pages.
export const systemPagesRoutes: AppRoute[] = [
  {
    path: '/404',
    meta: { name: '404', layout: 'bare', title: 'systemPages:error.404.title' },
    load: lazyPage(() => import('./pages/error-pages.tsx'), 'NotFoundPage'),
  },
  {
    path: '/401',
    meta: { name: '401', layout: 'bare', title: 'systemPages:error.401.title' },
    load: lazyPage(() => import('./pages/error-pages.tsx'), 'UnauthorizedPage'),
  },
  {
    path: '/403',
    meta: { name: '403', layout: 'bare', public: true, title: 'systemPages:error.403.title' },
    load: lazyPage(() => import('./pages/error-pages.tsx'), 'ForbiddenPage'),
  },
  {
    path: '/locking',
    meta: { name: 'locking', layout: 'bare', title: 'systemPages:locking.title' },
    load: lazyPage(() => import('./pages/status-pages.tsx'), 'LockingPage'),
  },
  {
    path: '/nomenu',
    meta: { name: 'nomenu', layout: 'bare', title: 'systemPages:nomenu.title' },
    load: lazyPage(() => import('./pages/status-pages.tsx'), 'NoMenuPage'),
  },
  {
    path: '/switch-tenant',
    meta: { name: 'switch-tenant', layout: 'secondary', title: 'systemPages:switchTenant.title' },
    load: lazyPage(() => import('./pages/switch-tenant-page.tsx'), 'SwitchTenantPage'),
  },
  {
    path: '/switch-environment',
    meta: { name: 'switch-environment', layout: 'secondary', title: 'systemPages:environment.title' },
    load: lazyPage(() => import('./pages/switch-environment-page.tsx'), 'SwitchEnvironmentPage'),
  },
  {
    path: '/iframe',
    meta: { name: 'iframe', layout: 'secondary', public: true },
    load: lazyPage(() => import('./pages/iframe-page.tsx'), 'IframePage'),
  },
  {
    path: '/next-menu/index',
    meta: { name: 'more', layout: 'secondary', title: 'systemPages:more.title' },
    load: lazyPage(() => import('./pages/more-page.tsx'), 'MorePage'),
  },
  {
    path: '/demo/range-selector-demo',
    meta: { name: 'range-selector-demo', layout: 'secondary', title: 'systemPages:range.title' },
    load: lazyPage(() => import('./pages/range-selector-demo-page.tsx'), 'RangeSelectorDemoPage'),
  },
];
