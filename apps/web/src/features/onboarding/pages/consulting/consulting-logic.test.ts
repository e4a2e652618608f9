import { describe, expect, it } from 'vitest';
import { canReply, isOnboardingView, pictureBox, viewLink } from './consulting-logic.ts';

describe('consulting logic', () => {
  it('keeps the student pages inside yxxt_lc_index', () => {
    expect(viewLink('problemDetails', { id: 'a b' })).toBe('/xgxt/yxxt_lc_index?view=problemDetails&id=a+b');
    expect(isOnboardingView('grzx')).toBe(true);
    expect(isOnboardingView('staff')).toBe(false);
    expect(isOnboardingView(null)).toBe(false);
  });

  it('allows replies until closed', () => {
    expect(canReply('waiting')).toBe(true);
    expect(canReply('answered')).toBe(true);
    expect(canReply('closed')).toBe(false);
  });

  it('reserves the picture box from the stored size', () => {
    expect(pictureBox({ width: 1200, height: 800 }, 150)).toEqual({ width: 150, height: 100 });
    expect(pictureBox({ width: 0, height: 0 }, 120)).toEqual({ width: 120, height: 90 });
  });
});
