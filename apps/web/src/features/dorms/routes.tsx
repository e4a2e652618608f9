import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Dormitory pages (spec §2 "Dormitory, student side / teacher side"; route names kept as deep links).
export const dormsRoutes: AppRoute[] = [
  {
    path: '/xgxt/studentLive',
    meta: { name: 'studentLive', layout: 'secondary', title: 'dorms:titles.mine' },
    load: lazyPage(() => import('./pages/my-dorm-page.tsx'), 'MyDormPage'),
  },
  {
    path: '/xgxt/changingDormitory',
    meta: { name: 'changingDormitory', layout: 'secondary', title: 'dorms:titles.change' },
    load: lazyPage(() => import('./pages/change-dorm-page.tsx'), 'ChangeDormPage'),
  },
  {
    path: '/xgxt/studentOccupancy',
    meta: { name: 'studentOccupancy', layout: 'secondary', title: 'dorms:titles.occupancy' },
    load: lazyPage(() => import('./pages/occupancy-page.tsx'), 'OccupancyPage'),
  },
  {
    path: '/xgxt/reviewDormitoryChange',
    meta: { name: 'reviewDormitoryChange', layout: 'secondary', title: 'dorms:titles.change' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/checkOut',
    meta: { name: 'checkOut', layout: 'secondary', title: 'dorms:titles.moveOut' },
    load: lazyPage(() => import('./pages/move-out-page.tsx'), 'MoveOutPage'),
  },
  {
    path: '/xgxt/reviewCheckOut',
    meta: { name: 'reviewCheckOut', layout: 'secondary', title: 'dorms:titles.moveOut' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
];
