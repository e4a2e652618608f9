import type { ModuleDefinition } from '../module.ts';
import { seedHealthCheckInDemo } from './health-check-in.demo.ts';
import { healthCheckInRoutes } from './health-check-in.routes.ts';
import { checkInPortraitSource } from './health-check-in-portrait.ts';
import { seedHealthCheckInSettings } from './health-check-in-settings.ts';

/** Daily health check-in (每日健康打卡): issue 6 §2, domain-notes §6. */
export const healthCheckInModule: ModuleDefinition = {
  id: 'health-check-in',
  routeAreas: [{ name: 'health-check-in', service: 'business', routes: healthCheckInRoutes }],
  portraitCards: { checkIn: checkInPortraitSource },
  seedTenant: seedHealthCheckInSettings,
  seedDemo: seedHealthCheckInDemo,
};
