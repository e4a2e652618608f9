import type { Locale, MenuNode } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { mobileSystemCode } from '../tenancy/tenant-defaults.ts';

export type { MenuNode };

/** The system a menu is asked for: the given one of the caller's tenant, else the mobile system. */
export async function resolveSystem(db: Db, tenantId: string, systemId: string | undefined): Promise<string> {
  const row = await db
    .selectFrom('systems')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where((eb) => (systemId ? eb('id', '=', systemId) : eb('code', '=', mobileSystemCode)))
    .executeTakeFirst();
  if (!row) throw new AppError('SYSTEM_NOT_FOUND');
  return row.id;
}

/**
 * The menu tree the session's role may see: entries granted to the role, under parents it may also see
 * (an entry whose parent is hidden is hidden too). A super user in the pseudo role ALL sees everything.
 */
export async function menuTreeFor(
  db: Db,
  auth: Pick<AuthContext, 'tenantId' | 'roleId' | 'allRoles' | 'isSuper'>,
  systemId: string,
  locale: Locale,
): Promise<MenuNode[]> {
  const everything = auth.allRoles && auth.isSuper;
  if (!everything && !auth.roleId) return [];
  let query = db
    .selectFrom('menus as m')
    .select(['m.id', 'm.parentId', 'm.alias', 'm.name', 'm.icon', 'm.defaultUrl'])
    .where('m.tenantId', '=', auth.tenantId)
    .where('m.systemId', '=', systemId);
  if (!everything) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('menuRoles as mr')
          .select('mr.menuId')
          .whereRef('mr.tenantId', '=', 'm.tenantId')
          .whereRef('mr.menuId', '=', 'm.id')
          .where('mr.roleId', '=', auth.roleId as string),
      ),
    );
  }
  const rows = await query.orderBy('m.sort').orderBy('m.alias').execute();
  const nodes = new Map<string, MenuNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        alias: r.alias,
        name: r.name[locale] || r.name['zh-CN'],
        icon: r.icon || 'file-o',
        defaultUrl: r.defaultUrl,
        children: [],
      },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}
