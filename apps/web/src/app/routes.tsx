import { accountRoutes } from '../features/account/routes.tsx';
import { admissionsRoutes } from '../features/admissions/routes.tsx';
import { contactsRoutes } from '../features/contacts/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { dataTemplatesRoutes } from '../features/data-templates/routes.tsx';
import { dormsRoutes } from '../features/dorms/routes.tsx';
import { externalLoginRoutes } from '../features/external-login/routes.tsx';
import { formsRoutes } from '../features/forms/routes.tsx';
import { healthCheckInRoutes } from '../features/health-check-in/routes.tsx';
import { leaveRoutes } from '../features/leave/routes.tsx';
import { loginRoutes } from '../features/login/routes.tsx';
import { messagesRoutes } from '../features/messages/routes.tsx';
import { noticesRoutes } from '../features/notices/routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes.tsx';
import { portraitRoutes } from '../features/portrait/routes.tsx';
import { sealsRoutes } from '../features/seals/routes.tsx';
import { systemPagesRoutes } from '../features/system-pages/routes.tsx';
import { whereaboutsRoutes } from '../features/whereabouts/routes.tsx';
import { workflowRoutes } from '../features/workflow/routes.tsx';
import type { AppRoute } from '../lib/routing.ts';

/** Every feature's pages: one line per feature. */
export const featureRoutes: AppRoute[] = [
  ...loginRoutes,
  ...externalLoginRoutes,
  ...dashboardRoutes,
  ...onboardingRoutes,
  ...accountRoutes,
  ...systemPagesRoutes,
  ...leaveRoutes,
  ...dormsRoutes,
  ...noticesRoutes,
  ...contactsRoutes,
  ...portraitRoutes,
  ...workflowRoutes,
  ...messagesRoutes,
  ...formsRoutes,
  ...dataTemplatesRoutes,
  ...admissionsRoutes,
  ...whereaboutsRoutes,
  ...healthCheckInRoutes,
  ...sealsRoutes,
];
