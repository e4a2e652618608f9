import { type AppRoute, lazyPage } from '../../lib/routing.ts';
import { onboardingConsultingRoutes } from './pages/consulting/consulting-routes.tsx';
import { onboardingStaffRoutes } from './pages/staff/staff-routes.tsx';

// The new-student area a newStudent is confined to (spec §4). The onboarding issue fills the pages.
export const onboardingRoutes: AppRoute[] = [
  {
    path: '/xgxt/yxxt_index',
    meta: { name: 'yxxt_index', layout: 'bare' },
    load: lazyPage(() => import('./pages/onboarding-index-page.tsx'), 'OnboardingIndexPage'),
  },
  {
    path: '/xgxt/yxxt_lc_index',
    meta: { name: 'yxxt_lc_index', layout: 'secondary' },
    load: lazyPage(() => import('./pages/onboarding-step-page.tsx'), 'OnboardingStepPage'),
  },
  ...onboardingStaffRoutes,
  ...onboardingConsultingRoutes,
];
