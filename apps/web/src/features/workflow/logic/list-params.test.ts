import { ListQuery } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { buildListQuery, groupByCategory, requestState, statusTabs } from './list-params.ts';

describe('list payload', () => {
  it('a plain page: no filters, page and limit as asked', () => {
    expect(buildListQuery({ pageNo: 2, limit: 20 })).toEqual({
      parameters: [],
      requestPage: { pageNo: 2, limit: 20, totalCount: 0 },
      sorts: [],
    });
  });

  it('search text becomes a contains filter on the subject, trimmed; blank text sends nothing', () => {
    expect(buildListQuery({ pageNo: 1, limit: 20, search: '  请假 ' }).parameters).toEqual([
      { key: 'Q^subject^SL', value: '请假', relation: 'AND' },
    ]);
    expect(buildListQuery({ pageNo: 1, limit: 20, search: '   ' }).parameters).toEqual([]);
    expect(buildListQuery({ pageNo: 1, limit: 20, search: 'x', searchField: 'name' }).parameters).toEqual([
      { key: 'Q^name^SL', value: 'x', relation: 'AND' },
    ]);
  });

  it('tab filters are added after the search, and the payload passes the server schema', () => {
    const q = buildListQuery({ pageNo: 1, limit: 20, search: 'a', filters: [...statusTabs.ended] });
    expect(q.parameters).toEqual([
      { key: 'Q^subject^SL', value: 'a', relation: 'AND' },
      { key: 'Q^status^SIN', value: 'end,manualend', relation: 'AND' },
    ]);
    expect(ListQuery.safeParse(q).success).toBe(true);
  });

  it('clamps the page size to the server cap and the page to 1', () => {
    expect(buildListQuery({ pageNo: 0, limit: 500 }).requestPage).toEqual({ pageNo: 1, limit: 100, totalCount: 0 });
  });

  it('passes a sort through', () => {
    expect(buildListQuery({ pageNo: 1, limit: 10, sort: { field: 'createTime', order: 'ASC' } }).sorts).toEqual([
      { field: 'createTime', order: 'ASC' },
    ]);
  });
});

describe('request state', () => {
  it('from status and result', () => {
    expect(requestState('running', null)).toBe('running');
    expect(requestState('end', 'approved')).toBe('approved');
    expect(requestState('end', 'rejected')).toBe('rejected');
    expect(requestState('end', 'revoked')).toBe('revoked');
    expect(requestState('manualend', 'terminated')).toBe('terminated');
    expect(requestState('suspend', null)).toBe('suspended');
  });

  it('groups processes by category in first-seen order', () => {
    const rows = [
      { category: 'general', n: 1 },
      { category: 'leave', n: 2 },
      { category: 'general', n: 3 },
    ];
    expect(groupByCategory(rows).map(([c, r]) => [c, r.map((x) => x.n)])).toEqual([
      ['general', [1, 3]],
      ['leave', [2]],
    ]);
  });
});
