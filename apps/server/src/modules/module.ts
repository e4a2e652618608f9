import type { PortraitCardKey } from '@campusflow/contracts';
import type { Db } from '../platform/db/database.ts';
import type { RouteArea } from '../platform/http/route-area.ts';
import type { PortraitCardSource } from '../platform/portrait/portrait-sources.ts';
import type { ServiceTaskHandler } from '../platform/workflow/engine-deps.ts';

/** What a business module contributes to the platform (docs/adding-a-module.md). */
export type ModuleDefinition = {
  id: string;
  routeAreas: RouteArea[];
  /**
   * Handlers of the module's BPMN service tasks, by the name its definitions give in cf:handler
   * (e.g. `leave.register`). app.ts registers them once at start-up; they run inside the engine's
   * transaction, and a thrown AppError rolls the whole action back.
   */
  serviceTasks?: Readonly<Record<string, ServiceTaskHandler>>;
  /**
   * The student-portrait cards whose data the module owns (platform/portrait): a source per card key
   * of contracts' `portraitCardKeys`. app.ts registers them once at start-up; the portrait route
   * checks who may see the student before calling a source.
   */
  portraitCards?: Readonly<Partial<Record<PortraitCardKey, PortraitCardSource>>>;
  /** Seeds the module's definitions (menus, forms, processes…) into one tenant. Idempotent. */
  seedTenant?: (db: Db, tenantId: string) => Promise<void>;
  /**
   * Demo rows for the demo university (seed/demo-university.ts), run after its people exist, in the
   * seed's transaction. Never run for real tenants.
   */
  seedDemo?: (db: Db, tenantId: string) => Promise<void>;
};
