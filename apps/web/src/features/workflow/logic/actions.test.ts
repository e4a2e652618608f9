import { describe, expect, it } from 'vitest';
import { batchOutcome, labelKeyOf, layoutBar, planOf } from './actions.ts';

const task = { hasTask: true, isStarterStep: false };
const request = { hasTask: false, isStarterStep: false };

describe('button → action', () => {
  it('maps the answers to task/complete with their actionName', () => {
    expect(planOf('agree', task)).toEqual({ kind: 'complete', action: 'agree', needsOpinion: false });
    expect(planOf('oppose', task)).toMatchObject({ kind: 'complete', action: 'oppose', needsOpinion: true });
    expect(planOf('rejectToPrevious', task)).toMatchObject({ action: 'rejectToPrevious', needsOpinion: true });
    expect(planOf('rejectToStart', task)).toMatchObject({ action: 'rejectToStart', chooseMode: true });
  });

  it('a reject to a chosen step asks for the step and the way back', () => {
    expect(planOf('reject', task)).toMatchObject({ action: 'reject', chooseTarget: true, chooseMode: true });
  });

  it('revoke: on a task it completes with revoke, on a request it withdraws the request', () => {
    expect(planOf('revoke', task)).toMatchObject({ kind: 'complete', action: 'revoke' });
    expect(planOf('revoke', request)).toEqual({ kind: 'withdraw' });
  });

  it('transfer may go to several people, delegate to exactly one', () => {
    expect(planOf('shift', task)).toEqual({ kind: 'change', changeType: 'shift', single: false });
    expect(planOf('delegate', task)).toEqual({ kind: 'change', changeType: 'assignee', single: true });
  });

  it('lock and suspend carry their direction; page sections and unknown aliases have no action', () => {
    expect(planOf('unlock', task)).toEqual({ kind: 'lock', lock: false });
    expect(planOf('recoverProcess', task)).toEqual({ kind: 'suspend', suspend: false });
    expect(planOf('flowImage', task)).toEqual({ kind: 'none' });
    expect(planOf('approvalHistory', task)).toEqual({ kind: 'none' });
    expect(planOf('somethingNew', task)).toEqual({ kind: 'none' });
  });
});

describe('bottom bar layout', () => {
  it('approve first, reject second, the rest in More (default task buttons)', () => {
    const bar = layoutBar(
      [
        'agree',
        'oppose',
        'reject',
        'rejectToStart',
        'shift',
        'delegate',
        'addSign',
        'lock',
        'flowImage',
        'approvalHistory',
      ],
      task,
    );
    expect(bar).toEqual({
      primary: 'agree',
      secondary: 'oppose',
      more: ['reject', 'rejectToStart', 'shift', 'delegate', 'addSign', 'lock'],
    });
  });

  it("the applicant's returned step: resubmit and withdraw", () => {
    const ctx = { hasTask: true, isStarterStep: true };
    expect(layoutBar(['agree', 'revoke', 'flowImage', 'approvalHistory'], ctx)).toEqual({
      primary: 'agree',
      secondary: 'revoke',
      more: [],
    });
    expect(labelKeyOf('agree', { ...ctx, vote: false })).toBe('buttons.resubmit');
  });

  it('my running request: remind and withdraw', () => {
    expect(layoutBar(['revoke', 'urge', 'flowImage', 'approvalHistory'], request)).toEqual({
      primary: 'urge',
      secondary: 'revoke',
      more: [],
    });
  });

  it('a read-only view has no bar', () => {
    expect(layoutBar(['flowImage', 'approvalHistory'], request)).toEqual({ primary: null, secondary: null, more: [] });
  });

  it('without oppose the first kind of return becomes the second button', () => {
    expect(layoutBar(['agree', 'rejectToStart', 'reject', 'shift'], task)).toEqual({
      primary: 'agree',
      secondary: 'rejectToStart',
      more: ['reject', 'shift'],
    });
  });

  it('on a vote the no answer reads "disagree", elsewhere "reject"', () => {
    expect(labelKeyOf('oppose', { ...task, vote: true })).toBe('buttons.disagree');
    expect(labelKeyOf('oppose', { ...task, vote: false })).toBe('buttons.oppose');
    expect(labelKeyOf('shift', { ...task, vote: false })).toBe('buttons.shift');
  });

  it('counts a batch answer', () => {
    expect(batchOutcome([{ ok: true }, { ok: false }, { ok: true }])).toEqual({ done: 2, failed: 1 });
  });
});
