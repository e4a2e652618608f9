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
export function cardState(card: {
  key?: string;
  available: boolean;
  series: SeriesPoint[];
}): 'unavailable' | 'empty' | 'data' {
  if (!card.available) return 'unavailable';
  return hasRecord(card.key ?? '', card.series) ? 'data' : 'empty';
}

/** Workflow request states (contracts instanceStatuses) with glossary labels; unknown ones pass through. */
export const requestStateKeys = ['running', 'suspend', 'end', 'manualend'] as const;
export function knownRequestState(label: string): label is (typeof requestStateKeys)[number] {
  return (requestStateKeys as readonly string[]).includes(label);
}

export type SeriesPoint = Point & { group?: string | undefined; stack?: string | undefined };

export type LeaveFigures = {
  /** Months on the axis (yyyy-MM, oldest first) with the leaves starting in each. */
  months: { month: string; count: number }[];
  /** Leaves by type over those months, largest first (types with none are left out). */
  types: { type: string; count: number }[];
  reportBack: { onTime: number; late: number; overdue: number };
  total: number;
};

/** The leave card's figures from its series (modules/leave/leave-portrait.ts). */
export function leaveFigures(series: readonly SeriesPoint[]): LeaveFigures {
  const months = new Map<string, number>();
  const types = new Map<string, number>();
  const back = { onTime: 0, late: 0, overdue: 0 };
  for (const p of series) {
    if (p.group === 'byMonth') {
      months.set(p.label, (months.get(p.label) ?? 0) + p.value);
      if (p.stack && p.value > 0) types.set(p.stack, (types.get(p.stack) ?? 0) + p.value);
    } else if (p.group === 'reportBack' && (p.label === 'onTime' || p.label === 'late' || p.label === 'overdue')) {
      back[p.label] += p.value;
    }
  }
  const byMonth = [...months].map(([month, count]) => ({ month, count })).sort((a, b) => (a.month < b.month ? -1 : 1));
  return {
    months: byMonth,
    types: [...types].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    reportBack: back,
    total: byMonth.reduce((n, m) => n + m.count, 0),
  };
}

export type CheckInFigures = {
  normal: number;
  abnormal: number;
  missed: number;
  /** Days checked in (normal or abnormal). */
  checkedIn: number;
  /** Days counted: checked in plus missed (today counts only once checked in). */
  days: number;
  /** checkedIn / days, or null when no day counts yet. */
  rate: number | null;
};

/** The check-in card's figures from its series (modules/health-check-in/health-check-in-portrait.ts). */
export function checkInFigures(series: readonly SeriesPoint[]): CheckInFigures {
  const value = (label: string) => series.find((p) => p.label === label)?.value ?? 0;
  const [normal, abnormal, missed] = [value('normal'), value('abnormal'), value('missed')];
  const checkedIn = normal + abnormal;
  const days = checkedIn + missed;
  return { normal, abnormal, missed, checkedIn, days, rate: days > 0 ? checkedIn / days : null };
}

/** A card has data when something was recorded: for check-ins, a check-in (missed days alone are not a record). */
export function hasRecord(key: string, series: readonly SeriesPoint[]): boolean {
  if (key === 'checkIn') return checkInFigures(series).checkedIn > 0;
  return total([...series]) > 0;
}

/** Months the leave card covers when nothing was recorded (modules/leave leavePortraitMonths). */
export const leaveMonths = 6;

/** A yyyy-MM month as a short month name in the locale ("11月", "Nov"). */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}
