import type { Locale, MenuNode, WorkbenchApp } from '@campusflow/contracts';
import { pinyin } from 'pinyin-pro';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { menuTreeFor, resolveSystem } from '../menus/menus.service.ts';

// The application centre is the user's menu (menus own it; we only read menuTreeFor): every entry with
// a page is an app, grouped under its top-level menu. "My apps" are menu ids stored per user.

/** Pinyin initials of a name ("张老师" → "zls"), for search. */
export function initialsOf(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();
}

function toApp(node: MenuNode): WorkbenchApp {
  return {
    menuId: node.id,
    alias: node.alias,
    name: node.name,
    icon: node.icon,
    url: node.defaultUrl ?? '',
    initials: initialsOf(node.name),
  };
}

function leaves(node: MenuNode): MenuNode[] {
  const own = node.defaultUrl ? [node] : [];
  return [...own, ...node.children.flatMap(leaves)];
}

export async function appGroups(db: Db, auth: AuthContext, locale: Locale) {
  const systemId = await resolveSystem(db, auth.tenantId, undefined);
  const tree = await menuTreeFor(db, auth, systemId, locale);
  return tree
    .map((top) => ({ id: top.id, name: top.name, apps: leaves(top).map(toApp) }))
    .filter((g) => g.apps.length > 0);
}

/** The user's collected apps in their order, keeping only those their current role still reaches. */
export async function myApps(db: Db, auth: AuthContext, reachable: WorkbenchApp[]): Promise<WorkbenchApp[]> {
  const rows = await db
    .selectFrom('workbenchApps')
    .select('menuId')
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .orderBy('sort')
    .execute();
  const byId = new Map(reachable.map((a) => [a.menuId, a]));
  return rows.flatMap((r) => byId.get(r.menuId) ?? []);
}

export async function collectApp(db: Db, auth: AuthContext, menuId: string, reachable: WorkbenchApp[], now: Date) {
  // Only an app of the user's own menu (E2: a foreign or hidden menu id is "not found").
  if (!reachable.some((a) => a.menuId === menuId)) throw new AppError('NOT_FOUND');
  const last = await db
    .selectFrom('workbenchApps')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .executeTakeFirst();
  await db
    .insertInto('workbenchApps')
    .values({ tenantId: auth.tenantId, userId: auth.userId, menuId, sort: Number(last?.max ?? 0) + 1, createdAt: now })
    .onConflict((oc) => oc.columns(['tenantId', 'userId', 'menuId']).doNothing())
    .execute();
}

export async function removeApp(db: Db, auth: AuthContext, menuId: string): Promise<void> {
  await db
    .deleteFrom('workbenchApps')
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .where('menuId', '=', menuId)
    .execute();
}

/** Sets the order of the listed apps (ids not collected are ignored). */
export async function reorderApps(db: Db, auth: AuthContext, menuIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [sort, menuId] of menuIds.entries()) {
      await trx
        .updateTable('workbenchApps')
        .set({ sort: sort + 1 })
        .where('tenantId', '=', auth.tenantId)
        .where('userId', '=', auth.userId)
        .where('menuId', '=', menuId)
        .execute();
    }
  });
}
