import { describe, expect, it } from 'vitest';
import {
  buildingBars,
  rangeProblem,
  ssglQuery,
  statsLinkQuery,
  statusKey,
  statusTabs,
  withKind,
} from './ssgl-records.ts';

const base = { kind: 'holiday' as const, buildingId: '', status: '', from: '', to: '' };

describe('ssgl records filters', () => {
  it('sends only the filters that are set', () => {
    expect(ssglQuery(base)).toEqual({ kind: 'holiday' });
    expect(ssglQuery({ ...base, buildingId: 'b1', status: 'running', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      kind: 'holiday',
      buildingId: 'b1',
      status: 'running',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('flags an end before the start', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe(false);
  });

  it('tabs: all with the total, then every status of the kind with its count', () => {
    const tabs = statusTabs('repair', { reported: 2, done: 3 });
    expect(tabs[0]).toEqual({ key: '', status: '', count: 5 });
    expect(tabs.map((t) => t.key)).toEqual(['', 'reported', 'dispatched', 'repairing', 'done', 'rated']);
    expect(tabs.find((t) => t.key === 'dispatched')?.count).toBe(0);
  });

  it('drops a status the new kind does not have', () => {
    expect(withKind({ ...base, status: 'running' }, 'change').status).toBe('running');
    expect(withKind({ ...base, status: 'running' }, 'repair').status).toBe('');
    expect(statusKey('repair', 'done')).toBe('affairs.repair.statuses.done');
    expect(statusKey('holiday', 'running')).toBe('records.statuses.running');
  });

  it('bars by building, largest first', () => {
    const bars = buildingBars(
      {
        dimensions: ['building'],
        measures: ['count'],
        rows: [
          { keys: { building: '1号楼' }, labels: {}, values: { count: 1 } },
          { keys: { building: '' }, labels: {}, values: { count: 4 } },
        ],
        totals: { count: 5 },
      },
      '（无）',
    );
    expect(bars).toEqual([
      { key: '-', label: '（无）', value: 4 },
      { key: '1号楼', label: '1号楼', value: 1 },
    ]);
  });

  it('links to the statistics with the kind and dates, not the building or status', () => {
    expect(statsLinkQuery(base)).toEqual({ kind: 'holiday' });
    expect(statsLinkQuery({ ...base, kind: 'repair', buildingId: 'b1', status: 'done', from: '2026-11-01' })).toEqual({
      kind: 'repair',
      from: '2026-11-01',
    });
  });
});
