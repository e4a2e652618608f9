import { describe, expect, it } from 'vitest';
import { barWidths, cardState, donutArcs, knownRequestState, total } from './portrait-logic.ts';

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
