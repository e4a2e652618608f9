import type { AppRoute } from '../../../../lib/routing.ts';
import { lazyPage } from '../../../../lib/routing.ts';

// Staff pages of 新生咨询 and the picture gallery. The new student's pages are views of yxxt_lc_index
// (consulting-logic.ts), not routes: a newStudent may open only its three onboarding pages.
export const onboardingConsultingRoutes: AppRoute[] = [
  {
    path: '/xgxt/yx_consulting',
    meta: { name: 'yx_consulting', layout: 'secondary', title: 'onboardingConsulting:yx_consulting' },
    load: lazyPage(() => import('./staff-consulting-page.tsx'), 'StaffConsultingPage'),
  },
  {
    path: '/xgxt/yx_pictures',
    meta: { name: 'yx_pictures', layout: 'secondary', title: 'onboardingConsulting:yx_pictures' },
    load: lazyPage(() => import('./staff-pictures-page.tsx'), 'StaffPicturesPage'),
  },
];
