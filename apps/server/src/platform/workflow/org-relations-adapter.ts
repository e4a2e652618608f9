import type { Db } from '../db/database.ts';
import { orgPeopleDirectory } from '../org/org-directory.ts';
import type { OrgRelation } from './graph.ts';

/**
 * Everything the engine needs to know about people and the organisation, kept this small so that
 * platform/org stands behind it without the engine knowing its tables, and tests can pass a fake.
 */
export type OrgDirectory = {
  /** The applicant's counsellor(s), college administrator(s) or the student-affairs office. */
  byRelation(tenantId: string, relation: OrgRelation, applicantId: string): Promise<string[]>;
  /** Role by alias, position and group by code (or id). */
  withRole(tenantId: string, alias: string): Promise<string[]>;
  withPosition(tenantId: string, codeOrId: string): Promise<string[]>;
  inGroup(tenantId: string, codeOrId: string): Promise<string[]>;
  /** The active users of the tenant among these ids or accounts (user rules, nodeUsers, transfers). */
  existing(tenantId: string, userIds: readonly string[]): Promise<string[]>;
  names(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>>;
};

/**
 * The directory over the platform tables: platform/org's people lookups (orgs, counsellor_classes,
 * user_roles, positions, groups, tenant members), which have exactly this shape.
 */
export function dbOrgDirectory(db: Db): OrgDirectory {
  return orgPeopleDirectory(db);
}
