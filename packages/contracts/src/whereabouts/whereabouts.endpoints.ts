/**
 * Holiday whereabouts calls (节假日离返校登记; business service, modules/whereabouts). The school opens
 * a registration window for a holiday; students register staying or leaving and, after the break,
 * their return; staff see who has not registered and remind them.
 */
export const whereaboutsEndpoints = {
  /** Windows of the tenant, newest first (list payload); everyone logged in. */
  windows: { service: 'business', method: 'POST', path: '/whereabouts/windows/query' },
  /** Staff of the school: open a window. */
  open: { service: 'business', method: 'POST', path: '/whereabouts/windows' },
  /** One window with the caller's own registration (student) or the scope's figures (staff). */
  window: { service: 'business', method: 'GET', path: '/whereabouts/windows/:id' },
  /** Student: register (or change the registration) while the window is open. */
  register: { service: 'business', method: 'POST', path: '/whereabouts/windows/:id/register' },
  /** Student: the return registration (返校登记) after the break. */
  returned: { service: 'business', method: 'POST', path: '/whereabouts/windows/:id/return' },
  /** The caller's registrations over every window (list payload). */
  mine: { service: 'business', method: 'POST', path: '/whereabouts/mine' },
  /** Staff: registrations of the students in scope (list payload). */
  records: { service: 'business', method: 'POST', path: '/whereabouts/windows/:id/records' },
  /** Staff: students in scope who have not registered (list payload). */
  missing: { service: 'business', method: 'POST', path: '/whereabouts/windows/:id/missing' },
  /** Staff: remind every student in scope who has not registered (an inner message each). */
  remind: { service: 'business', method: 'POST', path: '/whereabouts/windows/:id/remind' },
  /** Staff: the registrations in scope as CSV (UTF-8 with BOM, opens in Excel) or `?format=xlsx`. */
  export: { service: 'business', method: 'GET', path: '/whereabouts/windows/:id/export' },
  /** One registration: its student, or staff whose scope holds the student. */
  record: { service: 'business', method: 'GET', path: '/whereabouts/records/:id' },
} as const;

/** Roles that see the staff side, each within its scope (counsellor: the classes they counsel). */
export const whereaboutsStaffRoles = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;
/** Roles that open a window for the whole school. */
export const whereaboutsOpenerRoles = ['affairsAdmin', 'tenantAdmin'] as const;
