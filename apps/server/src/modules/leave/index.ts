import type { ModuleDefinition } from '../module.ts';
import { leaveRegisterHandler } from './leave.definitions.ts';
import { seedLeaveDemo } from './leave.demo.ts';
import { leaveRoutes } from './leave.routes.ts';
import { seedLeaveDefinitions } from './leave.seed.ts';
import { checkLeaveExtension, extendLeave, leaveExtendHandler, leaveExtensionCheckHandler } from './leave-extension.ts';
import { leavePortraitSource } from './leave-portrait.ts';
import { registerLeave } from './leave-register.ts';

/** Leave and report-back (请假/销假): issue 6 §2, domain-notes §6. */
export const leaveModule: ModuleDefinition = {
  id: 'leave',
  routeAreas: [{ name: 'leave', service: 'business', routes: leaveRoutes }],
  serviceTasks: {
    [leaveRegisterHandler]: registerLeave,
    [leaveExtensionCheckHandler]: checkLeaveExtension,
    [leaveExtendHandler]: extendLeave,
  },
  portraitCards: { leave: leavePortraitSource },
  seedTenant: seedLeaveDefinitions,
  seedDemo: seedLeaveDemo,
};
