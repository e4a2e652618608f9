import { type DormSsglKind, dormSsglKinds, type StatsResult } from '@campusflow/contracts';
import { rangeProblem, statusKey } from './ssgl-records.ts';

// The statistics page of the dorm office's records (/ssgl/dormRecordsStats): which dimensions a kind
// offers, the filters as the stats query, and the grouped rows as chart bars and table lines. Plain
// functions, tested; the server (GET /dorms/ssgl/stats) refuses anything else with 6060101/6060102.

export type SsglStatsDimension = 'building' | 'status' | 'college' | 'class' | 'month' | 'type';
export type SsglStatsFilters = { kind: DormSsglKind; by: SsglStatsDimension; from: string; to: string };

/** Building and status are the source's own; college, class and month the platform's; repairs add type (category). */
export function ssglStatsDimensions(kind: DormSsglKind): SsglStatsDimension[] {
  const common: SsglStatsDimension[] = ['building', 'status', 'college', 'class', 'month'];
  return kind === 'repair' ? [...common, 'type'] : common;
}

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

/** When the kind changes, a dimension the new kind lacks (type outside repairs) falls back to building. */
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
 * repair categories through their translation keys, months as `2026-11`; a group without a key
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
    if (f.by === 'type') return translate(`affairs.repair.categories.${key}`);
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
