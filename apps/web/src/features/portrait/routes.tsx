import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The student's own profile is the main layout's dashboardXshx tab; the second route is the teacher's
// view of one student.
export const portraitRoutes: AppRoute[] = [
  {
    path: '/dashboardXshx',
    meta: { name: 'dashboardXshx', layout: 'tabs' },
    load: lazyPage(() => import('./pages/portrait-page.tsx'), 'PortraitPage'),
  },
  {
    path: '/portrait/student/:userId',
    meta: { name: 'studentPortrait', layout: 'secondary', title: 'portrait:title' },
    load: lazyPage(() => import('./pages/student-portrait-page.tsx'), 'StudentPortraitPage'),
  },
];
