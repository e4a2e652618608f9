import { admissionsModule } from './admissions/index.ts';
import { dormsModule } from './dorms/index.ts';
import { healthCheckInModule } from './health-check-in/index.ts';
import { leaveModule } from './leave/index.ts';
import type { ModuleDefinition } from './module.ts';
import { onboardingModule } from './onboarding/index.ts';
import { sealsModule } from './seals/index.ts';
import { whereaboutsModule } from './whereabouts/index.ts';

// Business modules, listed explicitly so all areas are readable in one place (style.md §7.1).
export const modules: ModuleDefinition[] = [
  leaveModule,
  dormsModule,
  admissionsModule,
  onboardingModule,
  whereaboutsModule,
  healthCheckInModule,
  sealsModule,
];
