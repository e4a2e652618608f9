import { formatNumberSuffix } from '@campusflow/contracts';

/** A count as shown on a chart: the contracts' suffix formatter (12 345 → "12.3k"). */
export function formatCount(value: number): string {
  return formatNumberSuffix(value);
}

/** A rate in 0..1 as a percentage with at most one decimal ("87.5%"); '–' when there is no base. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '–';
  const pct = Math.round(Math.min(Math.max(rate, 0), 1) * 1000) / 10;
  return `${pct}%`;
}

/** done / total as a rate, or null when total is 0 (a rate of nothing is not 0%). */
export function rateOf(done: number, total: number): number | null {
  return total > 0 ? done / total : null;
}
