import { dormSsglKinds } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { dormRecordsMessages } from '../../i18n-records.ts';
import {
  buildingBars,
  byReporter,
  categoryKey,
  dayKey,
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

  it('the new kinds: their own status tabs, and a status of another kind is dropped', () => {
    expect(statusTabs('violation', { registered: 2, confirmed: 1 }).map((t) => [t.key, t.count])).toEqual([
      ['', 3],
      ['registered', 2],
      ['confirmed', 1],
      ['dismissed', 0],
    ]);
    expect(statusTabs('abnormal', { open: 1 }).map((t) => t.key)).toEqual(['', 'open', 'handled']);
    expect(statusTabs('moveOut', {}).map((t) => t.key)).toEqual([
      '',
      'running',
      'approved',
      'rejected',
      'revoked',
      'terminated',
    ]);
    expect(withKind({ ...base, kind: 'violation', status: 'confirmed' }, 'abnormal').status).toBe('');
    expect(withKind({ ...base, kind: 'holiday', status: 'approved' }, 'delay').status).toBe('approved');
    expect(withKind({ ...base, kind: 'abnormal', status: 'open' }, 'repair')).toMatchObject({
      kind: 'repair',
      status: '',
    });
  });

  it('labels each kind’s categories, day and person with its own words', () => {
    expect(statusKey('violation', 'confirmed')).toBe('records.statuses.confirmed');
    expect(statusKey('abnormal', 'handled')).toBe('records.statuses.handled');
    expect(categoryKey('violation', 'appliance')).toBe('affairs.violation.types.appliance');
    expect(categoryKey('abnormal', 'safety')).toBe('affairs.ssgl.categories.safety');
    expect(categoryKey('repair', 'water')).toBe('affairs.repair.categories.water');
    expect(dayKey('moveOut')).toBe('records.leaveDay');
    expect(dayKey('delay')).toBe('records.untilDay');
    expect(dayKey('violation')).toBe('records.occurredDay');
    expect(dayKey('holiday')).toBeNull();
    expect(byReporter('abnormal')).toBe(true);
    expect(byReporter('violation')).toBe(false);
  });

  it('every kind and every status of a kind has a label in the four languages', () => {
    for (const [locale, messages] of Object.entries(dormRecordsMessages)) {
      for (const kind of dormSsglKinds) {
        expect(messages.kinds[kind], `${locale} ${kind}`).toBeTruthy();
        if (kind === 'repair') continue;
        for (const tab of statusTabs(kind, {}).slice(1)) {
          const key = statusKey(kind, tab.status).replace('records.statuses.', '') as keyof typeof messages.statuses;
          expect(messages.statuses[key], `${locale} ${kind} ${tab.status}`).toBeTruthy();
        }
      }
    }
  });
});
