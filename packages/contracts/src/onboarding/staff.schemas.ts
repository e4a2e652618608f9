import { z } from 'zod';
import type { OnboardingStepView } from './onboarding.schemas.ts';
import type { OnboardingStepKey, SubmissionStatus } from './onboarding.steps.ts';
import { type OnboardingReviewKind, onboardingBatchMax, onboardingReviewKindList } from './staff.endpoints.ts';

const page = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const search = z.string().trim().max(50).optional();

export const OnboardingReviewKindParams = z.strictObject({ kind: z.enum(onboardingReviewKindList) });
export const OnboardingReviewParams = z.strictObject({ kind: z.enum(onboardingReviewKindList), id: z.uuid() });

/** `waiting` = submitted and not yet decided (the default view of a review list). */
export const onboardingReviewFilters = ['waiting', 'approved', 'rejected', 'all'] as const;
export const OnboardingReviewsQuery = z.strictObject({
  status: z.enum(onboardingReviewFilters).default('waiting'),
  q: search,
  ...page,
});
export type OnboardingReviewsQuery = z.infer<typeof OnboardingReviewsQuery>;

export const OnboardingDecideBody = z
  .strictObject({ decision: z.enum(['approve', 'reject']), comment: z.string().trim().max(500).default('') })
  // A returned step must say why, or the student cannot fix it.
  .refine((b) => b.decision === 'approve' || b.comment.length > 0, { path: ['comment'], message: 'required' });
export type OnboardingDecideBody = z.input<typeof OnboardingDecideBody>;

export const OnboardingBatchApproveBody = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(onboardingBatchMax),
  comment: z.string().trim().max(500).default(''),
});

export const OnboardingStudentParams = z.strictObject({ userId: z.uuid() });

/** Either a typed search (name, student no., exam candidate no.) or a scanned code (exact match). */
export const OnboardingSearchQuery = z
  .strictObject({ q: search, code: z.string().trim().max(100).optional() })
  .refine((v) => Boolean(v.q || v.code), { path: ['q'], message: 'required' });

export const onboardingStatsLevels = ['school', 'college', 'major', 'class'] as const;
export type OnboardingStatsLevel = (typeof onboardingStatsLevels)[number];
const orgFilter = {
  collegeId: z.uuid().optional(),
  majorId: z.uuid().optional(),
  classId: z.uuid().optional(),
};
export const OnboardingStatsQuery = z.strictObject({
  level: z.enum(onboardingStatsLevels).default('college'),
  ...orgFilter,
});
export type OnboardingStatsQuery = z.infer<typeof OnboardingStatsQuery>;

export const onboardingStudentStatuses = ['all', 'arrived', 'notArrived', 'registered', 'notRegistered'] as const;
export type OnboardingStudentStatus = (typeof onboardingStudentStatuses)[number];
export const OnboardingStudentsQuery = z.strictObject({
  status: z.enum(onboardingStudentStatuses).default('all'),
  q: search,
  ...orgFilter,
  ...page,
});
export type OnboardingStudentsQuery = z.infer<typeof OnboardingStudentsQuery>;
export const OnboardingStudentsExportQuery = OnboardingStudentsQuery.omit({ page: true, limit: true });

export const OnboardingAssignBedBody = z.strictObject({ bedId: z.uuid() });

/** One submission in a review list. */
export type OnboardingReviewRow = {
  id: string;
  userId: string;
  name: string;
  studentNo: string;
  examineeNo: string;
  className: string | null;
  collegeName: string | null;
  status: SubmissionStatus;
  submittedAt: string | null;
  reviewedAt: string | null;
};

export type OnboardingReviewDetail = OnboardingReviewRow & {
  kind: OnboardingReviewKind;
  stepKey: OnboardingStepKey;
  data: Record<string, unknown>;
  reviewComment: string | null;
  reviewerName: string | null;
  /** The ID documents of the admitted list (qualification check), masked. */
  identity: { idType: string; idMasked: string; gender: string | null; majorName: string | null } | null;
};

export type OnboardingReviewCounts = Record<OnboardingReviewKind, number>;

export type OnboardingBatchResult = { approved: number; skipped: number };

export type OnboardingStudentRow = {
  userId: string;
  name: string;
  gender: 'male' | 'female' | null;
  studentNo: string;
  examineeNo: string;
  collegeName: string | null;
  majorName: string | null;
  className: string | null;
  arrivedAt: string | null;
  registeredAt: string | null;
  completedAt: string | null;
  bedLabel: string | null;
};

export type OnboardingStudentDetail = OnboardingStudentRow & {
  steps: Pick<OnboardingStepView, 'key' | 'required' | 'needsReview' | 'state' | 'submittedAt' | 'reviewComment'>[];
  registeredByName: string | null;
};

export type OnboardingStatsRow = {
  /** The org id of the group; the tenant id for the school level. */
  id: string;
  name: string;
  total: number;
  arrived: number;
  registered: number;
  withBed: number;
  arrivalRate: number | null;
  registrationRate: number | null;
};

export type OnboardingStats = {
  level: OnboardingStatsLevel;
  totals: Omit<OnboardingStatsRow, 'id' | 'name'>;
  rows: OnboardingStatsRow[];
};

export type OnboardingStepStatsRow = {
  key: OnboardingStepKey;
  enabled: boolean;
  required: boolean;
  needsReview: boolean;
  draft: number;
  waiting: number;
  approved: number;
  rejected: number;
};

export type OnboardingStepStats = { total: number; completed: number; steps: OnboardingStepStatsRow[] };

export type OnboardingRegisterResult = {
  userId: string;
  arrivedAt: string;
  registeredAt: string;
  /** The student was registered before (a second scan): nothing changed. */
  alreadyRegistered: boolean;
};
