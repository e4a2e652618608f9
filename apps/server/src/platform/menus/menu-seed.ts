import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { RoleAlias } from '../tenancy/tenant-defaults.ts';
import type { MenuSeed } from './menu-seed-types.ts';

type Flat = { seed: MenuSeed; parentAlias: string | null; sort: number };

function flatten(tree: readonly MenuSeed[], parentAlias: string | null = null): Flat[] {
  return tree.flatMap((seed, index) => [
    { seed, parentAlias, sort: (index + 1) * 10 },
    ...flatten(seed.children, seed.alias),
  ]);
}

/**
 * Writes a menu tree into one system of a tenant, with the roles that see each entry. Idempotent: an
 * entry that exists (same alias) is left as the administrator may have changed it; missing entries
 * and role grants are added. Roles the tenant does not have are skipped.
 */
export async function seedMenuTree(
  db: Db,
  tenantId: string,
  systemId: string,
  roleIds: Partial<Record<RoleAlias, string>>,
  tree: readonly MenuSeed[],
): Promise<void> {
  const flat = flatten(tree);
  const aliases = flat.map((f) => f.seed.alias);
  if (new Set(aliases).size !== aliases.length) throw new Error('menu tree has duplicate aliases');
  const existing = await db
    .selectFrom('menus')
    .select(['id', 'alias'])
    .where('tenantId', '=', tenantId)
    .where('systemId', '=', systemId)
    .execute();
  const ids = new Map(existing.map((m) => [m.alias, m.id]));
  const fresh = flat.filter((f) => !ids.has(f.seed.alias));
  for (const f of fresh) ids.set(f.seed.alias, newId());
  const rows = fresh.map((f) => ({
    tenantId,
    id: ids.get(f.seed.alias) as string,
    systemId,
    parentId: f.parentAlias ? (ids.get(f.parentAlias) ?? null) : null,
    alias: f.seed.alias,
    name: JSON.stringify(f.seed.title),
    icon: f.seed.icon,
    defaultUrl: f.seed.url,
    sort: f.sort,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('menus')
      .values(rows.slice(i, i + 100))
      .onConflict((c) => c.columns(['tenantId', 'systemId', 'alias']).doNothing())
      .execute();
  }
  const grants = flat.flatMap((f) =>
    f.seed.roles.flatMap((alias) => {
      const roleId = roleIds[alias];
      return roleId ? [{ tenantId, menuId: ids.get(f.seed.alias) as string, roleId }] : [];
    }),
  );
  for (let i = 0; i < grants.length; i += 200) {
    await db
      .insertInto('menuRoles')
      .values(grants.slice(i, i + 200))
      .onConflict((c) => c.columns(['tenantId', 'menuId', 'roleId']).doNothing())
      .execute();
  }
}
