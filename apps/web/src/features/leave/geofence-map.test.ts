import { describe, expect, it } from 'vitest';
import { layoutGeofenceMap, roundScaleLength, scaleLabel } from './geofence-map.ts';

const square = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
  [0, 0.01],
] as const;
const box = { width: 300, height: 200, padding: 10 };

type Xy = [number, number];

/** The corners of an SVG ring path, padded so destructuring is typed (a missing corner fails the length check). */
function corners(path: string): [Xy, Xy, Xy, Xy] {
  const found = [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m): Xy => [Number(m[1]), Number(m[2])]);
  expect(found).toHaveLength(4);
  const at = (i: number): Xy => found[i] ?? [Number.NaN, Number.NaN];
  return [at(0), at(1), at(2), at(3)];
}

describe('geofence map layout', () => {
  it('fits the fence into the box, north up, centred', () => {
    const layout = layoutGeofenceMap([square], null, box);
    // The square is limited by the height: 180 units tall, centred horizontally.
    const [sw, se, ne, nw] = corners(layout.rings[0] as string);
    expect(sw[1]).toBeCloseTo(190, 0);
    expect(ne[1]).toBeCloseTo(10, 0);
    expect(se[0] - sw[0]).toBeCloseTo(180, 0);
    expect((sw[0] + se[0]) / 2).toBeCloseTo(150, 0);
    // North up: the northern corners have the smaller y.
    expect(nw[1]).toBeLessThan(sw[1]);
  });

  it('places the student and scales the accuracy circle with the map', () => {
    const layout = layoutGeofenceMap([square], { lng: 0.005, lat: 0.005, accuracy: 111.2 }, box);
    expect(layout.me?.x).toBeCloseTo(150, 0);
    expect(layout.me?.y).toBeCloseTo(100, 0);
    // 0.01° ≈ 1112 m spans 180 units, so ~111 m is ~18 units.
    expect(layout.me?.r).toBeCloseTo(18, 0);
  });

  it('widens the view to keep a student far outside on the map', () => {
    const layout = layoutGeofenceMap([square], { lng: 0.03, lat: 0.005 }, box);
    expect(layout.me?.x).toBeCloseTo(290, 0);
    const [sw] = corners(layout.rings[0] as string);
    expect(sw[0]).toBeCloseTo(10, 0);
  });

  it('picks a round scale bar', () => {
    expect(roundScaleLength(870)).toBe(500);
    expect(roundScaleLength(270)).toBe(200);
    expect(roundScaleLength(1500)).toBe(1000);
    expect(roundScaleLength(0.3)).toBe(1);
    expect(scaleLabel(2000)).toBe('2 km');
    expect(scaleLabel(200)).toBe('200 m');
    const layout = layoutGeofenceMap([square], null, box);
    expect(layout.scale.metres).toBe(200);
    expect(layout.scale.width).toBeGreaterThan(0);
  });
});
