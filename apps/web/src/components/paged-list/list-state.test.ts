import { describe, expect, it } from 'vitest';
import { initialListState, type ListEvent, type ListState, listReducer } from './list-state.ts';

function run(events: ListEvent<number>[], from: ListState<number> = initialListState<number>()) {
  return events.reduce(listReducer<number>, from);
}

describe('list state machine (spec §4)', () => {
  it('starts in init at page 1', () => {
    expect(initialListState()).toMatchObject({ rows: [], pageNo: 1, finished: false, resultType: 'init' });
  });

  it('no rows → empty and finished', () => {
    expect(run([{ type: 'loadStart' }, { type: 'loadSuccess', rows: [], total: 0 }])).toMatchObject({
      resultType: 'empty',
      finished: true,
      loading: false,
    });
  });

  it('more pages: each successful load advances the page by one and appends', () => {
    const s = run([
      { type: 'loadStart' },
      { type: 'loadSuccess', rows: [1, 2], total: 5 },
      { type: 'loadStart' },
      { type: 'loadSuccess', rows: [3, 4], total: 5 },
    ]);
    expect(s).toMatchObject({ rows: [1, 2, 3, 4], pageNo: 3, finished: false, resultType: 'init' });
  });

  it('rows reaching the total → finished', () => {
    const s = run([
      { type: 'loadSuccess', rows: [1, 2], total: 3 },
      { type: 'loadSuccess', rows: [3], total: 3 },
    ]);
    expect(s).toMatchObject({ rows: [1, 2, 3], finished: true, resultType: 'finished', pageNo: 3 });
  });

  it('an empty page before the total ends the list instead of asking forever', () => {
    const s = run([
      { type: 'loadSuccess', rows: [1], total: 9 },
      { type: 'loadSuccess', rows: [], total: 9 },
    ]);
    expect(s).toMatchObject({ finished: true, resultType: 'finished' });
  });

  it('a failed load with state 500 → finished, network', () => {
    const s = run([{ type: 'loadStart' }, { type: 'loadFailure', state: 500, message: 'boom' }]);
    expect(s).toMatchObject({
      finished: true,
      loading: false,
      resultType: 'network',
      resultMessage: 'boom',
      pageNo: 1,
    });
  });

  it('a failed load with another state → finished, error; the page does not advance', () => {
    const s = run([
      { type: 'loadSuccess', rows: [1], total: 4 },
      { type: 'loadFailure', state: 6030001, message: 'bad' },
    ]);
    expect(s).toMatchObject({ finished: true, resultType: 'error', pageNo: 2, rows: [1] });
  });

  it('a transport failure (timeout, offline) counts as network', () => {
    expect(run([{ type: 'loadFailure', state: null, message: 'x', network: true }]).resultType).toBe('network');
  });

  it('refresh clears the rows first and starts again at page 1', () => {
    const loaded = run([{ type: 'loadSuccess', rows: [1, 2], total: 2 }]);
    const s = listReducer(loaded, { type: 'refresh' });
    expect(s).toMatchObject({ rows: [], pageNo: 1, finished: false, refreshing: true, resultType: 'init' });
    expect(listReducer(s, { type: 'loadSuccess', rows: [7], total: 1 })).toMatchObject({
      rows: [7],
      refreshing: false,
      finished: true,
    });
  });

  it('retry after a failure reopens the list at the same page', () => {
    const failed = run([
      { type: 'loadSuccess', rows: [1], total: 3 },
      { type: 'loadFailure', state: 500, message: 'x' },
    ]);
    expect(listReducer(failed, { type: 'retry' })).toMatchObject({ finished: false, pageNo: 2, rows: [1] });
  });
});
