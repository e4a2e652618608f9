import { modules } from '../modules/index.ts';
import type { TenantSeeder } from '../platform/tenancy/tenant-seeding.ts';

/**
 * The business modules' tenant seeders, in the order of modules/index.ts. The platform never imports
 * modules, so app.ts hands this list to tenant registration (app.tenantSeeders) and the demo seed
 * passes it to seedNewTenant itself (docs/tenancy.md).
 */
export const moduleTenantSeeders: readonly TenantSeeder[] = modules.flatMap((m) =>
  m.seedTenant ? [m.seedTenant] : [],
);

/** The modules' demo-data seeders (ModuleDefinition.seedDemo), run by the demo seed after its people. */
export const moduleDemoSeeders: readonly TenantSeeder[] = modules.flatMap((m) => (m.seedDemo ? [m.seedDemo] : []));
