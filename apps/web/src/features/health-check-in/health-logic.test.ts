import { describe, expect, it } from 'vitest';
import { checkInRate, parseTemperature } from './health-logic.ts';

describe('health check-in logic', () => {
  it('reads a typed temperature with one decimal, comma or point', () => {
    expect(parseTemperature('36.54')).toBe(36.5);
    expect(parseTemperature('37,3')).toBe(37.3);
    expect(parseTemperature('')).toBeNull();
    expect(parseTemperature('abc')).toBeNull();
  });
  it('gives no rate for a class without students', () => {
    expect(checkInRate(3, 4)).toBe(0.75);
    expect(checkInRate(0, 0)).toBeNull();
  });
});
