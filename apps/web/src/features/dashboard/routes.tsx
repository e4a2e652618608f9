import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The main layout's tab pages. The workbench issue replaces the placeholders.
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    meta: { name: 'dashboard', layout: 'tabs' },
    load: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: '/dashboardMessage',
    meta: { name: 'dashboardMessage', layout: 'tabs' },
    load: lazyPage(() => import('./pages/dashboard-message-page.tsx'), 'DashboardMessagePage'),
  },
  {
    path: '/dashboardXshx',
    meta: { name: 'dashboardXshx', layout: 'tabs' },
    load: lazyPage(() => import('./pages/dashboard-portrait-page.tsx'), 'DashboardPortraitPage'),
  },
];
