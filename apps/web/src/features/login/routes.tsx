import { type AppRoute, lazyPage } from '../../lib/routing.ts';

export const loginRoutes: AppRoute[] = [
  {
    path: '/login',
    meta: { name: 'login', layout: 'bare', public: true },
    load: lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage'),
  },
];
