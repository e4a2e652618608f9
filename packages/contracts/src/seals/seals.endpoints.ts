/**
 * Seal use calls (用印申请; business service, modules/seals). An application is a workflow instance of
 * the process `seal_request` (counsellor → student-affairs office); the office records each use.
 */
export const sealsEndpoints = {
  /** Student: apply; starts the process (the generic start page does the same through the form). */
  apply: { service: 'business', method: 'POST', path: '/seals/apply' },
  /** Student: my applications with their state (list payload). */
  mine: { service: 'business', method: 'POST', path: '/seals/mine' },
  /** Staff: applications of the students in scope (list payload). */
  query: { service: 'business', method: 'POST', path: '/seals/query' },
  /** The tenant's seal types (dictionary seal_type), for the form and the lists. */
  types: { service: 'business', method: 'GET', path: '/seals/types' },
  /**
   * Staff: grouped figures of the applications in scope (`by=college|major|class|type|state|month|day`,
   * at most two; the statistics filters) as a StatsResult, or `?format=csv|xlsx` as a file.
   */
  stats: { service: 'business', method: 'GET', path: '/seals/stats' },
  detail: { service: 'business', method: 'GET', path: '/seals/:id' },
  /** The office records that the seal was used on an approved application (once). */
  use: { service: 'business', method: 'POST', path: '/seals/:id/use' },
} as const;

/** Roles that see the staff side, each within its scope (counsellor: the classes they counsel). */
export const sealsStaffRoles = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;
/** Roles that keep the seals and record their use. */
export const sealsKeeperRoles = ['affairsAdmin', 'tenantAdmin'] as const;
/** The dictionary of seal types; schools edit its items. */
export const sealTypeDictionary = 'seal_type';
