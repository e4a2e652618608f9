import type { ConsultingStatus } from '@campusflow/contracts';

/**
 * The new student's extra pages are views of yxxt_lc_index (`?view=`): a newStudent may only open
 * yxxt_index, yxxt_lc_index and yxxt_changePassword (spec §4), and leaving them logs out.
 */
export const onboardingViews = ['newConsulting', 'askQuestions', 'problemDetails', 'pictureDetails', 'grzx'] as const;
export type OnboardingView = (typeof onboardingViews)[number];

export const isOnboardingView = (v: string | null): v is OnboardingView =>
  v !== null && (onboardingViews as readonly string[]).includes(v);

export function viewLink(view: OnboardingView, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ view, ...params });
  return `/xgxt/yxxt_lc_index?${query.toString()}`;
}

export const statusColor: Record<ConsultingStatus, 'warning' | 'success' | 'default'> = {
  waiting: 'warning',
  answered: 'success',
  closed: 'default',
};

/** A question can take a reply (follow-up or answer) until it is closed. */
export const canReply = (status: ConsultingStatus) => status !== 'closed';

/**
 * The box of a picture scaled to `width` px wide, from the stored size, so the page reserves the space
 * before the image loads (no layout shift). Bad sizes fall back to 4:3.
 */
export function pictureBox(picture: { width: number; height: number }, width: number) {
  const ratio = picture.width > 0 && picture.height > 0 ? picture.height / picture.width : 0.75;
  return { width, height: Math.round(width * ratio) };
}
