import type { Db } from '../platform/db/database.ts';
import type { RouteArea } from '../platform/http/route-area.ts';

/** What a business module contributes to the platform (docs/adding-a-module.md). */
export type ModuleDefinition = {
  id: string;
  routeAreas: RouteArea[];
  /** Seeds the module's definitions (menus, forms, processes…) into one tenant. Idempotent. */
  seedTenant?: (db: Db, tenantId: string) => Promise<void>;
};
