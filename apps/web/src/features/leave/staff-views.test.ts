import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  approvalHistoryPath,
  reportBackResult,
  staffLeaveQuery,
  staffLeaveRangeProblem,
} from './staff-views.ts';

describe('staffLeaveQuery', () => {
  it('the away view lists on-leave and overdue leaves, soonest end first', () => {
    const q = staffLeaveQuery('away', {}, 2, 20);
    expect(q.parameters).toEqual([{ key: 'Q^state^SIN', value: 'onLeave,overdue' }]);
    expect(q.sorts).toEqual([{ field: 'endDate', order: 'ASC' }]);
    expect(q.requestPage).toEqual({ pageNo: 2, limit: 20 });
  });

  it('a chosen state narrows a view but never widens it', () => {
    expect(staffLeaveQuery('results', { state: 'overdue' }, 1, 20).parameters).toEqual([
      { key: 'Q^state^S', value: 'overdue' },
    ]);
    expect(staffLeaveQuery('results', { state: 'approving' }, 1, 20).parameters).toEqual([
      { key: 'Q^state^SIN', value: 'reportedBack,overdue' },
    ]);
    expect(staffLeaveQuery('all', { state: 'approving' }, 1, 20).parameters).toEqual([
      { key: 'Q^state^S', value: 'approving' },
    ]);
  });

  it('type, class and date range become filters; blanks are left out', () => {
    const q = staffLeaveQuery('all', { type: 'sick', className: ' 计算机1班 ', from: '2026-12-01', to: '' }, 1, 20);
    expect(q.parameters).toEqual([
      { key: 'Q^type^S', value: 'sick' },
      { key: 'Q^className^SL', value: '计算机1班' },
      { key: 'Q^endDate^DG', value: '2026-12-01' },
    ]);
    expect(q.sorts).toEqual([]);
  });

  it('a date range keeps the leaves overlapping it: ends on or after from, starts on or before to', () => {
    const q = staffLeaveQuery('reportedBack', { from: '2026-12-01', to: '2026-12-07' }, 1, 20);
    expect(q.parameters).toEqual([
      { key: 'Q^state^SIN', value: 'reportedBack' },
      { key: 'Q^endDate^DG', value: '2026-12-01' },
      { key: 'Q^startDate^DL', value: '2026-12-07' },
    ]);
    expect(staffLeaveQuery('all', { to: '2026-12-07' }, 1, 20).parameters).toEqual([
      { key: 'Q^startDate^DL', value: '2026-12-07' },
    ]);
  });
});

describe('staffLeaveRangeProblem and activeFilterCount', () => {
  it('from after to is a problem; one bound, equal bounds or none are not', () => {
    expect(staffLeaveRangeProblem({ from: '2026-12-08', to: '2026-12-07' })).toBe('order');
    expect(staffLeaveRangeProblem({ from: '2026-12-07', to: '2026-12-07' })).toBeNull();
    expect(staffLeaveRangeProblem({ from: '2026-12-08' })).toBeNull();
    expect(staffLeaveRangeProblem({ to: '2026-12-07' })).toBeNull();
    expect(staffLeaveRangeProblem({})).toBeNull();
  });

  it('counts the set filters, the range once, blanks not at all', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ state: '', type: '', className: '  ' })).toBe(0);
    expect(activeFilterCount({ state: 'overdue', type: 'sick', from: '2026-12-01', to: '2026-12-07' })).toBe(3);
    expect(activeFilterCount({ className: '计科', to: '2026-12-07' })).toBe(2);
  });
});

describe('reportBackResult', () => {
  it('on time, late, overdue, or nothing before the leave ends', () => {
    expect(reportBackResult({ state: 'reportedBack', lateReturn: false })).toBe('onTime');
    expect(reportBackResult({ state: 'reportedBack', lateReturn: true })).toBe('late');
    expect(reportBackResult({ state: 'overdue', lateReturn: false })).toBe('overdue');
    expect(reportBackResult({ state: 'onLeave', lateReturn: false })).toBeNull();
  });

  it('links the approval history of the workflow instance', () => {
    expect(approvalHistoryPath('a b')).toBe('/bpmn/detail?instId=a%20b');
  });
});
