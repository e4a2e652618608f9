import { onboardingStepData } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { canOpen, floorsOf, isReadOnly } from './onboarding-logic.ts';
import { namePath, stepFields, toFormValues, toStepData } from './step-fields.ts';

describe('step forms', () => {
  it('turns form values into the data the contracts accept, and back', () => {
    const fields = stepFields.arrival ?? [];
    const values = {
      date: '2026-09-01',
      transport: ['train'],
      companions: '2',
      needsPickup: true,
      station: ' 北京南站 ',
    };
    const data = toStepData(fields, values);
    expect(data).toEqual({
      date: '2026-09-01',
      transport: 'train',
      companions: 2,
      needsPickup: true,
      station: '北京南站',
    });
    expect(onboardingStepData.arrival.safeParse(data).success).toBe(true);
    expect(toFormValues(fields, data)).toMatchObject({ transport: ['train'], companions: '2' });
  });

  it('leaves out empty choices and numbers so the server names them as missing', () => {
    const data = toStepData(stepFields.greenChannel ?? [], { plan: [], amountOwed: '', reason: 'x' });
    expect(data).toEqual({ reason: 'x' });
    expect(onboardingStepData.greenChannel.safeParse(data).success).toBe(false);
  });

  it('years of a deferred admission travel as a number', () => {
    const data = toStepData(stepFields.statusRetention ?? [], { reason: ['illness'], years: ['1'], detail: 'x' });
    expect(data).toEqual({ reason: 'illness', years: 1, detail: 'x' });
  });

  it('maps server field paths to form name paths', () => {
    expect(namePath('family.0.name')).toEqual(['family', 0, 'name']);
    expect(namePath('idNumber')).toEqual(['idNumber']);
  });
});

describe('step states', () => {
  it('locks reviewed steps while waiting and once approved, never unreviewed done ones', () => {
    expect(isReadOnly({ state: 'waitingReview', needsReview: true })).toBe(true);
    expect(isReadOnly({ state: 'done', needsReview: true })).toBe(true);
    expect(isReadOnly({ state: 'done', needsReview: false })).toBe(false);
    expect(isReadOnly({ state: 'rejected', needsReview: true })).toBe(false);
    expect(canOpen({ state: 'closed' })).toBe(false);
    expect(canOpen({ state: 'todo' })).toBe(true);
  });

  it('groups rooms by floor in order', () => {
    const rooms = [
      { floor: 2, roomNo: '201' },
      { floor: 1, roomNo: '101' },
      { floor: 2, roomNo: '202' },
    ];
    expect(floorsOf(rooms).map(([f, r]) => [f, r.map((x) => x.roomNo)])).toEqual([
      [1, ['101']],
      [2, ['201', '202']],
    ]);
  });
});
