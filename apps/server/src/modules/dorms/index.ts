import type { ModuleDefinition } from '../module.ts';
import { dormAllocateHandler, dormCheckHandler } from './dorms.definitions.ts';
import { dormRoutes } from './dorms.routes.ts';
import { seedDormDefinitions, seedDormDemo } from './dorms.seed.ts';
import { allocateDormChange, checkDormChange } from './dorms.service.ts';

/** Dormitories (宿舍): rooms and beds, occupancy, room change. Issue 6 §3, domain-notes §2. */
export const dormsModule: ModuleDefinition = {
  id: 'dorms',
  routeAreas: [{ name: 'dorms', service: 'business', routes: dormRoutes }],
  serviceTasks: { [dormCheckHandler]: checkDormChange, [dormAllocateHandler]: allocateDormChange },
  seedTenant: seedDormDefinitions,
  seedDemo: seedDormDemo,
};
