import type { Locale } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';

/** The pseudo role of super users (spec §3): id ALL, no alias. */
export const allRoleId = 'ALL';

const allRoleName: Record<Locale, string> = {
  'zh-CN': '全部角色权限',
  'zh-TW': '全部角色權限',
  'en-US': 'All role permissions',
  'ja-JP': 'すべてのロール権限',
};

export type RoleInfo = { id: string; name: string; roleAlias: string | null };

export function allRole(locale: Locale): RoleInfo {
  return { id: allRoleId, name: allRoleName[locale], roleAlias: null };
}

/** The roles a user holds in a tenant, in the tenant's order. */
export async function heldRoles(db: Db, tenantId: string, userId: string): Promise<RoleInfo[]> {
  const rows = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select(['r.id', 'r.name', 'r.alias'])
    .where('ur.tenantId', '=', tenantId)
    .where('ur.userId', '=', userId)
    .orderBy('r.sort')
    .orderBy('r.alias')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, roleAlias: r.alias }));
}

/**
 * The role a new session starts with: the user's default role when still held (or ALL for a super
 * user), else the first role held. The client then confirms or picks one with /user/role/switch.
 */
export async function initialRole(
  db: Db,
  tenantId: string,
  user: { id: string; isSuper: boolean; defaultRole: string | null },
): Promise<{ roleId: string | null; allRoles: boolean }> {
  if (user.defaultRole === allRoleId && user.isSuper) return { roleId: null, allRoles: true };
  const roles = await heldRoles(db, tenantId, user.id);
  const preferred = roles.find((r) => r.id === user.defaultRole) ?? roles[0];
  return { roleId: preferred?.id ?? null, allRoles: false };
}
