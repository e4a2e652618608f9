/**
 * Admissions services (business service, modules/admissions): the admitted list and its import, the
 * public result lookup, briefings, feedback on admission opinions, and the admissions-service area.
 * Public calls take the school from `tenant` (code) or the X-Authorization-tenantid header.
 */
export const admissionsEndpoints = {
  // Public (no token), rate limited per address.
  /** lqjgcx_index: examinee number + name or ID number + captcha → college, major, next steps. */
  lookup: { service: 'business', method: 'POST', path: '/admissions/lookup' },
  /** The initial password of the new-student account, once, with the ticket of a lookup by ID number. */
  claimCredential: { service: 'business', method: 'POST', path: '/admissions/lookup/credential' },
  /** yxjb / zsjb: published briefings of a kind, in the request language. */
  publicBriefings: { service: 'business', method: 'GET', path: '/admissions/briefings/public' },
  publicBriefing: { service: 'business', method: 'GET', path: '/admissions/briefings/public/:id' },
  /** An image of a published briefing (bytes, not the envelope). */
  briefingImage: { service: 'business', method: 'GET', path: '/admissions/briefings/image/:fileId' },
  /** zxlqyjyfk_login: examinee number + ID number → a short examinee session (not a platform account). */
  examineeLogin: { service: 'business', method: 'POST', path: '/admissions/examinee/login' },
  examineeLogout: { service: 'business', method: 'POST', path: '/admissions/examinee/logout' },
  /** zxlqyjyfk: the examinee's admission opinion with their feedback and the replies. */
  examineeOpinion: { service: 'business', method: 'GET', path: '/admissions/examinee/opinion' },
  examineeFeedback: { service: 'business', method: 'POST', path: '/admissions/examinee/feedback' },

  // Staff: the admitted list.
  candidates: { service: 'business', method: 'POST', path: '/admissions/candidates/query' },
  candidate: { service: 'business', method: 'GET', path: '/admissions/candidates/:id' },
  /** Admissions office: a fresh initial password for a candidate who has not set their own yet. */
  issueCredential: { service: 'business', method: 'POST', path: '/admissions/candidates/:id/credential' },
  saveOpinion: { service: 'business', method: 'POST', path: '/admissions/candidates/:id/opinion' },
  /** Admissions office: check an uploaded CSV/XLSX (a file-store id) → the validation report. */
  createImport: { service: 'business', method: 'POST', path: '/admissions/imports' },
  imports: { service: 'business', method: 'GET', path: '/admissions/imports' },
  /** The import's state, progress and report (polled by the page while it runs). */
  importStatus: { service: 'business', method: 'GET', path: '/admissions/imports/:id' },
  /** Runs the import as a job: mode `all` (all or nothing) or `valid` (valid rows only). */
  commitImport: { service: 'business', method: 'POST', path: '/admissions/imports/:id/commit' },
  /** The orgs (colleges, majors, classes) a file may name, for the template and the page. */
  orgOptions: { service: 'business', method: 'GET', path: '/admissions/orgs' },

  // Staff: briefings and the promotional pages.
  briefings: { service: 'business', method: 'GET', path: '/admissions/briefings' },
  briefing: { service: 'business', method: 'GET', path: '/admissions/briefings/:id' },
  saveBriefing: { service: 'business', method: 'POST', path: '/admissions/briefings/save' },
  publishBriefing: { service: 'business', method: 'POST', path: '/admissions/briefings/:id/publish' },
  withdrawBriefing: { service: 'business', method: 'POST', path: '/admissions/briefings/:id/withdraw' },

  // Staff: feedback on admission opinions.
  feedbackList: { service: 'business', method: 'POST', path: '/admissions/feedback/query' },
  replyFeedback: { service: 'business', method: 'POST', path: '/admissions/feedback/:id/reply' },

  // Admissions service (zsfw*): batches, events, sign-ups (students and staff).
  batches: { service: 'business', method: 'GET', path: '/admissions/batches' },
  saveBatch: { service: 'business', method: 'POST', path: '/admissions/batches/save' },
  events: { service: 'business', method: 'GET', path: '/admissions/events' },
  event: { service: 'business', method: 'GET', path: '/admissions/events/:id' },
  saveEvent: { service: 'business', method: 'POST', path: '/admissions/events/save' },
  signUp: { service: 'business', method: 'POST', path: '/admissions/events/:id/signup' },
  cancelSignUp: { service: 'business', method: 'POST', path: '/admissions/events/:id/cancel' },
  eventSignUps: { service: 'business', method: 'GET', path: '/admissions/events/:id/signups' },
  mySignUps: { service: 'business', method: 'GET', path: '/admissions/signups/mine' },
} as const;

/** The admissions office: imports, credentials, briefings, replies, events. */
export const admissionOfficeRoles = ['affairsAdmin', 'tenantAdmin'] as const;
/** Who may read the admitted list: the office (all) and college administrators (their college). */
export const admissionViewerRoles = ['collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;
/** The admissions-service area (zsfw*): students and staff; a newStudent stays in onboarding (spec §4). */
export const admissionServiceRoles = [
  'student',
  'teacher',
  'counsellor',
  'collegeAdmin',
  'affairsAdmin',
  'tenantAdmin',
] as const;

/** The header carrying the examinee session of the feedback pages. */
export const examineeTokenHeader = 'x-examinee-token';

/** Tenant settings (sys_configs) of the admissions services; school-defined. */
export const admissionSettingCodes = {
  /** The next steps shown with an admission result, per language (JSON LocalizedText). */
  nextSteps: 'admissions.nextSteps',
  /** Whether examinees may send feedback on their admission opinion ("true"/"false"). */
  feedbackOpen: 'admissions.feedbackOpen',
} as const;

/** Largest file the import accepts, in rows. */
export const admissionImportMaxRows = 20_000;
