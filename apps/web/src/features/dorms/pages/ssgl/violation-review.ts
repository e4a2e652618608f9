import type { DormViolationReviewStatus } from '@campusflow/contracts';

// The review page's small rules, kept apart from React so they are tested directly.

/** One colour per review state (ux.md): waiting is a warning, a confirmed violation is a danger. */
export const reviewColour: Record<DormViolationReviewStatus, 'warning' | 'danger' | 'default'> = {
  registered: 'warning',
  confirmed: 'danger',
  dismissed: 'default',
};

/** The tabs, waiting first (what the dorm office opens the page for), then the outcomes, then all. */
export const reviewTabs: readonly ('' | DormViolationReviewStatus)[] = ['registered', 'confirmed', 'dismissed', ''];

/** Only a registered violation can be reviewed; a dismissal needs a non-blank reason (as the server checks). */
export function canReview(status: DormViolationReviewStatus): boolean {
  return status === 'registered';
}
export function dismissalReason(note: string | null): string | null {
  const reason = note?.trim() ?? '';
  return reason ? reason : null;
}
