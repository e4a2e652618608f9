import type { Db } from '../db/database.ts';
import { type RelationName, usersInRelation, usersOfGroup, usersOfPosition, usersOfRole } from './org-relations.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * People lookups for the workflow engine, in the shape of platform/workflow's OrgDirectory (structural,
 * so neither folder imports the other): every list sorted, without duplicates, active members only.
 */
export type PeopleDirectory = {
  byRelation(tenantId: string, relation: RelationName, applicantId: string): Promise<string[]>;
  withRole(tenantId: string, alias: string): Promise<string[]>;
  withPosition(tenantId: string, codeOrId: string): Promise<string[]>;
  inGroup(tenantId: string, codeOrId: string): Promise<string[]>;
  existing(tenantId: string, idsOrAccounts: readonly string[]): Promise<string[]>;
  names(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>>;
};

/**
 * The active members of a tenant among ids or account names (seeded definitions name people by
 * account). An account name resolves to the tenant's own user first, as at login.
 */
export async function activeMembersOf(db: Db, tenantId: string, idsOrAccounts: readonly string[]): Promise<string[]> {
  const ids = idsOrAccounts.filter((v) => uuidPattern.test(v));
  const accounts = idsOrAccounts.filter((v) => !uuidPattern.test(v)).map((a) => a.toLowerCase());
  if (ids.length === 0 && accounts.length === 0) return [];
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select(['m.userId', 'm.homeTenantId', 'u.accountLower'])
    .where('m.tenantId', '=', tenantId)
    .where('u.status', '=', 'active')
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('m.userId', 'in', ids)] : []),
        ...(accounts.length > 0 ? [eb('u.accountLower', 'in', accounts)] : []),
      ]),
    )
    .execute();
  const result = new Set(rows.filter((r) => ids.includes(r.userId)).map((r) => r.userId));
  for (const account of accounts) {
    const matches = rows.filter((r) => r.accountLower === account);
    const chosen = matches.find((r) => r.homeTenantId === tenantId) ?? matches[0];
    if (chosen) result.add(chosen.userId);
  }
  return [...result].sort();
}

/** Display names (the employee name, else the account) of members of a tenant. */
export async function displayNames(db: Db, tenantId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter((id) => uuidPattern.test(id));
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.homeTenantId').onRef('e.userId', '=', 'm.userId'))
    .select(['m.userId', 'u.account', 'e.name'])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', 'in', ids)
    .execute();
  for (const r of rows) names.set(r.userId, r.name ?? r.account);
  return names;
}

export function orgPeopleDirectory(db: Db): PeopleDirectory {
  return {
    byRelation: (tenantId, relation, applicantId) => usersInRelation(db, tenantId, relation, applicantId),
    withRole: (tenantId, alias) => usersOfRole(db, tenantId, alias),
    withPosition: (tenantId, codeOrId) => usersOfPosition(db, tenantId, codeOrId),
    inGroup: (tenantId, codeOrId) => usersOfGroup(db, tenantId, codeOrId),
    existing: (tenantId, idsOrAccounts) => activeMembersOf(db, tenantId, idsOrAccounts),
    names: (tenantId, userIds) => displayNames(db, tenantId, userIds),
  };
}
