import type { ModuleDefinition } from '../module.ts';
import { onboardingConsultingRoutes } from './consulting.routes.ts';
import { onboardingStudentRoutes } from './onboarding.routes.ts';
import { seedOnboardingDefinitions, seedOnboardingDemo } from './onboarding.seed.ts';
import { onboardingStaffRoutes } from './staff-routes.ts';

/** New-student onboarding (迎新): steps, submissions, bed choice, completion → student. Issue 7 §1–2. */
export const onboardingModule: ModuleDefinition = {
  id: 'onboarding',
  routeAreas: [
    { name: 'onboarding', service: 'business', routes: onboardingStudentRoutes },
    { name: 'onboarding-staff', service: 'business', routes: onboardingStaffRoutes },
    { name: 'onboarding-consulting', service: 'business', routes: onboardingConsultingRoutes },
  ],
  seedTenant: seedOnboardingDefinitions,
  seedDemo: seedOnboardingDemo,
};

export {
  assignOnboardingBed,
  bedChoice,
} from './onboarding-beds.ts';
export {
  completeIfDone,
  ensureOnboardingStudent,
  stepSettings,
  studentStepStates,
  syncOnboardingStudents,
} from './onboarding-public.ts';
