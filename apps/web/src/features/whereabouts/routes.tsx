import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Holiday whereabouts (spec §2 "Daily affairs"; route names kept as deep links, the menus point at them).
export const whereaboutsRoutes: AppRoute[] = [
  {
    path: '/xgxt/jjrlfxQxdj',
    meta: { name: 'jjrlfxQxdj', layout: 'secondary', title: 'whereabouts:titles.register' },
    load: lazyPage(() => import('./pages/register-page.tsx'), 'RegisterPage'),
  },
  {
    path: '/xgxt/jjrlfxDjxx',
    meta: { name: 'jjrlfxDjxx', layout: 'secondary', title: 'whereabouts:titles.mine' },
    load: lazyPage(() => import('./pages/my-records-page.tsx'), 'MyRecordsPage'),
  },
  {
    path: '/xgxt/jjrlfxFxdj',
    meta: { name: 'jjrlfxFxdj', layout: 'secondary', title: 'whereabouts:titles.returned' },
    load: lazyPage(() => import('./pages/return-page.tsx'), 'ReturnPage'),
  },
  {
    path: '/xgxt/jjrlfxCheck',
    meta: { name: 'jjrlfxCheck', layout: 'secondary', title: 'whereabouts:titles.check' },
    load: lazyPage(() => import('./pages/check-page.tsx'), 'CheckPage'),
  },
  {
    path: '/xgxt/jjrlfxDetail',
    meta: { name: 'jjrlfxDetail', layout: 'secondary', title: 'whereabouts:titles.detail' },
    load: lazyPage(() => import('./pages/detail-page.tsx'), 'DetailPage'),
  },
];
