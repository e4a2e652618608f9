import { describe, expect, it } from 'vitest';
import {
  classesFor,
  emptyFilters,
  placementDimension,
  rangeProblem,
  recentTerms,
  statsQuery,
  termOf,
  termParts,
  withCollege,
} from './stats-filter.ts';

const options = {
  colleges: [
    { id: 'cs', name: '计算机' },
    { id: 'em', name: '经管' },
  ],
  classes: [
    { id: 'cs1', name: '计科2401班', collegeId: 'cs' },
    { id: 'em1', name: '经管2401班', collegeId: 'em' },
  ],
};

describe('statistics filters', () => {
  it('knows the term of a date and the terms before it', () => {
    expect(termOf(new Date(2026, 10, 26))).toBe('2026-2027-1');
    expect(termOf(new Date(2027, 0, 10))).toBe('2026-2027-1');
    expect(termOf(new Date(2027, 2, 1))).toBe('2026-2027-2');
    expect(recentTerms(new Date(2026, 10, 26), 3)).toEqual(['2026-2027-1', '2025-2026-2', '2025-2026-1']);
    expect(termParts('2025-2026-2')).toEqual({ first: '2025', second: '2026', half: '2' });
    expect(termParts('2025')).toBeUndefined();
  });

  it('offers the classes of the chosen college and drops a class of another college', () => {
    expect(classesFor(options, 'em').map((c) => c.id)).toEqual(['em1']);
    expect(classesFor(options, '')).toHaveLength(2);
    const chosen = { ...emptyFilters, classId: 'cs1' };
    expect(withCollege(chosen, options, 'em')).toMatchObject({ collegeId: 'em', classId: '' });
    expect(withCollege(chosen, options, 'cs')).toMatchObject({ collegeId: 'cs', classId: 'cs1' });
  });

  it('finds a range that ends first or misses the term', () => {
    expect(rangeProblem({ ...emptyFilters, from: '2026-12-01', to: '2026-11-01' })).toBe('order');
    expect(rangeProblem({ ...emptyFilters, term: '2026-2027-1', from: '2027-03-01' })).toBe('outsideTerm');
    expect(rangeProblem({ ...emptyFilters, term: '2026-2027-1', from: '2026-10-01' })).toBeNull();
  });

  it('builds the query with only the chosen filters', () => {
    expect(statsQuery({ ...emptyFilters, collegeId: 'cs', from: '2026-01-01' }, ['type', 'month'], 'csv')).toEqual({
      by: 'type,month',
      collegeId: 'cs',
      from: '2026-01-01',
      format: 'csv',
    });
    expect(statsQuery(emptyFilters, ['class'])).toEqual({ by: 'class' });
  });

  it('groups by college across colleges, by class within one', () => {
    expect(placementDimension(emptyFilters, options)).toBe('college');
    expect(placementDimension({ ...emptyFilters, collegeId: 'cs' }, options)).toBe('class');
    expect(placementDimension(emptyFilters, { ...options, colleges: [{ id: 'cs', name: '计算机' }] })).toBe('class');
  });
});
