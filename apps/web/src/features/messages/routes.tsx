import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The messages tab, the inbox and the jump from a message (spec §2 "Main layout", "Other routes").
export const messagesRoutes: AppRoute[] = [
  {
    path: '/dashboardMessage',
    meta: { name: 'dashboardMessage', layout: 'tabs' },
    load: lazyPage(() => import('./pages/messages-tab-page.tsx'), 'MessagesTabPage'),
  },
  {
    path: '/message/inner/receive',
    meta: { name: 'messageInnerReceive', layout: 'secondary', title: 'messages:inboxTitle' },
    load: lazyPage(() => import('./pages/inbox-page.tsx'), 'InboxPage'),
  },
  {
    path: '/message-jump',
    meta: { name: 'message-jump', layout: 'bare', public: true, title: 'messages:jumpTitle' },
    load: lazyPage(() => import('./pages/message-jump-page.tsx'), 'MessageJumpPage'),
  },
];
