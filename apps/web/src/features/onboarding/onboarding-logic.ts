import type { OnboardingStepState, OnboardingStepView } from '@campusflow/contracts';

/** Tag colours of the step states (ux.md: approved green, pending yellow, rejected red, draft grey, running blue). */
export const stateColor: Record<OnboardingStepState, 'success' | 'warning' | 'danger' | 'default' | 'primary'> = {
  done: 'success',
  waitingReview: 'warning',
  rejected: 'danger',
  draft: 'default',
  todo: 'primary',
  notOpen: 'default',
  closed: 'default',
};

/** A student may open a step's form unless it is outside its window. */
export function canOpen(step: Pick<OnboardingStepView, 'state'>): boolean {
  return step.state !== 'notOpen' && step.state !== 'closed';
}

/** A form is read-only while waiting for review, after approval of a reviewed step, or outside its window. */
export function isReadOnly(step: Pick<OnboardingStepView, 'state' | 'needsReview'>): boolean {
  if (step.state === 'waitingReview' || step.state === 'notOpen' || step.state === 'closed') return true;
  return step.needsReview && step.state === 'done';
}

export function stepLink(key: string): string {
  return `/xgxt/yxxt_lc_index?step=${encodeURIComponent(key)}`;
}

/** Room labels sorted by floor then number; bed buttons keep the server's order. */
export function floorsOf<R extends { floor: number }>(rooms: R[]): [number, R[]][] {
  const byFloor = new Map<number, R[]>();
  for (const r of rooms) byFloor.set(r.floor, [...(byFloor.get(r.floor) ?? []), r]);
  return [...byFloor.entries()].sort((a, b) => a[0] - b[0]);
}
