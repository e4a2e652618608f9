import type { OnboardingReviewKind, OnboardingStatsLevel } from '@campusflow/contracts';

// The staff pages by their spec route names (product-spec §2 yxxtOld). Several names share one generic
// page with a parameter (review kind, statistics level), so the names are data, not copies of screens.

export type ReviewRoute = { name: string; kind: OnboardingReviewKind; detail: boolean };

/** Review lists and their detail pages; a kind without a spec detail name opens its detail on the list route. */
export const reviewRoutes: readonly ReviewRoute[] = [
  { name: 'zxdksh', kind: 'loan', detail: false },
  { name: 'xszdsh', kind: 'dayStudent', detail: false },
  { name: 'xszd-detail', kind: 'dayStudent', detail: true },
  { name: 'xsrwsh', kind: 'enlistment', detail: false },
  { name: 'xsrw-detail', kind: 'enlistment', detail: true },
  { name: 'collectsh', kind: 'collect', detail: false },
  { name: 'collectDetail', kind: 'collect', detail: true },
  { name: 'rlsbsh', kind: 'face', detail: false },
  { name: 'rlsbDetail', kind: 'face', detail: true },
  { name: 'blxjsh', kind: 'retention', detail: false },
  { name: 'blxjDetail', kind: 'retention', detail: true },
  { name: 'hjshIndex', kind: 'deferredPayment', detail: false },
  { name: 'xszgscsh', kind: 'qualification', detail: false },
  { name: 'xszgscDetail', kind: 'qualification', detail: true },
  { name: 'greenChannel', kind: 'greenChannel', detail: false },
];

/** Where a review row opens: the kind's detail route, or its list route with ?id=. */
export function reviewDetailPath(kind: OnboardingReviewKind, id: string): string {
  const route =
    reviewRoutes.find((r) => r.kind === kind && r.detail) ?? reviewRoutes.find((r) => r.kind === kind && !r.detail);
  return `/xgxt/${route?.name ?? 'zxdksh'}?id=${encodeURIComponent(id)}`;
}

export function reviewListPath(kind: OnboardingReviewKind): string {
  return `/xgxt/${reviewRoutes.find((r) => r.kind === kind && !r.detail)?.name ?? 'zxdksh'}`;
}

export type StatsRoute = { name: string; level: OnboardingStatsLevel };

/** Arrival and registration statistics, grouped by the level first shown (the page can switch). */
export const statsRoutes: readonly StatsRoute[] = [
  { name: 'qxyxtj', level: 'college' },
  { name: 'yxtjYxbdtj', level: 'college' },
  { name: 'yxcx_xsbdtj', level: 'class' },
  { name: 'xyyxtj', level: 'major' },
  { name: 'zyyxtj', level: 'major' },
  { name: 'yxtjZybdtj', level: 'major' },
  { name: 'bjyxtj', level: 'class' },
];

/** Per-step progress of the online steps (网上迎新). wsyxhjgl is the step settings page (progress included). */
export const stepStatsRoutes = ['yxcx_wsyxtj', 'yxtjWsyxtj'] as const;
export const stepsManageRoute = 'wsyxhjgl';

/** Every review queue with its waiting count (the staff menu's entry to the reviews). */
export const reviewHubRoute = 'yx_reviews';

/** Lists of new students (with filters from the query string: a tapped bar, a status). */
export const studentListRoutes = ['yxcx_xsxxcx', 'studentsList', 'yxcx_xsbdtjDetail', 'yxcx_wsyxtjDetail'] as const;

/** One new student with every step (?userId=). */
export const studentDetailRoutes = ['yx_info', 'yx_detail', 'yxcx_xsxxcxDetail'] as const;

export const studentDetailPath = (userId: string) => `/xgxt/yx_detail?userId=${encodeURIComponent(userId)}`;
export const studentListPath = (query: Record<string, string>) =>
  `/xgxt/yxcx_xsbdtjDetail?${new URLSearchParams(query).toString()}`;
export const bedAssignPath = (userId: string) => `/xgxt/xcyxbl_fpss?userId=${encodeURIComponent(userId)}`;
