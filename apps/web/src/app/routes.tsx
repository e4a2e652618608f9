import { accountRoutes } from '../features/account/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { loginRoutes } from '../features/login/routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes.tsx';
import { systemPagesRoutes } from '../features/system-pages/routes.tsx';
import type { AppRoute } from '../lib/routing.ts';

/** Every feature's pages: one line per feature. */
export const featureRoutes: AppRoute[] = [
  ...loginRoutes,
  ...dashboardRoutes,
  ...onboardingRoutes,
  ...accountRoutes,
  ...systemPagesRoutes,
];
