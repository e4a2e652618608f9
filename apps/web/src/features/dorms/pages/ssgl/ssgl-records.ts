import { type DormSsglKind, dormSsglStatuses, type StatsResult } from '@campusflow/contracts';

// The dorm office's records page (ssgl holiday stays, room changes, repairs, move-outs, delayed
// move-outs, violation reports, incident reports): the filters as a query, the status tabs with their
// counts, the labels of a row, and the per-building figures for the chart. Plain functions, tested.

export type SsglFilters = { kind: DormSsglKind; buildingId: string; status: string; from: string; to: string };

/** The list/stats query: empty filters are left out (the server treats absent as "all"). */
export function ssglQuery(f: SsglFilters): Record<string, string> {
  const q: Record<string, string> = { kind: f.kind };
  if (f.buildingId) q.buildingId = f.buildingId;
  if (f.status) q.status = f.status;
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  return q;
}

/** A range whose end is before its start is not sent (the server would refuse it with 6060102). */
export function rangeProblem(f: Pick<SsglFilters, 'from' | 'to'>): boolean {
  return Boolean(f.from && f.to && f.to < f.from);
}

/**
 * The translation key of a status: repairs keep their own words; requests share the workflow words,
 * and the review of a violation report and the handling of an incident sit beside them in `records`.
 */
export function statusKey(kind: DormSsglKind, status: string): string {
  return kind === 'repair' ? `affairs.repair.statuses.${status}` : `records.statuses.${status}`;
}

/** The kinds with a category of their own (the `type` dimension): repair category, violation type, incident category. */
export const typedKinds: readonly DormSsglKind[] = ['repair', 'violation', 'abnormal'];

/** The translation key of a row's category, with the words of the page that records it. */
export function categoryKey(kind: DormSsglKind, category: string): string {
  if (kind === 'violation') return `affairs.violation.types.${category}`;
  if (kind === 'abnormal') return `affairs.ssgl.categories.${category}`;
  return `affairs.repair.categories.${category}`;
}

/** What a row's day means: leaving (move-out), staying until (delay), occurred (violation, incident). */
export function dayKey(kind: DormSsglKind): string | null {
  if (kind === 'moveOut') return 'records.leaveDay';
  if (kind === 'delay') return 'records.untilDay';
  if (kind === 'violation' || kind === 'abnormal') return 'records.occurredDay';
  return null;
}

/** Incidents are reported by staff: the row names its reporter, not a student. */
export const byReporter = (kind: DormSsglKind) => kind === 'abnormal';

/** "All (n)" first, then each status of the kind with its count (0 when absent). */
export function statusTabs(
  kind: DormSsglKind,
  counts: Record<string, number>,
): { key: string; status: string; count: number }[] {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return [
    { key: '', status: '', count: total },
    ...dormSsglStatuses[kind].map((s) => ({ key: s, status: s, count: counts[s] ?? 0 })),
  ];
}

/** When the kind changes, a status the new kind does not have is dropped. */
export function withKind(f: SsglFilters, kind: DormSsglKind): SsglFilters {
  const keep = (dormSsglStatuses[kind] as readonly string[]).includes(f.status);
  return { ...f, kind, status: keep ? f.status : '' };
}

/** The figures by building, largest first, for the bar chart (a record with no building is "none"). */
export function buildingBars(result: StatsResult | undefined, none: string) {
  return (result?.rows ?? [])
    .map((r) => ({ key: r.keys.building || '-', label: r.keys.building || none, value: r.values.count ?? 0 }))
    .sort((a, b) => b.value - a.value);
}

/** The statistics page's link keeps the kind and the dates (building and status are its own dimensions). */
export function statsLinkQuery(f: SsglFilters): Record<string, string> {
  const { kind, from, to } = ssglQuery(f);
  return { kind: kind ?? f.kind, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
