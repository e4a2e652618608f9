/** Leave and report-back calls (business service, modules/leave): student side, staff side, pass check. */
export const leaveEndpoints = {
  /** Starts a leave request through the workflow engine (process `leave`, form `leave_apply`). */
  apply: { service: 'business', method: 'POST', path: '/leave/apply' },
  /** Values of the caller's last request to pre-fill the form (contacts, destination, transport). */
  last: { service: 'business', method: 'GET', path: '/leave/last' },
  /** The caller's requests with their state (list payload). */
  mine: { service: 'business', method: 'POST', path: '/leave/mine' },
  detail: { service: 'business', method: 'GET', path: '/leave/:id' },
  /** 销假: the student reports back, with the browser's location when the school set a geofence. */
  reportBack: { service: 'business', method: 'POST', path: '/leave/:id/report-back' },
  /** The signed pass of an approved leave (QR code), valid until the leave ends. */
  pass: { service: 'business', method: 'GET', path: '/leave/:id/pass' },
  /** The pass as a QR code (SVG data URL) of the verification link the gate's page opens. */
  passQr: { service: 'business', method: 'GET', path: '/leave/:id/pass/qr' },
  /** 续假: ask to end an approved leave later (process `leave_extension`, same approval chain). */
  extend: { service: 'business', method: 'POST', path: '/leave/:id/extend' },
  /** Staff: the statistics as an XLSX workbook (same query and scope as `stats`). */
  statsExport: { service: 'business', method: 'GET', path: '/leave/stats/export' },
  /** A gate guard (any staff role) checks a pass. */
  verifyPass: { service: 'business', method: 'POST', path: '/leave/pass/verify' },
  /** Staff (rcswXzcy): apply for leave for a student of their scope; their own approval step is taken. */
  onBehalf: { service: 'business', method: 'POST', path: '/leave/on-behalf' },
  /** Staff: students of their scope matching a name or student number, for the on-behalf page. */
  students: { service: 'business', method: 'GET', path: '/leave/students' },
  /** Staff: the requests of the students they look after (list payload). */
  query: { service: 'business', method: 'POST', path: '/leave/query' },
  /** Staff: the colleges and classes of their scope, for the statistics filter row. */
  statsFilters: { service: 'business', method: 'GET', path: '/leave/stats/filters' },
  /** Staff: leave grouped by `by` (college, major, class, type, month, day, state); `format` for CSV/XLSX. */
  statsGrouped: { service: 'business', method: 'GET', path: '/leave/stats/grouped' },
  /** Staff (rcswXjtj): report-backs on time, late and overdue, grouped by `by`; `format` for CSV/XLSX. */
  statsReportBack: { service: 'business', method: 'GET', path: '/leave/stats/report-back' },
  /** Staff: counts and days by type, state, month and class over a date range. */
  stats: { service: 'business', method: 'GET', path: '/leave/stats' },
  /** The caller's used leave days this year by type (student). */
  balance: { service: 'business', method: 'GET', path: '/leave/balance' },
  /** The school's leave rules the screens need (threshold, sick-note rule, geofence). */
  settings: { service: 'business', method: 'GET', path: '/leave/settings' },
} as const;

/** Roles that see the staff side of leave; each within its scope (counsellor: own classes, college…). */
export const leaveStaffRoles = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;

/** Tenant settings (sys_configs) of the leave rules; school-defined, so never constants in code. */
export const leaveSettingCodes = {
  /** Leave longer than this many days also needs the college's approval. */
  collegeThresholdDays: 'leave_college_threshold_days',
  /** Leave longer than this many days also needs the student-affairs office (学生处). */
  officeThresholdDays: 'leave_office_threshold_days',
  /** Sick leave longer than this many days needs a sick note attached. */
  sickNoteDays: 'leave_sick_note_days',
  /** Hours after the leave's end before a report-back counts as late. */
  lateGraceHours: 'leave_late_grace_hours',
  /** The campus polygon as JSON `[[lng, lat], …]`, or several `[[[lng, lat], …], …]`; empty: no location check. */
  geofence: 'campus_geofence',
} as const;
