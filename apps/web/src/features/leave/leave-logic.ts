import type { LeaveState } from '@campusflow/contracts';

/** The generic start page of the workflow feature shows the leave form and starts the process. */
export const leaveApplyTarget = '/bpmn/newProcess/start?defKey=leave_request';
/** Approvers handle leave requests in their to-do list. */
export const leaveReviewTarget = '/bpmn/pending/index';

/** antd-mobile Tag colours per state: waiting, good, attention, finished. */
export function stateColor(state: LeaveState): 'primary' | 'success' | 'warning' | 'danger' | 'default' {
  switch (state) {
    case 'approving':
      return 'primary';
    case 'approved':
    case 'onLeave':
      return 'success';
    case 'overdue':
      return 'danger';
    case 'rejected':
      return 'warning';
    default:
      return 'default';
  }
}

/** Leaves the student may report back from (the server decides finally). */
export function canReportBack(state: LeaveState): boolean {
  return state === 'approved' || state === 'onLeave' || state === 'overdue';
}

export function canShowPass(state: LeaveState): boolean {
  return state === 'approved' || state === 'onLeave';
}

/** 续假 is possible while the leave is approved and not yet over (the server decides finally). */
export function canExtend(state: LeaveState): boolean {
  return state === 'approved' || state === 'onLeave';
}

/** The signed pass carried by the QR link (`…#/xgxt/qxjglPassCheck?pass=<token>`), or ''. */
export function passTokenOf(search: string): string {
  return new URLSearchParams(search).get('pass')?.trim() ?? '';
}

export type Position = { lng: number; lat: number; accuracy?: number };

/** The browser's position, or null when it is refused or unavailable (the page explains). */
export function currentPosition(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
  /** 0 when the student asks to locate again: a cached fix would show where they were, not where they are. */
  maximumAge = 60_000,
): Promise<Position | null> {
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve({ lng: p.coords.longitude, lat: p.coords.latitude, accuracy: p.coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge },
    );
  });
}
