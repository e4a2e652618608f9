import type { LeaveRow, LeaveState, ListQueryInput } from '@campusflow/contracts';

// The teacher-side leave lists (spec §2 rcsw*): one list page, the view picks which leaves it shows.
// The scope (counsellor: own classes, college, office; 教师 in the Jsd variants: own org) comes from the
// token on the server, so the Jsd routes are the same pages under other names.

export type StaffLeaveView = 'all' | 'away' | 'reportedBack' | 'results';

/** States each view is limited to; null: every state (the filter row chooses). */
export const viewStates: Record<StaffLeaveView, readonly LeaveState[] | null> = {
  all: null,
  // 查看: who is away now, including those past their end and not back.
  away: ['onLeave', 'overdue'],
  reportedBack: ['reportedBack'],
  results: ['reportedBack', 'overdue'],
};

export type StaffLeaveFilters = { state?: string; type?: string; className?: string; from?: string; to?: string };

/** The list call of a view and its filter row (spec §9 `Q^field^op` keys). */
export function staffLeaveQuery(
  view: StaffLeaveView,
  filters: StaffLeaveFilters,
  pageNo: number,
  limit: number,
): ListQueryInput {
  const parameters: { key: string; value: string }[] = [];
  const allowed = viewStates[view];
  // A chosen state narrows the view; a state outside the view is ignored rather than widening it.
  const state = filters.state && (!allowed || allowed.includes(filters.state as LeaveState)) ? filters.state : '';
  if (state) parameters.push({ key: 'Q^state^S', value: state });
  else if (allowed) parameters.push({ key: 'Q^state^SIN', value: allowed.join(',') });
  if (filters.type) parameters.push({ key: 'Q^type^S', value: filters.type });
  if (filters.className?.trim()) parameters.push({ key: 'Q^className^SL', value: filters.className.trim() });
  // A leave is in the range when its period overlaps it: it ends on or after `from` and starts on or
  // before `to` (a bare date as upper bound includes that whole day on the server).
  if (filters.from) parameters.push({ key: 'Q^endDate^DG', value: filters.from });
  if (filters.to) parameters.push({ key: 'Q^startDate^DL', value: filters.to });
  const sorts = view === 'all' ? [] : [{ field: 'endDate', order: view === 'away' ? 'ASC' : 'DESC' }];
  return { parameters, requestPage: { pageNo, limit }, sorts };
}

/** Why the date range cannot be sent ('order': from after to), or null; the page sends nothing then. */
export function staffLeaveRangeProblem(filters: Pick<StaffLeaveFilters, 'from' | 'to'>): 'order' | null {
  return filters.from && filters.to && filters.from > filters.to ? 'order' : null;
}

/** How many filters are set (the range counts once): shown on the collapsed filter row. */
export function activeFilterCount(filters: StaffLeaveFilters): number {
  return [filters.state, filters.type, filters.className?.trim(), filters.from || filters.to].filter(Boolean).length;
}

export type ReportBackResult = 'onTime' | 'late' | 'overdue';

/** Tag colours of the results (antd-mobile Tag). */
export const resultColor = { onTime: 'success', late: 'warning', overdue: 'danger' } as const;

/** 销假结果 of a leave: on time, late (reported back after the grace), overdue (not back); null otherwise. */
export function reportBackResult(leave: Pick<LeaveRow, 'state' | 'lateReturn'>): ReportBackResult | null {
  if (leave.state === 'overdue') return 'overdue';
  if (leave.state === 'reportedBack') return leave.lateReturn ? 'late' : 'onTime';
  return null;
}

/** The workflow's detail page of a leave's approval history. */
export const approvalHistoryPath = (instanceId: string) => `/bpmn/detail?instId=${encodeURIComponent(instanceId)}`;
