import { describe, expect, it } from 'vitest';
import { effectiveRange, StatsQuery, termRange } from './statistics.schemas.ts';

describe('statistics contracts', () => {
  it('turns a term into its dates and refuses a term spanning two years', () => {
    expect(termRange('2026-2027-1')).toEqual({ from: '2026-09-01', to: '2027-01-31' });
    expect(termRange('2026-2027-2')).toEqual({ from: '2027-02-01', to: '2027-08-31' });
    expect(termRange('2026-2028-1')).toBeUndefined();
  });

  it('narrows the term by from/to, ignoring empty values', () => {
    expect(effectiveRange({ term: '2026-2027-1', from: '2026-10-01' })).toEqual({
      from: '2026-10-01',
      to: '2027-01-31',
    });
    expect(effectiveRange({ from: '', to: '2026-12-31' })).toEqual({ to: '2026-12-31' });
  });

  it('reads dimensions from a comma list and refuses anything but names', () => {
    expect(StatsQuery.parse({ by: 'type, month' }).by).toEqual(['type', 'month']);
    expect(StatsQuery.safeParse({ by: 'class;drop table x' }).success).toBe(false);
    expect(StatsQuery.safeParse({ by: 'a,b,c' }).success).toBe(false);
    expect(StatsQuery.safeParse({ by: 'class', where: '1=1' }).success).toBe(false);
  });
});
