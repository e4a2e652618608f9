import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Announcements (spec §2: /notice/index with noticeAdd, noticeDetail, noticeEdit; /twgl/{id} public).
// The detail path is the one inner messages link to (platform/notices: /notice/noticeDetail?id=).
export const noticesRoutes: AppRoute[] = [
  {
    path: '/notice/index',
    meta: { name: 'notice', layout: 'secondary' },
    load: lazyPage(() => import('./pages/notice-list-page.tsx'), 'NoticeListPage'),
  },
  {
    path: '/notice/noticeDetail',
    meta: { name: 'noticeDetail', layout: 'secondary' },
    load: lazyPage(() => import('./pages/notice-detail-page.tsx'), 'NoticeDetailPage'),
  },
  {
    path: '/notice/noticeAdd',
    meta: { name: 'noticeAdd', layout: 'secondary' },
    load: lazyPage(() => import('./pages/notice-edit-page.tsx'), 'NoticeEditPage'),
  },
  {
    path: '/notice/noticeEdit',
    meta: { name: 'noticeEdit', layout: 'secondary' },
    load: lazyPage(() => import('./pages/notice-edit-page.tsx'), 'NoticeEditPage'),
  },
  // The dashboard group's names for the same two pages (spec §2: noticeTzgg, TzggDetail).
  {
    path: '/dashboard/noticeTzgg',
    meta: { name: 'noticeTzgg', layout: 'secondary', title: 'common:routes.notice' },
    load: lazyPage(() => import('./pages/notice-list-page.tsx'), 'NoticeListPage'),
  },
  {
    path: '/dashboard/TzggDetail',
    meta: { name: 'TzggDetail', layout: 'secondary', title: 'common:routes.noticeDetail' },
    load: lazyPage(() => import('./pages/notice-detail-page.tsx'), 'NoticeDetailPage'),
  },
  {
    path: '/twgl/:id',
    meta: { name: 'twgl', layout: 'bare', public: true, title: 'notices:share.title' },
    load: lazyPage(() => import('./pages/notice-share-page.tsx'), 'NoticeSharePage'),
  },
];
