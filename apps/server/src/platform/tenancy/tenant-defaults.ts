import type { LocalizedText } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

/** The roles every school starts with; aliases are wire values (spec §3, §6), names are shown to admins. */
export const standardRoles = [
  { alias: 'student', name: '学生' },
  { alias: 'newStudent', name: '新生' },
  { alias: 'teacher', name: '教师' },
  { alias: 'counsellor', name: '辅导员' },
  { alias: 'collegeAdmin', name: '学院管理员' },
  { alias: 'affairsAdmin', name: '学工管理员' },
  { alias: 'tenantAdmin', name: '租户管理员' },
] as const;

export type RoleAlias = (typeof standardRoles)[number]['alias'];

export const mobileSystemCode = 'mobile';
const mobileSystemName: LocalizedText = {
  'zh-CN': '移动端',
  'zh-TW': '行動端',
  'en-US': 'Mobile',
  'ja-JP': 'モバイル',
};

/**
 * The first step of seeding a tenant: the mobile system and the standard roles. Idempotent. Call
 * seedNewTenant (tenant-seeding.ts), which adds menus, public settings and the module seeders.
 */
export async function seedTenantDefaults(
  db: Db,
  tenantId: string,
): Promise<{ systemId: string; roleIds: Record<RoleAlias, string> }> {
  await db
    .insertInto('systems')
    .values({ tenantId, id: newId(), code: mobileSystemCode, name: JSON.stringify(mobileSystemName) })
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
  const system = await db
    .selectFrom('systems')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', mobileSystemCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roles')
    .values(standardRoles.map((r, sort) => ({ tenantId, id: newId(), alias: r.alias, name: r.name, sort })))
    .onConflict((c) => c.columns(['tenantId', 'alias']).doNothing())
    .execute();
  const roles = await db.selectFrom('roles').select(['id', 'alias']).where('tenantId', '=', tenantId).execute();
  const roleIds = Object.fromEntries(roles.map((r) => [r.alias, r.id])) as Record<RoleAlias, string>;
  return { systemId: system.id, roleIds };
}
