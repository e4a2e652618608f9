import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The BPM screens of spec §2 (/bpmn/…); the paths are the spec's. Two more the spec leaves open:
// the start form (/bpmn/newProcess/start) and the CC'd-to-me list (/bpmn/copied/index).
const pending = () => import('./pages/pending-pages.tsx');
const requests = () => import('./pages/request-pages.tsx');

export const workflowRoutes: AppRoute[] = [
  {
    path: '/bpmn/pending/index',
    meta: { name: 'pending', layout: 'secondary', title: 'workflow:titles.pending' },
    load: lazyPage(pending, 'PendingPage'),
  },
  {
    path: '/bpmn/pending-matter/index',
    meta: { name: 'pendingMatter', layout: 'secondary', title: 'workflow:titles.pendingMatter' },
    load: lazyPage(pending, 'PendingMatterPage'),
  },
  {
    path: '/bpmn/completed/index',
    meta: { name: 'completed', layout: 'secondary', title: 'workflow:titles.completed' },
    load: lazyPage(requests, 'CompletedPage'),
  },
  {
    path: '/bpmn/handled/index',
    meta: { name: 'handled', layout: 'secondary', title: 'workflow:titles.handled' },
    load: lazyPage(requests, 'HandledPage'),
  },
  {
    path: '/bpmn/myRequest/index',
    meta: { name: 'myRequest', layout: 'secondary', title: 'workflow:titles.myRequest' },
    load: lazyPage(requests, 'MyRequestPage'),
  },
  {
    path: '/bpmn/newProcess/index',
    meta: { name: 'newProcess', layout: 'secondary', title: 'workflow:titles.newProcess' },
    load: lazyPage(() => import('./pages/new-process-page.tsx'), 'NewProcessPage'),
  },
  {
    path: '/bpmn/newProcess/start',
    meta: { name: 'newProcessStart', layout: 'secondary', title: 'workflow:titles.start' },
    load: lazyPage(() => import('./pages/start-page.tsx'), 'StartPage'),
  },
  {
    path: '/bpmn/myDraft/index',
    meta: { name: 'myDraft', layout: 'secondary', title: 'workflow:titles.myDraft' },
    load: lazyPage(() => import('./pages/my-draft-page.tsx'), 'MyDraftPage'),
  },
  {
    path: '/bpmn/myRevoke/index',
    meta: { name: 'myRevoke', layout: 'secondary', title: 'workflow:titles.myRevoke' },
    load: lazyPage(requests, 'MyRevokePage'),
  },
  {
    path: '/bpmn/myCompleted/index',
    meta: { name: 'myCompleted', layout: 'secondary', title: 'workflow:titles.myCompleted' },
    load: lazyPage(requests, 'MyCompletedPage'),
  },
  {
    path: '/bpmn/taskChange/index',
    meta: { name: 'taskChange', layout: 'secondary', title: 'workflow:titles.taskChange' },
    load: lazyPage(requests, 'TaskChangePage'),
  },
  {
    path: '/bpmn/taskChangeDetail',
    meta: { name: 'taskChangeDetail', layout: 'secondary', title: 'workflow:titles.taskChangeDetail' },
    load: lazyPage(() => import('./pages/task-change-detail-page.tsx'), 'TaskChangeDetailPage'),
  },
  {
    path: '/bpmn/copied/index',
    meta: { name: 'copied', layout: 'secondary', title: 'workflow:titles.copied' },
    load: lazyPage(requests, 'CopiedPage'),
  },
  {
    path: '/bpmn/detail',
    meta: { name: 'detail', layout: 'secondary', title: 'workflow:titles.detail' },
    load: lazyPage(() => import('./pages/detail-page.tsx'), 'DetailPage'),
  },
];
