import type { OnboardingReviewKind, OnboardingStatsLevel } from '@campusflow/contracts';
import type { ComponentType } from 'react';
import type { AppRoute } from '../../../../lib/routing.ts';
import {
  reviewHubRoute,
  reviewRoutes,
  statsRoutes,
  stepStatsRoutes,
  stepsManageRoute,
  studentDetailRoutes,
  studentListRoutes,
} from './staff-pages.ts';

// The staff pages of onboarding under their spec names; generic pages get their parameter here.

const secondary = (name: string, title: string, load: () => Promise<ComponentType>): AppRoute => ({
  path: `/xgxt/${name}`,
  meta: { name, layout: 'secondary', title: `onboardingStaff:${title}` },
  load,
});

const reviewPage = (kind: OnboardingReviewKind, detail: boolean) => async (): Promise<ComponentType> => {
  if (detail) {
    const { ReviewDetailPage } = await import('./review-detail-page.tsx');
    return () => <ReviewDetailPage kind={kind} />;
  }
  const { ReviewPage } = await import('./review-list-page.tsx');
  return () => <ReviewPage kind={kind} />;
};

const statsPage = (level: OnboardingStatsLevel) => async (): Promise<ComponentType> => {
  const { StatsPage } = await import('./stats-page.tsx');
  return () => <StatsPage level={level} />;
};

const page =
  <M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M & string) =>
  async () =>
    (await importer())[name] as ComponentType;

export const onboardingStaffRoutes: AppRoute[] = [
  ...reviewRoutes.map((r) =>
    secondary(r.name, r.detail ? 'titles.reviewDetail' : `kinds.${r.kind}`, reviewPage(r.kind, r.detail)),
  ),
  ...statsRoutes.map((r) => secondary(r.name, `titles.${r.name}`, statsPage(r.level))),
  ...stepStatsRoutes.map((name) =>
    secondary(
      name,
      `titles.${name}`,
      page(() => import('./step-stats-page.tsx'), 'StepStatsPage'),
    ),
  ),
  ...studentListRoutes.map((name) =>
    secondary(
      name,
      `titles.${name}`,
      page(() => import('./students-page.tsx'), 'StudentsPage'),
    ),
  ),
  ...studentDetailRoutes.map((name) =>
    secondary(
      name,
      `titles.${name}`,
      page(() => import('./student-detail-page.tsx'), 'StudentDetailPage'),
    ),
  ),
  secondary(
    'xcyxbl',
    'titles.xcyxbl',
    page(() => import('./onsite-page.tsx'), 'OnsitePage'),
  ),
  secondary(
    stepsManageRoute,
    `titles.${stepsManageRoute}`,
    page(() => import('./steps-manage-page.tsx'), 'StepsManagePage'),
  ),
  secondary(
    reviewHubRoute,
    `titles.${reviewHubRoute}`,
    page(() => import('./review-hub-page.tsx'), 'ReviewHubPage'),
  ),
  secondary(
    'xcyxbl_fpss',
    'titles.xcyxbl_fpss',
    page(() => import('./bed-assign-page.tsx'), 'BedAssignPage'),
  ),
];
