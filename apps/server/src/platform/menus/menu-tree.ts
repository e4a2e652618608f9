import type { MenuSeed } from './menu-seed-types.ts';
import {
  activityMenu,
  adminMenu,
  attendanceMenu,
  dailyAffairsMenu,
  disciplineMenu,
  evaluationMenu,
  honorMenu,
  leavingMenu,
  recordsMenu,
} from './menu-tree-affairs.ts';
import { admissionsMenu, communicationMenu, moreServicesMenu, workflowMenu } from './menu-tree-services.ts';
import { aidMenu, dormMenu, feesMenu, onboardingMenu, scholarshipMenu } from './menu-tree-student-life.ts';

/** The mobile system's menu as every new school gets it; administrators may change it afterwards. */
export const mobileMenuTree: readonly MenuSeed[] = [
  workflowMenu,
  communicationMenu,
  onboardingMenu,
  dailyAffairsMenu,
  dormMenu,
  feesMenu,
  scholarshipMenu,
  aidMenu,
  honorMenu,
  disciplineMenu,
  evaluationMenu,
  activityMenu,
  attendanceMenu,
  recordsMenu,
  leavingMenu,
  admissionsMenu,
  moreServicesMenu,
  adminMenu,
];
