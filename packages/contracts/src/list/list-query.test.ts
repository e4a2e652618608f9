import { describe, expect, it } from 'vitest';
import { ListQuery } from './list-query.ts';

describe('ListQuery', () => {
  it('fills the spec §9 defaults: page 1, 20 rows', () => {
    expect(ListQuery.parse({})).toEqual({ parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] });
  });

  it('maps ascending to ASC and anything else to DESC', () => {
    const q = ListQuery.parse({
      sorts: [
        { field: 'createdAt', order: 'asc' },
        { field: 'name', order: 'whatever' },
      ],
    });
    expect(q.sorts.map((s) => s.order)).toEqual(['ASC', 'DESC']);
  });

  it('accepts Q^field^op filters and OR groups', () => {
    const q = ListQuery.parse({
      parameters: [
        { key: 'Q^name^SL', value: '李' },
        {
          relation: 'OR',
          parameters: [
            { key: 'Q^account^SL', value: '' },
            { key: 'Q^name^SL', value: '' },
          ],
        },
      ],
    });
    expect(q.parameters).toHaveLength(2);
  });

  it('rejects malformed keys, oversized pages, injected sort fields and unknown fields', () => {
    expect(ListQuery.safeParse({ parameters: [{ key: 'name; drop table', value: 'x' }] }).success).toBe(false);
    expect(ListQuery.safeParse({ requestPage: { pageNo: 1, limit: 1000 } }).success).toBe(false);
    expect(ListQuery.safeParse({ sorts: [{ field: 'name desc; --', order: 'ASC' }] }).success).toBe(false);
    expect(ListQuery.safeParse({ extra: 1 }).success).toBe(false);
  });
});
