import { effectiveRange, type StatsFilterOptions, termRange } from '@campusflow/contracts';

// The filter row of the statistics pages (ux.md "Statistics": term, college, class, date range) as
// plain functions, so the rules are tested without a browser.

export type StatsFilterState = { term: string; collegeId: string; classId: string; from: string; to: string };

export const emptyFilters: StatsFilterState = { term: '', collegeId: '', classId: '', from: '', to: '' };

/** The term a date falls in: Sep–Jan the autumn term (1) of year/year+1, Feb–Aug the spring term (2). */
export function termOf(day: Date): string {
  const y = day.getFullYear();
  const m = day.getMonth() + 1;
  if (m >= 9) return `${y}-${y + 1}-1`;
  if (m === 1) return `${y - 1}-${y}-1`;
  return `${y - 1}-${y}-2`;
}

/** The current term and the ones before it, newest first. */
export function recentTerms(today: Date, count = 4): string[] {
  const terms: string[] = [];
  let term = termOf(today);
  for (let i = 0; i < count; i++) {
    terms.push(term);
    const [first, , half] = term.split('-').map(Number) as [number, number, number];
    term = half === 2 ? `${first}-${first + 1}-1` : `${first - 1}-${first}-2`;
  }
  return terms;
}

/** `2026-2027-1` → its parts for the translated label ("2026–2027 学年第 1 学期"). */
export function termParts(term: string): { first: string; second: string; half: string } | undefined {
  const m = /^(\d{4})-(\d{4})-([12])$/.exec(term);
  return m ? { first: m[1] as string, second: m[2] as string, half: m[3] as string } : undefined;
}

/** The classes to offer: those of the chosen college, or all of the caller's classes. */
export function classesFor(options: StatsFilterOptions, collegeId: string) {
  return collegeId ? options.classes.filter((c) => c.collegeId === collegeId) : options.classes;
}

/** Choosing a college drops a class chosen under another college. */
export function withCollege(state: StatsFilterState, options: StatsFilterOptions, collegeId: string) {
  const keep = state.classId && classesFor(options, collegeId).some((c) => c.id === state.classId);
  return { ...state, collegeId, classId: keep ? state.classId : '' };
}

/** What is wrong with the range, checked before asking the server (which refuses it with 6060102). */
export function rangeProblem(state: StatsFilterState): 'order' | 'outsideTerm' | null {
  if (state.from && state.to && state.from > state.to) return 'order';
  const term = state.term ? termRange(state.term) : undefined;
  if (term) {
    const range = effectiveRange(state);
    if (range.from && range.to && range.from > range.to) return 'outsideTerm';
  }
  return null;
}

/** The query string of the filters (empty values left out) plus the grouping and optional file format. */
export function statsQuery(state: StatsFilterState, by: readonly string[], format?: 'csv' | 'xlsx') {
  const query: Record<string, string> = { by: by.join(',') };
  for (const key of ['term', 'collegeId', 'classId', 'from', 'to'] as const) if (state[key]) query[key] = state[key];
  if (format) query.format = format;
  return query;
}

/** The grouping that answers "where": by class once one college (or fewer) is in view, else by college. */
export function placementDimension(state: StatsFilterState, options: StatsFilterOptions): 'college' | 'class' {
  return state.collegeId || state.classId || options.colleges.length <= 1 ? 'class' : 'college';
}
