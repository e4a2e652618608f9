import { describe, expect, it } from 'vitest';
import {
  barWidths,
  cardState,
  checkInFigures,
  donutArcs,
  knownRequestState,
  leaveFigures,
  monthLabel,
  total,
} from './portrait-logic.ts';

describe('portrait charts', () => {
  it('scales bars to the largest value and ignores negatives', () => {
    expect(
      barWidths([
        { label: 'a', value: 2 },
        { label: 'b', value: 4 },
        { label: 'c', value: -1 },
      ]),
    ).toEqual([50, 100, 0]);
    expect(barWidths([{ label: 'a', value: 0 }])).toEqual([0]);
  });

  it('splits the donut circumference by share, slices following each other', () => {
    const arcs = donutArcs(
      [
        { label: 'running', value: 1 },
        { label: 'end', value: 3 },
        { label: 'none', value: 0 },
      ],
      100,
    );
    expect(arcs.map((a) => [a.label, a.dash, a.offset, a.percent])).toEqual([
      ['running', 25, -0, 25],
      ['end', 75, -25, 75],
    ]);
    expect(new Set(arcs.map((a) => a.color)).size).toBe(2);
    expect(donutArcs([], 100)).toEqual([]);
  });

  it('tells a missing module from a module with nothing recorded', () => {
    expect(cardState({ available: false, series: [] })).toBe('unavailable');
    expect(cardState({ available: true, series: [{ label: 'end', value: 0 }] })).toBe('empty');
    expect(cardState({ available: true, series: [{ label: 'end', value: 2 }] })).toBe('data');
    expect(
      total([
        { label: 'x', value: 2 },
        { label: 'y', value: 3 },
      ]),
    ).toBe(5);
  });

  it('knows the workflow states it has labels for', () => {
    expect(knownRequestState('running')).toBe(true);
    expect(knownRequestState('draft')).toBe(false);
  });
});

describe('cards of the modules', () => {
  const leaveSeries = [
    { group: 'byMonth', label: '2026-10', value: 0 },
    { group: 'byMonth', label: '2026-12', stack: 'sick', value: 1 },
    { group: 'byMonth', label: '2026-11', stack: 'personal', value: 2 },
    { group: 'byMonth', label: '2026-12', stack: 'personal', value: 1 },
    { group: 'reportBack', label: 'onTime', value: 2 },
    { group: 'reportBack', label: 'late', value: 0 },
    { group: 'reportBack', label: 'overdue', value: 1 },
  ];

  it('sums the leave card by month (in month order) and by type (largest first), and keeps report-back apart', () => {
    const f = leaveFigures(leaveSeries);
    expect(f.months).toEqual([
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 2 },
      { month: '2026-12', count: 2 },
    ]);
    expect(f.types).toEqual([
      { type: 'personal', count: 3 },
      { type: 'sick', count: 1 },
    ]);
    expect(f.reportBack).toEqual({ onTime: 2, late: 0, overdue: 1 });
    expect(f.total).toBe(4);
  });

  it('an empty leave window is an empty card, not a chart of zeros', () => {
    const none = leaveSeries.map((p) => ({ ...p, value: 0 }));
    expect(cardState({ key: 'leave', available: true, series: none })).toBe('empty');
    expect(cardState({ key: 'leave', available: true, series: leaveSeries })).toBe('data');
  });

  it('derives the check-in rate from checked-in and missed days; missed days alone are no record', () => {
    const series = [
      { label: 'normal', value: 20 },
      { label: 'abnormal', value: 1 },
      { label: 'missed', value: 9 },
    ];
    expect(checkInFigures(series)).toEqual({ normal: 20, abnormal: 1, missed: 9, checkedIn: 21, days: 30, rate: 0.7 });
    expect(checkInFigures([])).toMatchObject({ days: 0, rate: null });
    const onlyMissed = [
      { label: 'normal', value: 0 },
      { label: 'abnormal', value: 0 },
      { label: 'missed', value: 29 },
    ];
    expect(cardState({ key: 'checkIn', available: true, series: onlyMissed })).toBe('empty');
    expect(cardState({ key: 'checkIn', available: true, series })).toBe('data');
  });

  it('writes months short in the reader’s language', () => {
    expect(monthLabel('2026-11', 'en-US')).toBe('Nov');
    expect(monthLabel('2026-11', 'zh-CN')).toBe('11月');
    expect(monthLabel('bad', 'en-US')).toBe('bad');
  });
});
