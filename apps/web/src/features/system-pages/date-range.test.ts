import { describe, expect, it } from 'vitest';
import { pickInRange } from './date-range.ts';

const d = (day: number) => new Date(2026, 8, day);

describe('range selector', () => {
  it('keeps start ≤ end', () => {
    const empty = { start: null, end: null };
    const started = pickInRange(empty, 'start', d(3));
    expect(started).toEqual({ start: d(3), end: null });
    const full = pickInRange(started, 'end', d(5));
    expect(full).toEqual({ start: d(3), end: d(5) });
    expect(pickInRange(full, 'end', d(1))).toBe(full);
    expect(pickInRange(full, 'start', d(9))).toEqual({ start: d(9), end: null });
    expect(pickInRange(full, 'end', d(3))).toEqual({ start: d(3), end: d(3) });
    expect(pickInRange(empty, 'end', d(2))).toEqual({ start: null, end: d(2) });
  });
});
