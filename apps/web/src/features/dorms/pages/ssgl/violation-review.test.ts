import { describe, expect, it } from 'vitest';
import { canReview, dismissalReason, reviewColour, reviewTabs } from './violation-review.ts';

describe('violation review rules', () => {
  it('only a registered violation is reviewed, and the waiting ones come first', () => {
    expect(canReview('registered')).toBe(true);
    expect(canReview('confirmed')).toBe(false);
    expect(canReview('dismissed')).toBe(false);
    expect(reviewTabs[0]).toBe('registered');
    expect(reviewTabs).toContain('');
  });

  it('a dismissal reason is trimmed; blank or cancelled has none', () => {
    expect(dismissalReason('  查实为台灯 ')).toBe('查实为台灯');
    expect(dismissalReason('   ')).toBeNull();
    expect(dismissalReason(null)).toBeNull();
  });

  it('each state has its own colour', () => {
    expect(new Set(Object.values(reviewColour)).size).toBe(3);
    expect(reviewColour.confirmed).toBe('danger');
  });
});
