import type { ModuleDefinition } from '../module.ts';
import { sealRegisterHandler } from './seals.definitions.ts';
import { seedSealDemo } from './seals.demo.ts';
import { sealsRoutes } from './seals.routes.ts';
import { seedSealDefinitions } from './seals.seed.ts';
import { registerSeal } from './seals-register.ts';

/** Seal use (用印申请): issue 6 §2, domain-notes §6. */
export const sealsModule: ModuleDefinition = {
  id: 'seals',
  routeAreas: [{ name: 'seals', service: 'business', routes: sealsRoutes }],
  serviceTasks: { [sealRegisterHandler]: registerSeal },
  seedTenant: seedSealDefinitions,
  seedDemo: seedSealDemo,
};
