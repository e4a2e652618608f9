import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Daily health check-in (spec §2 "Daily affairs"; route names kept as deep links, the menus point at them).
export const healthCheckInRoutes: AppRoute[] = [
  {
    path: '/xgxt/qxjglYqdk',
    meta: { name: 'qxjglYqdk', layout: 'secondary', title: 'healthCheckIn:titles.checkIn' },
    load: lazyPage(() => import('./pages/check-in-page.tsx'), 'CheckInPage'),
  },
  {
    path: '/xgxt/yqdk_mrtj',
    meta: { name: 'yqdk_mrtj', layout: 'secondary', title: 'healthCheckIn:titles.daily' },
    load: lazyPage(() => import('./pages/daily-stats-page.tsx'), 'DailyStatsPage'),
  },
  {
    path: '/xgxt/yqdk_xxtj',
    meta: { name: 'yqdk_xxtj', layout: 'secondary', title: 'healthCheckIn:titles.summary' },
    load: lazyPage(() => import('./pages/range-stats-page.tsx'), 'RangeStatsPage'),
  },
  {
    path: '/xgxt/yqdk_xxcx',
    meta: { name: 'yqdk_xxcx', layout: 'secondary', title: 'healthCheckIn:titles.query' },
    load: lazyPage(() => import('./pages/query-page.tsx'), 'QueryPage'),
  },
];
