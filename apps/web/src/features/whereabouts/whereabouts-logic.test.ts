import type { WhereaboutsRecord, WhereaboutsWindow } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { awaitingReturn, pickWindow, placeLine } from './whereabouts-logic.ts';

const window = (id: string, open: boolean): WhereaboutsWindow => ({
  id,
  name: id,
  startDate: '2027-01-01',
  endDate: '2027-01-03',
  deadline: '2026-12-30T10:00:00Z',
  open,
  createdAt: '2026-12-01T00:00:00Z',
});

describe('whereabouts logic', () => {
  it('shows the window a reminder names, else the newest open one, else the newest', () => {
    const list = [window('closed-new', false), window('open', true), window('old', false)];
    expect(pickWindow(list, 'old')).toBe('old');
    expect(pickWindow(list, 'unknown')).toBe('open');
    expect(pickWindow([window('a', false), window('b', false)], null)).toBe('a');
    expect(pickWindow([], null)).toBeUndefined();
  });

  it('offers the return only for departures not yet back', () => {
    const base = { staying: false, returnedAt: null } as unknown as WhereaboutsRecord;
    const rows = [
      { ...base, id: '1' },
      { ...base, id: '2', staying: true },
      { ...base, id: '3', returnedAt: '2027-01-03T02:00:00Z' },
    ];
    expect(awaitingReturn(rows).map((r) => r.id)).toEqual(['1']);
    expect(placeLine({ province: '浙江省', city: '杭州市', address: '' })).toBe('浙江省 杭州市');
  });
});
