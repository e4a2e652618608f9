import { type DormSsglKind, dormSsglKinds, type StatsResult } from '@campusflow/contracts';
import { byReporter, categoryKey, rangeProblem, statusKey, typedKinds } from './ssgl-records.ts';

// The statistics page of the dorm office's records (/ssgl/dormRecordsStats): which dimensions a kind
// offers, the filters as the stats query, and the grouped rows as chart bars and table lines. Plain
// functions, tested; the server (GET /dorms/ssgl/stats) refuses anything else with 6060101/6060102.

export type SsglStatsDimension = 'building' | 'status' | 'college' | 'class' | 'month' | 'type';
export type SsglStatsFilters = { kind: DormSsglKind; by: SsglStatsDimension; from: string; to: string };

/**
 * Building and status are the source's own; college, class and month the platform's; repairs,
 * violations and incidents add type (their category). Incidents are counted by reporter, a staff
 * member whose department says nothing about the dorm: no college or class for them.
 */
export function ssglStatsDimensions(kind: DormSsglKind): SsglStatsDimension[] {
  const people: SsglStatsDimension[] = byReporter(kind) ? [] : ['college', 'class'];
  const common: SsglStatsDimension[] = ['building', 'status', ...people, 'month'];
  return typedKinds.includes(kind) ? [...common, 'type'] : common;
}

/** The translation key of a dimension's name: `type` is named after the kind's own category. */
export function dimensionKey(kind: DormSsglKind, by: SsglStatsDimension): string {
  return by === 'type' ? `records.stats.typeDimensions.${kind}` : `records.stats.dimensions.${by}`;
}

/** The people column: students, or for incidents the staff who reported them. */
export const peopleKey = (kind: DormSsglKind) =>
  byReporter(kind) ? 'records.stats.reporters' : 'records.stats.students';

export const defaultStatsFilters: SsglStatsFilters = { kind: 'holiday', by: 'building', from: '', to: '' };

/** The first filters from the link of the records page (`?kind=repair&from=…&to=…`); junk is ignored. */
export function statsFiltersFrom(search: string): SsglStatsFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
  return {
    ...defaultStatsFilters,
    kind: (dormSsglKinds as readonly string[]).includes(kind ?? '') ? (kind as DormSsglKind) : 'holiday',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** When the kind changes, a dimension the new kind lacks (type, or college for incidents) falls back to building. */
export function withStatsKind(f: SsglStatsFilters, kind: DormSsglKind): SsglStatsFilters {
  return { ...f, kind, by: ssglStatsDimensions(kind).includes(f.by) ? f.by : 'building' };
}

/** The stats query (empty dates left out); `format` asks for the file of the same figures. */
export function ssglStatsQuery(f: SsglStatsFilters, format?: 'csv' | 'xlsx'): Record<string, string> {
  const q: Record<string, string> = { kind: f.kind, by: f.by };
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (format) q.format = format;
  return q;
}

/** The range is checked on the page first (as the records page does): a wrong one is not sent. */
export const statsRangeProblem = (f: SsglStatsFilters) => rangeProblem(f);

export type SsglStatsLine = { key: string; label: string; count: number; students: number };

/**
 * One line per group with its readable label: org names as the server resolved them, statuses and
 * categories (repair, violation, incident) through their translation keys, months as `2026-11`; a group without a key
 * (no building, no class) is `none`. Months read in time order, everything else largest first.
 */
export function statsLines(
  result: StatsResult | undefined,
  f: Pick<SsglStatsFilters, 'kind' | 'by'>,
  translate: (key: string) => string,
  none: string,
): SsglStatsLine[] {
  const label = (key: string | null, orgLabel: string | null) => {
    if (orgLabel) return orgLabel;
    if (!key) return none;
    if (f.by === 'status') return translate(statusKey(f.kind, key));
    if (f.by === 'type') return translate(categoryKey(f.kind, key));
    return key;
  };
  const lines = (result?.rows ?? []).map((row) => {
    const key = row.keys[f.by] ?? null;
    return {
      key: key || '-',
      label: label(key, row.labels[f.by] ?? null),
      count: row.values.count ?? 0,
      students: row.values.students ?? 0,
    };
  });
  return f.by === 'month'
    ? lines.sort((a, b) => a.key.localeCompare(b.key))
    : lines.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Vertical bars read well for a dozen months; names (buildings, classes) need horizontal ones. */
export const chartOrientation = (by: SsglStatsDimension) => (by === 'month' ? 'vertical' : 'horizontal');
