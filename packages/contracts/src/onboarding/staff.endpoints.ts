import type { OnboardingStepKey } from './onboarding.steps.ts';

/** New-student onboarding, staff side (business service, modules/onboarding/staff-*.ts). */
export const onboardingStaffEndpoints = {
  /** Waiting reviews per kind within the caller's scope (the review hub's badges). */
  reviewCounts: { service: 'business', method: 'GET', path: '/onboarding/staff/reviews' },
  /** The submissions of one review kind (zxdksh, xszdsh, …) in the caller's scope, newest first. */
  reviews: { service: 'business', method: 'GET', path: '/onboarding/staff/reviews/:kind' },
  reviewDetail: { service: 'business', method: 'GET', path: '/onboarding/staff/reviews/:kind/:id' },
  /** Approve, or reject with a comment (the step goes back to the student). */
  decide: { service: 'business', method: 'POST', path: '/onboarding/staff/reviews/:kind/:id/decide' },
  /** Approves many waiting submissions at once (a counsellor with 300 students). */
  batchApprove: { service: 'business', method: 'POST', path: '/onboarding/staff/reviews/:kind/batch-approve' },
  /** xcyxbl: find a student by name, student no., exam candidate no. or a scanned code. */
  search: { service: 'business', method: 'GET', path: '/onboarding/staff/search' },
  /** New students in scope with their progress (studentsList, yxcx_xsxxcx, the *Detail pages). */
  students: { service: 'business', method: 'GET', path: '/onboarding/staff/students' },
  studentsExport: { service: 'business', method: 'GET', path: '/onboarding/staff/students/export' },
  /** yx_info / yx_detail: one new student with every step's state. */
  student: { service: 'business', method: 'GET', path: '/onboarding/staff/students/:userId' },
  /** xcyxbl: mark arrived and registered on site. */
  register: { service: 'business', method: 'POST', path: '/onboarding/staff/students/:userId/register' },
  /** xcyxbl_fpss: free beds the student may be given, and the assignment. */
  beds: { service: 'business', method: 'GET', path: '/onboarding/staff/students/:userId/beds' },
  assignBed: { service: 'business', method: 'POST', path: '/onboarding/staff/students/:userId/bed' },
  /** Arrival and registration figures grouped by school, college, major or class. */
  stats: { service: 'business', method: 'GET', path: '/onboarding/staff/stats' },
  statsExport: { service: 'business', method: 'GET', path: '/onboarding/staff/stats/export' },
  /** Per step: how many students submitted, wait for review, were approved or returned. */
  stepStats: { service: 'business', method: 'GET', path: '/onboarding/staff/step-stats' },
  /** wsyxhjgl: the school's step settings; saving replaces the list (order, on/off, required, review, window). */
  steps: { service: 'business', method: 'GET', path: '/onboarding/staff/steps' },
  saveSteps: { service: 'business', method: 'PUT', path: '/onboarding/staff/steps' },
  /** The new student's own QR code (exam candidate no.) that the on-site desk scans. Role newStudent. */
  deskCode: { service: 'business', method: 'GET', path: '/onboarding/desk-code' },
} as const;

/** Teachers and counsellors see their classes, college administrators their college, the office and admins all. */
export const onboardingStaffRoles = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;

/**
 * The review kinds and the step each one reviews. Two pairs share a step on purpose: 绿色通道 is
 * reviewed as the application (greenChannel) and as the deferred payment (hjshIndex, 缓交), and the
 * qualification check (xszgscsh) looks at the same personal data and ID documents as collectsh.
 */
export const onboardingReviewKinds = {
  loan: 'studentLoan',
  dayStudent: 'dayStudent',
  enlistment: 'enlistment',
  collect: 'personalInfo',
  face: 'facePhoto',
  retention: 'statusRetention',
  deferredPayment: 'greenChannel',
  greenChannel: 'greenChannel',
  qualification: 'personalInfo',
} as const satisfies Record<string, OnboardingStepKey>;
export type OnboardingReviewKind = keyof typeof onboardingReviewKinds;
export const onboardingReviewKindList = Object.keys(onboardingReviewKinds) as OnboardingReviewKind[];

/** At most this many submissions in one batch approval (a counsellor has ~300 students). */
export const onboardingBatchMax = 500;
