export type DateRange = { start: Date | null; end: Date | null };

/**
 * One pick in the range selector. A start after the end drops the end (the user picks it again);
 * an end before the start is refused and the range stays as it was.
 */
export function pickInRange(range: DateRange, which: 'start' | 'end', value: Date): DateRange {
  const next = { ...range, [which]: value };
  if (next.start && next.end && next.end < next.start) return which === 'start' ? { ...next, end: null } : range;
  return next;
}
