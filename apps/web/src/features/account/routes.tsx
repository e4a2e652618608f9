import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Account screens (my page, user info, change password, security questions, forgotten password,
// language, help, about): owned by the account feature; imported by app/routes.tsx.
export const accountRoutes: AppRoute[] = [
  {
    path: '/my/index',
    meta: { name: 'my', layout: 'tabs' },
    load: lazyPage(() => import('./pages/my-page.tsx'), 'MyPage'),
  },
  {
    path: '/my/userInfo',
    meta: { name: 'userInfo', layout: 'secondary', title: 'account:my.userInfo' },
    load: lazyPage(() => import('./pages/user-info-page.tsx'), 'UserInfoPage'),
  },
  {
    path: '/my/changePassword',
    meta: { name: 'changePassword', layout: 'secondary', title: 'account:my.changePassword' },
    load: lazyPage(() => import('./pages/change-password-page.tsx'), 'ChangePasswordPage'),
  },
  // The same page for a new student, who is confined to the yxxt_* pages (spec §2, §4).
  {
    path: '/xgxt/yxxt_changePassword',
    meta: { name: 'yxxt_changePassword', layout: 'secondary' },
    load: lazyPage(() => import('./pages/change-password-page.tsx'), 'ChangePasswordPage'),
  },
  {
    path: '/my/Security',
    meta: { name: 'Security', layout: 'secondary', title: 'account:my.security' },
    load: lazyPage(() => import('./pages/security-page.tsx'), 'SecurityPage'),
  },
  {
    path: '/my/language',
    meta: { name: 'language', layout: 'secondary', title: 'account:my.language' },
    load: lazyPage(() => import('./pages/language-page.tsx'), 'LanguagePage'),
  },
  {
    path: '/my/help',
    meta: { name: 'help', layout: 'secondary', title: 'account:my.help' },
    load: lazyPage(() => import('./pages/info-pages.tsx'), 'HelpPage'),
  },
  {
    path: '/my/aboutUs',
    meta: { name: 'aboutUs', layout: 'secondary', title: 'account:my.aboutUs' },
    load: lazyPage(() => import('./pages/info-pages.tsx'), 'AboutUsPage'),
  },
  {
    path: '/my/about',
    meta: { name: 'about', layout: 'secondary', title: 'account:my.about' },
    load: lazyPage(() => import('./pages/info-pages.tsx'), 'AboutPage'),
  },
  {
    path: '/forget_password',
    meta: { name: 'forget_password', layout: 'bare', public: true, title: 'account:forget.title' },
    load: lazyPage(() => import('./pages/forget-password-page.tsx'), 'ForgetPasswordPage'),
  },
  {
    path: '/forget_password_question',
    meta: { name: 'forget_password_question', layout: 'bare', public: true, title: 'account:forget.byQuestion' },
    load: lazyPage(() => import('./pages/forget-password-question-page.tsx'), 'ForgetPasswordQuestionPage'),
  },
  {
    path: '/forget_password_phone',
    meta: { name: 'forget_password_phone', layout: 'bare', public: true, title: 'account:forget.byPhone' },
    load: lazyPage(() => import('./pages/forget-password-code-page.tsx'), 'ForgetPasswordPhonePage'),
  },
  {
    path: '/forget_password_mailbox',
    meta: { name: 'forget_password_mailbox', layout: 'bare', public: true, title: 'account:forget.byMail' },
    load: lazyPage(() => import('./pages/forget-password-code-page.tsx'), 'ForgetPasswordMailboxPage'),
  },
  {
    path: '/reset_password',
    meta: { name: 'reset_password', layout: 'bare', public: true, title: 'account:forget.resetTitle' },
    load: lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: '/reset',
    meta: { name: 'reset', layout: 'bare', public: true, title: 'account:expired.title' },
    load: lazyPage(() => import('./pages/expired-password-page.tsx'), 'ExpiredPasswordPage'),
  },
];
