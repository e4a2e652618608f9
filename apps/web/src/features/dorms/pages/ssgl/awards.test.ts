import { describe, expect, it } from 'vitest';
import { awardBars, openCandidates, recentTerms, termOf } from './awards.ts';

describe('model room award rules', () => {
  it('finds the term of a day and the terms before it', () => {
    expect(termOf(new Date(2026, 10, 26))).toBe('2026-2027-1');
    expect(termOf(new Date(2027, 0, 15))).toBe('2026-2027-1');
    expect(termOf(new Date(2027, 2, 1))).toBe('2026-2027-2');
    expect(recentTerms(new Date(2026, 10, 26))).toEqual(['2026-2027-1', '2025-2026-2', '2025-2026-1']);
    expect(recentTerms(new Date(2027, 3, 1), 2)).toEqual(['2026-2027-2', '2026-2027-1']);
  });

  it('offers only rooms not proposed yet, and charts published awards', () => {
    const c = (roomId: string, status: 'proposed' | 'published' | null) => ({
      roomId,
      roomLabel: roomId,
      checks: 2,
      average: 90,
      rank: 1,
      status,
    });
    expect(openCandidates([c('a', null), c('b', 'proposed'), c('d', 'published')]).map((x) => x.roomId)).toEqual(['a']);
    expect(awardBars([{ buildingId: 'g1', buildingName: '1号楼', proposed: 3, published: 2 }])).toEqual([
      { key: 'g1', label: '1号楼', value: 2 },
    ]);
    expect(awardBars(undefined)).toEqual([]);
  });
});
