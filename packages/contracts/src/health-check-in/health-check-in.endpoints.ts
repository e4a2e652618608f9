/**
 * Daily health check-in calls (每日健康打卡; business service, modules/health-check-in): once a day per
 * student, the day being the school's calendar day (tenant setting school_time_zone).
 */
export const healthCheckInEndpoints = {
  /** Student: today's check-in. A second one the same day is refused (HEALTH_CHECK_IN_DUPLICATE). */
  submit: { service: 'business', method: 'POST', path: '/health-check-in' },
  /** Student: today's school day and the check-in of that day, if any. */
  today: { service: 'business', method: 'GET', path: '/health-check-in/today' },
  /** Student: my check-ins (list payload). */
  mine: { service: 'business', method: 'POST', path: '/health-check-in/mine' },
  /** Staff: check-ins of the students in scope (list payload: day, studentCode, className, abnormal…). */
  query: { service: 'business', method: 'POST', path: '/health-check-in/query' },
  /** Staff: one day per class: students, checked in, not checked in, abnormal; `?format=csv|xlsx` as a file. */
  daily: { service: 'business', method: 'GET', path: '/health-check-in/stats/daily' },
  /** Staff: per day over a range: checked in, abnormal, out of how many students. */
  range: { service: 'business', method: 'GET', path: '/health-check-in/stats/range' },
  /** Staff: students in scope who have not checked in on a day (list payload, ?day=). */
  missing: { service: 'business', method: 'POST', path: '/health-check-in/missing' },
} as const;

/** Roles that see the staff side, each within its scope (counsellor: the classes they counsel). */
export const healthCheckInStaffRoles = [
  'teacher',
  'counsellor',
  'collegeAdmin',
  'affairsAdmin',
  'tenantAdmin',
] as const;

/** Tenant settings (sys_configs) the module reads per request. */
export const healthCheckInSettingCodes = {
  /** IANA time zone of the school's calendar day, e.g. Asia/Shanghai. */
  timeZone: 'school_time_zone',
  /** A temperature at or above this (°C) counts as fever. */
  feverFrom: 'health_fever_from',
} as const;
