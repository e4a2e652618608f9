import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// The landing pages of external logins (spec §2: /authredirect and /dingTalkAuth skip the login check).
export const externalLoginRoutes: AppRoute[] = [
  {
    path: '/authredirect',
    meta: { name: 'authredirect', layout: 'bare', public: true, title: 'externalLogin:authRedirect.title' },
    load: lazyPage(() => import('./pages/auth-redirect-page.tsx'), 'AuthRedirectPage'),
  },
  {
    path: '/dingTalkAuth',
    meta: { name: 'dingTalkAuth', layout: 'bare', public: true, title: 'externalLogin:dingtalkAuth.title' },
    load: lazyPage(() => import('./pages/dingtalk-pages.tsx'), 'DingtalkAuthPage'),
  },
  {
    path: '/dingtalk',
    meta: { name: 'dingtalk', layout: 'secondary', title: 'externalLogin:dingtalk.title' },
    load: lazyPage(() => import('./pages/dingtalk-pages.tsx'), 'DingtalkPage'),
  },
  {
    // Tenant administrators (menu 系统管理 → 登录方式); the admin API refuses everyone else.
    path: '/platform/loginMethods',
    meta: { name: 'loginMethods', layout: 'secondary', title: 'externalLoginAdmin:title' },
    load: lazyPage(() => import('./admin/providers-page.tsx'), 'ProvidersPage'),
  },
];
