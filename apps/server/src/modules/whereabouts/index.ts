import type { ModuleDefinition } from '../module.ts';
import { seedWhereaboutsDemo } from './whereabouts.demo.ts';
import { whereaboutsRoutes } from './whereabouts.routes.ts';

/**
 * Holiday whereabouts (节假日离返校登记): issue 6 §2, domain-notes §6. No tenant definitions: the
 * pages are in the platform's menu tree and the windows are data the school opens.
 */
export const whereaboutsModule: ModuleDefinition = {
  id: 'whereabouts',
  routeAreas: [{ name: 'whereabouts', service: 'business', routes: whereaboutsRoutes }],
  seedDemo: seedWhereaboutsDemo,
};
