import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Leave and report-back pages (spec §2 "Daily affairs"; route names kept as deep links). Applying and
// reviewing are the workflow feature's generic pages (leave-redirects.tsx).
const redirects = () => import('./pages/leave-redirects.tsx');

const staffPages = () => import('./pages/staff-leaves-page.tsx');
const staffDetail = () => import('./pages/staff-leave-detail-page.tsx');

// Teacher-side pages (rcsw*); the Jsd names are the same pages for 教师: the server's scope comes from the token.
const staffRoute = (name: string, title: string, load: AppRoute['load']): AppRoute[] =>
  [name, `${name}Jsd`].map((n) => ({ path: `/xgxt/${n}`, meta: { name: n, layout: 'secondary', title }, load }));

export const leaveRoutes: AppRoute[] = [
  ...staffRoute('rcswQxj', 'leave:titles.staffList', lazyPage(staffPages, 'StaffLeaveListPage')),
  ...staffRoute(
    'rcswXzcy',
    'leave:onBehalf.title',
    lazyPage(() => import('./pages/on-behalf-page.tsx'), 'OnBehalfPage'),
  ),
  ...staffRoute('rcswQjcy', 'leave:titles.away', lazyPage(staffPages, 'StaffLeaveAwayPage')),
  ...staffRoute('rcswXjdk', 'leave:titles.reportBackCheck', lazyPage(staffPages, 'StaffReportBackCheckPage')),
  ...staffRoute('rcswXjjg', 'leave:titles.reportBackResults', lazyPage(staffPages, 'StaffReportBackResultsPage')),
  ...staffRoute('rcswQjxq', 'leave:titles.detail', lazyPage(staffDetail, 'StaffLeaveDetailPage')),
  ...staffRoute('rcswXjxq', 'leave:titles.reportBackDetail', lazyPage(staffDetail, 'StaffLeaveDetailPage')),
  {
    path: '/xgxt/qxjglQjsq',
    meta: { name: 'qxjglQjsq', layout: 'secondary', title: 'leave:apply' },
    load: lazyPage(redirects, 'LeaveApplyRedirect'),
  },
  {
    path: '/xgxt/qxjglMine',
    meta: { name: 'qxjglMine', layout: 'secondary', title: 'leave:titles.mine' },
    load: lazyPage(() => import('./pages/my-leaves-page.tsx'), 'MyLeavesPage'),
  },
  {
    path: '/xgxt/qxjglXjsq',
    meta: { name: 'qxjglXjsq', layout: 'secondary', title: 'leave:titles.reportBack' },
    load: lazyPage(() => import('./pages/report-back-page.tsx'), 'ReportBackPage'),
  },
  {
    path: '/xgxt/qxjglQxjsh',
    meta: { name: 'qxjglQxjsh', layout: 'secondary', title: 'leave:titles.mine' },
    load: lazyPage(redirects, 'LeaveReviewRedirect'),
  },
  {
    path: '/xgxt/rcswQjtj',
    meta: { name: 'rcswQjtj', layout: 'secondary', title: 'leave:titles.stats' },
    load: lazyPage(() => import('./pages/stats/leave-stats-page.tsx'), 'LeaveStatsPage'),
  },
  {
    path: '/xgxt/rcswXjtj',
    meta: { name: 'rcswXjtj', layout: 'secondary', title: 'leave:titles.reportBackStats' },
    load: lazyPage(() => import('./pages/stats/report-back-stats-page.tsx'), 'ReportBackStatsPage'),
  },
  {
    path: '/xgxt/qxjTj',
    meta: { name: 'qxjTj', layout: 'secondary', title: 'leave:titles.summaryStats' },
    load: lazyPage(() => import('./pages/stats/leave-summary-stats-page.tsx'), 'LeaveSummaryStatsPage'),
  },
  {
    path: '/xgxt/qxjglPassCheck',
    meta: { name: 'qxjglPassCheck', layout: 'secondary', title: 'leave:titles.passCheck' },
    load: lazyPage(() => import('./pages/pass-check-page.tsx'), 'PassCheckPage'),
  },
];
