import { describe, expect, it } from 'vitest';
import { canRecordUse, sealStateColor } from './seals-logic.ts';

describe('seal logic', () => {
  it('records a use only on an approved, unused application', () => {
    expect(canRecordUse('approved')).toBe(true);
    expect(canRecordUse('used')).toBe(false);
    expect(canRecordUse('approving')).toBe(false);
  });
  it('colours states as the rest of the product', () => {
    expect(sealStateColor('approving')).toBe('primary');
    expect(sealStateColor('rejected')).toBe('danger');
    expect(sealStateColor('withdrawn')).toBe('default');
  });
});
