import { sql } from 'kysely';
import { ensureSecurityQuestions } from '../account/index.ts';
import type { Db } from '../db/database.ts';
import { seedStandardProcessForms } from '../forms/standard-process-forms.ts';
import { seedMenuTree } from '../menus/menu-seed.ts';
import { mobileMenuTree } from '../menus/menu-tree.ts';
import { seedSysConfigDefaults } from '../sys-config/sys-config.service.ts';
import { deployStandardProcesses } from '../workflow/seed-processes.ts';
import { type RoleAlias, seedTenantDefaults } from './tenant-defaults.ts';

/**
 * Seeds one tenant with what a part of the product needs (menus, forms, processes, dictionaries…).
 * Idempotent, and given the transaction's handle: it runs inside the tenant's creation.
 */
export type TenantSeeder = (db: Db, tenantId: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The seeders of the business modules, set by app.ts from modules/index.ts. The platform runs them
     * for every new tenant without importing a module (docs/tenancy.md).
     */
    tenantSeeders: readonly TenantSeeder[];
  }
}

export type SeededTenant = { systemId: string; roleIds: Record<RoleAlias, string> };

/**
 * Everything a new school needs before its first login, in order: the platform defaults (mobile
 * system, standard roles), the menu tree of spec §2 with its role grants, the public settings, the
 * default security questions, then each module seeder. (Built-in dictionaries are added on first read by
 * platform/dictionaries, in a transaction of their own.) The demo seed and tenant registration both call this; run it in a transaction.
 */
export async function seedNewTenant(
  db: Db,
  tenantId: string,
  moduleSeeders: readonly TenantSeeder[],
): Promise<SeededTenant> {
  // Two instances starting at once must not seed the same tenant side by side (held to commit).
  await sql`select pg_advisory_xact_lock(hashtext(${`campusflow.tenant-seed.${tenantId}`}))`.execute(db);
  const defaults = await seedTenantDefaults(db, tenantId);
  await seedMenuTree(db, tenantId, defaults.systemId, defaults.roleIds, mobileMenuTree);
  await seedSysConfigDefaults(db, tenantId);
  await ensureSecurityQuestions(db, tenantId);
  await seedStandardProcessForms(db, tenantId, new Date());
  await deployStandardProcesses(db, tenantId, new Date());
  for (const seed of moduleSeeders) await seed(db, tenantId);
  return defaults;
}

/**
 * Runs seedNewTenant again for every active tenant, one transaction each, so definitions added since a
 * tenant was created (a new menu entry, a new module's seeder) reach it on the next start. Idempotent:
 * what exists, including an administrator's edits, is left alone.
 */
export async function refreshTenantDefinitions(db: Db, moduleSeeders: readonly TenantSeeder[]): Promise<number> {
  const tenants = await db.selectFrom('tenants').select('id').where('status', '=', 'active').orderBy('id').execute();
  for (const tenant of tenants) {
    await db.transaction().execute((trx) => seedNewTenant(trx, tenant.id, moduleSeeders));
  }
  return tenants.length;
}
