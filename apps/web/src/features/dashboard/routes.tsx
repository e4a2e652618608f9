import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The home tab and the dashboard group of spec §2 (applicationCenter,
// myAppcollect, manageGlzt, GlztDetail; noticeTzgg/TzggDetail are the announcements feature's).
// The messages tab lives in features/messages, the student-profile tab (dashboardXshx) in features/portrait.
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    meta: { name: 'dashboard', layout: 'tabs' },
    load: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: '/dashboard/applicationCenter',
    meta: { name: 'applicationCenter', layout: 'secondary', title: 'dashboard:routes.applicationCenter' },
    load: lazyPage(() => import('./pages/application-center-page.tsx'), 'ApplicationCenterPage'),
  },
  {
    path: '/dashboard/myAppcollect',
    meta: { name: 'myAppcollect', layout: 'secondary', title: 'dashboard:routes.myAppcollect' },
    load: lazyPage(() => import('./pages/my-app-collect-page.tsx'), 'MyAppCollectPage'),
  },
  {
    path: '/dashboard/manageGlzt',
    meta: { name: 'manageGlzt', layout: 'secondary', title: 'dashboard:routes.manageGlzt' },
    load: lazyPage(() => import('./pages/manage-topics-page.tsx'), 'ManageTopicsPage'),
  },
  {
    path: '/dashboard/GlztDetail',
    meta: { name: 'GlztDetail', layout: 'secondary', title: 'dashboard:routes.GlztDetail' },
    load: lazyPage(() => import('./pages/topic-detail-page.tsx'), 'TopicDetailPage'),
  },
];
