import {
  type DormFreeRoom,
  onboardingStaffEndpoints as e,
  type ListResult,
  type OnboardingBatchResult,
  type OnboardingRegisterResult,
  type OnboardingReviewCounts,
  type OnboardingReviewDetail,
  type OnboardingReviewKind,
  type OnboardingReviewRow,
  type OnboardingStats,
  type OnboardingStatsLevel,
  type OnboardingStepSetting,
  type OnboardingStepSettings,
  type OnboardingStepStats,
  type OnboardingStudentDetail,
  type OnboardingStudentRow,
  type OnboardingStudentStatus,
} from '@campusflow/contracts';
import { request } from '../../../../api/client.ts';
import { apiUrl, fetchBlob, saveBlob } from '../../../../components/form-engine/index.ts';

export type OrgFilter = { collegeId?: string; majorId?: string; classId?: string };
export type StudentFilter = OrgFilter & { status: OnboardingStudentStatus; q?: string };

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** Query keys: everything starts with 'onboardingStaff', so one invalidation after a write refreshes every figure. */
export const staffKeys = {
  all: ['onboardingStaff'] as const,
  stats: (level: OnboardingStatsLevel, filter: OrgFilter) => ['onboardingStaff', 'stats', level, filter] as const,
  stepStats: ['onboardingStaff', 'stepStats'] as const,
  reviewCounts: ['onboardingStaff', 'reviewCounts'] as const,
  steps: ['onboardingStaff', 'steps'] as const,
  review: (kind: OnboardingReviewKind, id: string) => ['onboardingStaff', 'review', kind, id] as const,
  student: (userId: string) => ['onboardingStaff', 'student', userId] as const,
  beds: (userId: string) => ['onboardingStaff', 'beds', userId] as const,
  search: (q: string, code: string) => ['onboardingStaff', 'search', q, code] as const,
};

const clean = (o: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

export const staffApi = {
  reviewCounts: () => request<OnboardingReviewCounts>({ service: 'business', path: e.reviewCounts.path }),
  reviews: (kind: OnboardingReviewKind, status: string, q: string, page: number, limit: number) =>
    request<ListResult<OnboardingReviewRow>>({
      service: 'business',
      path: fill(e.reviews.path, { kind }),
      query: clean({ status, q, page, limit }),
    }),
  review: (kind: OnboardingReviewKind, id: string) =>
    request<OnboardingReviewDetail>({ service: 'business', path: fill(e.reviewDetail.path, { kind, id }) }),
  decide: (kind: OnboardingReviewKind, id: string, decision: 'approve' | 'reject', comment: string) =>
    request<{ status: string; completed: boolean }>({
      service: 'business',
      method: 'POST',
      path: fill(e.decide.path, { kind, id }),
      body: { decision, comment },
    }),
  batchApprove: (kind: OnboardingReviewKind, ids: string[]) =>
    request<OnboardingBatchResult>({
      service: 'business',
      method: 'POST',
      path: fill(e.batchApprove.path, { kind }),
      body: { ids },
    }),
  search: (q: string, code: string) =>
    request<OnboardingStudentRow[]>({ service: 'business', path: e.search.path, query: clean({ q, code }) }),
  students: (filter: StudentFilter, page: number, limit: number) =>
    request<ListResult<OnboardingStudentRow>>({
      service: 'business',
      path: e.students.path,
      query: clean({ ...filter, page, limit }),
    }),
  student: (userId: string) =>
    request<OnboardingStudentDetail>({ service: 'business', path: fill(e.student.path, { userId }) }),
  register: (userId: string) =>
    request<OnboardingRegisterResult>({ service: 'business', method: 'POST', path: fill(e.register.path, { userId }) }),
  beds: (userId: string) =>
    request<{ current: string | null; rooms: DormFreeRoom[] }>({
      service: 'business',
      path: fill(e.beds.path, { userId }),
    }),
  assignBed: (userId: string, bedId: string) =>
    request<{ label: string }>({
      service: 'business',
      method: 'POST',
      path: fill(e.assignBed.path, { userId }),
      body: { bedId },
    }),
  stats: (level: OnboardingStatsLevel, filter: OrgFilter) =>
    request<OnboardingStats>({ service: 'business', path: e.stats.path, query: clean({ level, ...filter }) }),
  stepStats: () => request<OnboardingStepStats>({ service: 'business', path: e.stepStats.path }),
  steps: () => request<OnboardingStepSettings>({ service: 'business', path: e.steps.path }),
  saveSteps: (body: { steps: OnboardingStepSetting[] }) =>
    request<OnboardingStepSettings>({ service: 'business', method: 'PUT', path: e.saveSteps.path, body }),
};

/** Downloads an XLSX export (the platform's byte fetch keeps the session headers and error toasts). */
export async function downloadExport(
  what: 'stats' | 'students',
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const path = what === 'stats' ? e.statsExport.path : e.studentsExport.path;
  const { blob, fileName } = await fetchBlob(apiUrl('business', path, clean(query) as Record<string, string>));
  saveBlob(blob, fileName ?? fallbackName);
}
