import { type Locale, type LocalizedText, roleDisplayName } from '@campusflow/contracts';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.ts';
import type { AuthContext } from './auth-context.ts';
import { preparedQuery } from './prepared-query.ts';
import { allRole, allRoleId, type RoleInfo } from './roles.ts';

export type TenantRef = { id: string; code: string; name: string; designTenantId: string | null };

/** Current user info of spec §3, as GET /user/context returns it. */
export type UserContext = {
  user: { id: string; account: string; isSuper: 'Y' | 'N'; defaultRole: string | null };
  employee: { name: string; status: string } | null;
  mainTenant: TenantRef;
  tenants: TenantRef[];
  tenantId: string;
  designTenantId: string | null;
  systemId: string | null;
  language: string | null;
  isTenantAdmin: boolean;
  role: RoleInfo[];
  /** The role of this session: its id (ALL for the pseudo role) and alias (e.g. student). */
  currentRoleId: string | null;
  userCurrentRole: string | null;
  /** Set while an administrator acts as this user (switch user). */
  actorUserId: string | null;
  restricted: string | null;
};

const localized = (name: LocalizedText, locale: Locale) => name[locale] ?? name['zh-CN'];

const contextRow = preparedQuery(['tenantId', 'userId'], (db, p) =>
  db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .innerJoin('tenants as ht', 'ht.id', 'm.homeTenantId')
    .innerJoin('tenants as t', 't.id', 'm.tenantId')
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.tenantId').onRef('e.userId', '=', 'm.userId'))
    .select((eb) => [
      'u.account',
      'u.isSuper',
      'u.language',
      'u.defaultRole',
      'e.name as employeeName',
      'e.status as employeeStatus',
      'ht.id as homeId',
      'ht.code as homeCode',
      'ht.name as homeName',
      'ht.designTenantId as homeDesign',
      't.designTenantId',
      eb
        .selectFrom('systems as sy')
        .select('sy.id')
        .whereRef('sy.tenantId', '=', 'm.tenantId')
        .orderBy(sql`sy.code = 'mobile'`, 'desc')
        .orderBy('sy.code')
        .limit(1)
        .as('systemId'),
      jsonArrayFrom(
        eb
          .selectFrom('userRoles as ur')
          .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
          .select(['r.id', 'r.name', 'r.alias'])
          .whereRef('ur.tenantId', '=', 'm.tenantId')
          .whereRef('ur.userId', '=', 'm.userId')
          .orderBy('r.sort')
          .orderBy('r.alias'),
      ).as('roles'),
      jsonArrayFrom(
        eb
          .selectFrom('tenantMembers as om')
          .innerJoin('tenants as ot', 'ot.id', 'om.tenantId')
          .select(['ot.id', 'ot.code', 'ot.name', 'ot.designTenantId'])
          .whereRef('om.userId', '=', 'm.userId')
          .where('ot.status', '=', 'active')
          .orderBy('ot.code'),
      ).as('tenants'),
    ])
    .where('m.tenantId', '=', p.tenantId)
    .where('m.userId', '=', p.userId),
);

/**
 * Everything the context needs in one indexed query (the token check is the other one): the user and
 * employee rows, their home tenant, the tenants they belong to, their roles here and the tenant's
 * mobile system. GET /user/context is called on every app start, so it stays lean.
 */
export async function loadUserContext(db: Db, auth: AuthContext, locale: Locale): Promise<UserContext | undefined> {
  const [row] = await contextRow(db, { tenantId: auth.tenantId, userId: auth.userId });
  if (!row) return undefined;

  const roles: RoleInfo[] = row.roles.map((r) => ({
    id: r.id,
    name: roleDisplayName(r.alias, r.name, locale),
    roleAlias: r.alias,
  }));
  if (row.isSuper) roles.push(allRole(locale));
  const current = auth.allRoles ? allRoleId : auth.roleId;
  return {
    user: { id: auth.userId, account: row.account, isSuper: row.isSuper ? 'Y' : 'N', defaultRole: row.defaultRole },
    employee: row.employeeName ? { name: row.employeeName, status: row.employeeStatus ?? 'active' } : null,
    mainTenant: {
      id: row.homeId,
      code: row.homeCode,
      name: localized(row.homeName, locale),
      designTenantId: row.homeDesign,
    },
    tenants: row.tenants.map((t) => ({
      id: t.id,
      code: t.code,
      // JSON aggregation hands jsonb back parsed on both drivers.
      name: localized(t.name as unknown as LocalizedText, locale),
      designTenantId: t.designTenantId,
    })),
    tenantId: auth.tenantId,
    designTenantId: row.designTenantId,
    systemId: row.systemId ?? null,
    language: row.language,
    isTenantAdmin: roles.some((r) => r.roleAlias === 'tenantAdmin'),
    role: roles,
    currentRoleId: current,
    userCurrentRole: auth.allRoles ? null : auth.roleAlias,
    actorUserId: auth.actorUserId,
    restricted: auth.restricted,
  };
}
