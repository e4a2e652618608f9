import { describe, expect, it } from 'vitest';
import { canExtend, canReportBack, canShowPass, currentPosition, passTokenOf, stateColor } from './leave-logic.ts';

describe('leave logic', () => {
  it('colours and actions follow the state', () => {
    expect(stateColor('overdue')).toBe('danger');
    expect(stateColor('approving')).toBe('primary');
    expect(canReportBack('overdue')).toBe(true);
    expect(canReportBack('reportedBack')).toBe(false);
    expect(canShowPass('onLeave')).toBe(true);
    expect(canShowPass('overdue')).toBe(false);
  });

  it('extends only leaves that are approved and not over', () => {
    expect(canExtend('approved')).toBe(true);
    expect(canExtend('onLeave')).toBe(true);
    expect(canExtend('overdue')).toBe(false);
    expect(canExtend('approving')).toBe(false);
  });

  it('reads the pass from the QR link', () => {
    expect(passTokenOf('?pass=0190-abc.1700000000.sig_-')).toBe('0190-abc.1700000000.sig_-');
    expect(passTokenOf('?pass=a%2Bb')).toBe('a+b');
    expect(passTokenOf('?other=1')).toBe('');
  });

  it('reads the browser position, and answers null when refused', async () => {
    const ok = {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { longitude: 121, latitude: 31, accuracy: 5 } } as GeolocationPosition),
    } as unknown as Geolocation;
    expect(await currentPosition(ok)).toEqual({ lng: 121, lat: 31, accuracy: 5 });
    const refused = {
      getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
        failure({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(await currentPosition(refused)).toBeNull();
  });
});
