// Pure geometry and labels of the student profile charts (SVG/CSS, no chart library: ECharts is not a
// dependency of apps/web). Tested in portrait-logic.test.ts.

export type Point = { label: string; value: number };

/** Colour-blind-safe palette (Okabe–Ito), in the order the slices are drawn. */
export const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export function total(series: Point[]): number {
  return series.reduce((n, p) => n + Math.max(0, p.value), 0);
}

/** Bar lengths in percent of the largest value (0 when everything is 0). */
export function barWidths(series: Point[]): number[] {
  const max = Math.max(0, ...series.map((p) => p.value));
  return series.map((p) => (max > 0 ? Math.round((Math.max(0, p.value) / max) * 1000) / 10 : 0));
}

export type Arc = { label: string; value: number; color: string; dash: number; offset: number; percent: number };

/**
 * Donut slices as stroke-dasharray segments of a circle with the given circumference: each slice's
 * dash length and its starting offset (negative, clockwise from 12 o'clock with a -90° rotation).
 */
export function donutArcs(series: Point[], circumference: number): Arc[] {
  const sum = total(series);
  if (sum === 0) return [];
  let start = 0;
  return series
    .filter((p) => p.value > 0)
    .map((p, i) => {
      const dash = (p.value / sum) * circumference;
      const arc = {
        label: p.label,
        value: p.value,
        color: palette[i % palette.length] ?? '#0072B2',
        dash,
        offset: -start,
        percent: Math.round((p.value / sum) * 100),
      };
      start += dash;
      return arc;
    });
}

/** A card is empty when its module is missing or when it recorded nothing for this student. */
export function cardState(card: { available: boolean; series: Point[] }): 'unavailable' | 'empty' | 'data' {
  if (!card.available) return 'unavailable';
  return total(card.series) > 0 ? 'data' : 'empty';
}

/** Workflow request states (contracts instanceStatuses) with glossary labels; unknown ones pass through. */
export const requestStateKeys = ['running', 'suspend', 'end', 'manualend'] as const;
export function knownRequestState(label: string): label is (typeof requestStateKeys)[number] {
  return (requestStateKeys as readonly string[]).includes(label);
}
