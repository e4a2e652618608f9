import type { StatsResult } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { dormRecordsMessages } from '../../i18n-records.ts';
import {
  chartOrientation,
  defaultStatsFilters,
  dimensionKey,
  peopleKey,
  ssglStatsDimensions,
  ssglStatsQuery,
  statsFiltersFrom,
  statsLines,
  statsRangeProblem,
  withStatsKind,
} from './ssgl-stats.ts';

const result = (by: string, rows: [string | null, string | null, number, number][]): StatsResult => ({
  dimensions: [by],
  measures: ['count', 'students'],
  rows: rows.map(([key, label, count, students]) => ({
    keys: { [by]: key },
    labels: { [by]: label },
    values: { count, students },
  })),
  totals: { count: rows.reduce((n, r) => n + r[2], 0), students: 0 },
});
const translate = (key: string) => `t:${key}`;

describe('ssgl statistics page logic', () => {
  it('offers type (the repair category) for repairs only', () => {
    expect(ssglStatsDimensions('holiday')).toEqual(['building', 'status', 'college', 'class', 'month']);
    expect(ssglStatsDimensions('repair')).toContain('type');
    expect(ssglStatsDimensions('change')).not.toContain('type');
  });

  it('falls back to building when the new kind lacks the dimension, keeps it otherwise', () => {
    const repairByType = { ...defaultStatsFilters, kind: 'repair' as const, by: 'type' as const };
    expect(withStatsKind(repairByType, 'holiday')).toMatchObject({ kind: 'holiday', by: 'building' });
    expect(withStatsKind({ ...repairByType, by: 'month' }, 'change')).toMatchObject({ kind: 'change', by: 'month' });
  });

  it('sends kind and by, the dates only when set, and the format for a file', () => {
    expect(ssglStatsQuery(defaultStatsFilters)).toEqual({ kind: 'holiday', by: 'building' });
    expect(ssglStatsQuery({ kind: 'repair', by: 'month', from: '2026-09-01', to: '2026-12-31' }, 'xlsx')).toEqual({
      kind: 'repair',
      by: 'month',
      from: '2026-09-01',
      to: '2026-12-31',
      format: 'xlsx',
    });
  });

  it('flags an end before the start, as the records page does', () => {
    expect(statsRangeProblem({ ...defaultStatsFilters, from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(statsRangeProblem({ ...defaultStatsFilters, from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(statsRangeProblem({ ...defaultStatsFilters, to: '2026-11-01' })).toBe(false);
  });

  it('reads the first filters from the records page link and ignores junk', () => {
    expect(statsFiltersFrom('?kind=repair&from=2026-11-01&to=2026-11-30')).toEqual({
      kind: 'repair',
      by: 'building',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(statsFiltersFrom('?kind=fees&from=yesterday')).toEqual(defaultStatsFilters);
  });

  it('labels statuses and categories through their keys, orgs by name, no key as none; largest first', () => {
    const byStatus = statsLines(
      result('status', [
        ['running', null, 1, 1],
        ['approved', null, 3, 2],
      ]),
      { kind: 'holiday', by: 'status' },
      translate,
      '(none)',
    );
    expect(byStatus).toEqual([
      { key: 'approved', label: 't:records.statuses.approved', count: 3, students: 2 },
      { key: 'running', label: 't:records.statuses.running', count: 1, students: 1 },
    ]);
    const byType = statsLines(result('type', [['water', null, 2, 1]]), { kind: 'repair', by: 'type' }, translate, '-');
    expect(byType[0]?.label).toBe('t:affairs.repair.categories.water');
    const repairStatus = statsLines(
      result('status', [['done', null, 1, 1]]),
      { kind: 'repair', by: 'status' },
      translate,
      '',
    );
    expect(repairStatus[0]?.label).toBe('t:affairs.repair.statuses.done');
    const byClass = statsLines(
      result('class', [
        ['c1', '计科2401班', 2, 2],
        [null, null, 5, 4],
      ]),
      { kind: 'change', by: 'class' },
      translate,
      '(none)',
    );
    expect(byClass.map((l) => [l.key, l.label, l.count])).toEqual([
      ['-', '(none)', 5],
      ['c1', '计科2401班', 2],
    ]);
    expect(
      statsLines(result('building', [['', null, 1, 1]]), { kind: 'repair', by: 'building' }, translate, 'x')[0],
    ).toMatchObject({ key: '-', label: 'x' });
  });

  it('keeps months in time order and draws them as vertical bars', () => {
    const months = statsLines(
      result('month', [
        ['2026-12', null, 9, 1],
        ['2026-10', null, 1, 1],
        ['2026-11', null, 4, 1],
      ]),
      { kind: 'repair', by: 'month' },
      translate,
      '',
    );
    expect(months.map((m) => m.key)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(chartOrientation('month')).toBe('vertical');
    expect(chartOrientation('college')).toBe('horizontal');
    expect(statsLines(undefined, { kind: 'repair', by: 'month' }, translate, '')).toEqual([]);
  });

  it('violations and incidents group by their category; incidents by reporter, without college or class', () => {
    expect(ssglStatsDimensions('violation')).toEqual(['building', 'status', 'college', 'class', 'month', 'type']);
    expect(ssglStatsDimensions('abnormal')).toEqual(['building', 'status', 'month', 'type']);
    expect(ssglStatsDimensions('moveOut')).toEqual(['building', 'status', 'college', 'class', 'month']);
    expect(ssglStatsDimensions('delay')).not.toContain('type');
    const byClass = { ...defaultStatsFilters, kind: 'violation' as const, by: 'class' as const };
    expect(withStatsKind(byClass, 'abnormal')).toMatchObject({ kind: 'abnormal', by: 'building' });
    expect(withStatsKind({ ...byClass, by: 'type' }, 'abnormal')).toMatchObject({ kind: 'abnormal', by: 'type' });
    expect(withStatsKind({ ...byClass, by: 'type' }, 'delay')).toMatchObject({ kind: 'delay', by: 'building' });
    expect(peopleKey('abnormal')).toBe('records.stats.reporters');
    expect(peopleKey('violation')).toBe('records.stats.students');
    expect(statsFiltersFrom('?kind=abnormal&from=2027-05-01')).toMatchObject({ kind: 'abnormal', from: '2027-05-01' });
  });

  it('names the type dimension after the kind and labels categories and statuses with its words', () => {
    expect(dimensionKey('violation', 'type')).toBe('records.stats.typeDimensions.violation');
    expect(dimensionKey('abnormal', 'building')).toBe('records.stats.dimensions.building');
    const types = statsLines(
      result('type', [
        ['appliance', null, 2, 2],
        ['lateReturn', null, 1, 1],
      ]),
      { kind: 'violation', by: 'type' },
      translate,
      '',
    );
    expect(types.map((l) => l.label)).toEqual([
      't:affairs.violation.types.appliance',
      't:affairs.violation.types.lateReturn',
    ]);
    const incidents = statsLines(
      result('type', [['safety', null, 1, 1]]),
      { kind: 'abnormal', by: 'type' },
      translate,
      '',
    );
    expect(incidents[0]?.label).toBe('t:affairs.ssgl.categories.safety');
    const handled = statsLines(
      result('status', [['handled', null, 1, 1]]),
      { kind: 'abnormal', by: 'status' },
      translate,
      '',
    );
    expect(handled[0]?.label).toBe('t:records.statuses.handled');
    for (const [locale, messages] of Object.entries(dormRecordsMessages)) {
      for (const kind of ['repair', 'violation', 'abnormal'] as const) {
        expect(messages.stats.typeDimensions[kind], `${locale} ${kind}`).toBeTruthy();
      }
      expect(messages.stats.reporters, locale).toBeTruthy();
    }
  });
});
