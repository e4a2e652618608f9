import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Seal use (spec §2 "Daily affairs"; route names kept as deep links, the menus point at them). Applying
// and approving are the workflow feature's generic pages (start form seal_request, the to-do list).
export const sealsRoutes: AppRoute[] = [
  {
    path: '/xgxt/yysq',
    meta: { name: 'yysq', layout: 'secondary', title: 'seals:titles.mine' },
    load: lazyPage(() => import('./pages/my-seals-page.tsx'), 'MySealsPage'),
  },
  {
    path: '/xgxt/yygl',
    meta: { name: 'yygl', layout: 'secondary', title: 'seals:titles.manage' },
    load: lazyPage(() => import('./pages/manage-seals-page.tsx'), 'ManageSealsPage'),
  },
];
