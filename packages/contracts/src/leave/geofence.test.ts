import { describe, expect, it } from 'vitest';
import {
  distanceToGeofenceM,
  type GeofenceRing,
  geofenceStatus,
  insideGeofence,
  parseGeofenceRings,
} from './geofence.ts';

// 0.001° of latitude is 111.195 m on the mean sphere; on the equator the same holds for longitude.
const metresPerDeg = (6_371_008.8 * Math.PI) / 180;
const square: GeofenceRing = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
  [0, 0.01],
];

/** Great-circle distance, independent of the flat projection under test. */
function haversineM(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('geofence', () => {
  it('tells inside from outside', () => {
    expect(insideGeofence({ lng: 0.005, lat: 0.002 }, [square])).toBe(true);
    expect(insideGeofence({ lng: 0.013, lat: 0.005 }, [square])).toBe(false);
    expect(insideGeofence({ lng: -0.001, lat: 0.005 }, [square])).toBe(false);
  });

  it('measures to the nearest edge inside, outside and past a corner', () => {
    expect(distanceToGeofenceM({ lng: 0.005, lat: 0.002 }, [square])).toBeCloseTo(0.002 * metresPerDeg, 0);
    // East of the square: the east edge, scaled by cos(latitude) which is ~1 here.
    expect(distanceToGeofenceM({ lng: 0.013, lat: 0.005 }, [square])).toBeCloseTo(0.003 * metresPerDeg, 0);
    // South-west of the corner (0, 0): the 3-4-5 triangle.
    expect(distanceToGeofenceM({ lng: -0.003, lat: -0.004 }, [square])).toBeCloseTo(0.005 * metresPerDeg, 0);
  });

  it('agrees with the great-circle distance at Shanghai latitude within a metre', () => {
    const campus: GeofenceRing = [
      [121.0, 31.0],
      [121.1, 31.0],
      [121.1, 31.1],
      [121.0, 31.1],
    ];
    const student = { lng: 121.09, lat: 31.05 };
    const status = geofenceStatus(student, [campus]);
    expect(status?.inside).toBe(true);
    expect(Math.abs((status?.distanceM ?? 0) - haversineM(student, { lng: 121.1, lat: 31.05 }))).toBeLessThan(1);
    const away = { lng: 120.0, lat: 31.05 };
    expect(geofenceStatus(away, [campus])?.inside).toBe(false);
    expect(
      Math.abs((geofenceStatus(away, [campus])?.distanceM ?? 0) - haversineM(away, { lng: 121, lat: 31.05 })),
    ).toBeLessThan(
      150, // 95 km off the flat plane is still within 0.2 %.
    );
  });

  it('treats a second ring as a hole and finds the nearer of two rings', () => {
    const hole: GeofenceRing = [
      [0.004, 0.004],
      [0.006, 0.004],
      [0.006, 0.006],
      [0.004, 0.006],
    ];
    expect(insideGeofence({ lng: 0.005, lat: 0.005 }, [square, hole])).toBe(false);
    expect(distanceToGeofenceM({ lng: 0.005, lat: 0.005 }, [square, hole])).toBeCloseTo(0.001 * metresPerDeg, 0);
  });

  it('has no answer without a usable fence', () => {
    expect(geofenceStatus({ lng: 0, lat: 0 }, null)).toBeNull();
    expect(geofenceStatus({ lng: 0, lat: 0 }, [])).toBeNull();
    expect(
      geofenceStatus({ lng: 0, lat: 0 }, [
        [
          [0, 0],
          [1, 1],
        ],
      ]),
    ).toBeNull();
  });
});

describe('stored fence', () => {
  it('reads one ring or several, and refuses anything else', () => {
    const ring = JSON.stringify(square);
    expect(parseGeofenceRings(ring)).toEqual([square]);
    expect(parseGeofenceRings(JSON.stringify([square, square]))).toEqual([square, square]);
    expect(parseGeofenceRings('')).toBeNull();
    expect(parseGeofenceRings('not json')).toBeNull();
    expect(parseGeofenceRings('[[0,0],[1,1]]')).toBeNull();
    expect(parseGeofenceRings('[[0,0],[1,1],[200,1]]')).toBeNull();
    expect(parseGeofenceRings(JSON.stringify([square, [[0, 0]]]))).toBeNull();
    expect(parseGeofenceRings('[]')).toBeNull();
  });
});
