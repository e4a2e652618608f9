import type { ModuleDefinition } from '../module.ts';
import { dormAllocateHandler, dormCheckHandler } from './dorms.definitions.ts';
import { dormRoutes } from './dorms.routes.ts';
import { seedDormDefinitions, seedDormDemo } from './dorms.seed.ts';
import { allocateDormChange, checkDormChange } from './dorms.service.ts';
import { checkMoveOut, dormMoveOutCheckHandler, dormMoveOutHandler, moveOut } from './dorms-move-out.ts';
import {
  checkHoliday,
  checkMoveIn,
  checkOutside,
  dormHolidayCheckHandler,
  dormMoveInCheckHandler,
  dormMoveInHandler,
  dormOutsideCheckHandler,
  moveIn,
} from './dorms-requests.ts';
import { checkDelay, dormDelayCheckHandler } from './dorms-ssgl.ts';

/** Dormitories (宿舍): rooms and beds, occupancy, room change, move-out. Issue 6 §3, domain-notes §2. */
export const dormsModule: ModuleDefinition = {
  id: 'dorms',
  routeAreas: [{ name: 'dorms', service: 'business', routes: dormRoutes }],
  serviceTasks: {
    [dormCheckHandler]: checkDormChange,
    [dormAllocateHandler]: allocateDormChange,
    [dormMoveOutCheckHandler]: checkMoveOut,
    [dormMoveOutHandler]: moveOut,
    [dormOutsideCheckHandler]: checkOutside,
    [dormHolidayCheckHandler]: checkHoliday,
    [dormMoveInCheckHandler]: checkMoveIn,
    [dormMoveInHandler]: moveIn,
    [dormDelayCheckHandler]: checkDelay,
  },
  seedTenant: seedDormDefinitions,
  seedDemo: seedDormDemo,
};

// Public API for other modules (onboarding): free beds, a student's bed, taking a bed in a transaction.
export { freeBeds } from './dorms.queries.ts';
export { bedOfStudent, placeLabel, takeFreeBed } from './dorms.service.ts';
