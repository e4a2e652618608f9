import { describe, expect, it } from 'vitest';
import {
  bd09ToGcj02,
  bd09ToWgs84,
  convertCoordinates,
  gcj02ToBd09,
  gcj02ToWgs84,
  outOfChina,
  wgs84ToBd09,
  wgs84ToGcj02,
} from '../coordinates.ts';

// Reference points published with two independent implementations of the same algorithm:
// googollee/eviltransform (WGS-84 → GCJ-02) and wandergis/coordtransform (WGS-84 → GCJ-02, GCJ-02 ↔ BD-09).
const wgsToGcj = [
  {
    name: 'Shanghai',
    wgs: { lat: 31.1774276, lng: 121.5272106 },
    gcj: { lat: 31.17530398364597, lng: 121.531541859215 },
  },
  {
    name: 'Shenzhen',
    wgs: { lat: 22.543847, lng: 113.912316 },
    gcj: { lat: 22.540796131694766, lng: 113.9171764808363 },
  },
  {
    name: 'Beijing',
    wgs: { lat: 39.911954, lng: 116.377817 },
    gcj: { lat: 39.91334545536069, lng: 116.38404722455657 },
  },
];

describe('WGS-84 → GCJ-02', () => {
  for (const point of wgsToGcj) {
    it(`matches the reference point in ${point.name} to 1e-9°`, () => {
      const gcj = wgs84ToGcj02(point.wgs);
      expect(gcj.lat).toBeCloseTo(point.gcj.lat, 9);
      expect(gcj.lng).toBeCloseTo(point.gcj.lng, 9);
    });
  }

  it('leaves points outside China unchanged (Tokyo, London)', () => {
    const tokyo = { lng: 139.7671, lat: 35.6812 };
    expect(outOfChina(tokyo)).toBe(true);
    expect(wgs84ToGcj02(tokyo)).toEqual(tokyo);
    expect(wgs84ToGcj02({ lng: -0.1276, lat: 51.5072 })).toEqual({ lng: -0.1276, lat: 51.5072 });
  });

  it('round-trips through the inverse to within 1e-8°', () => {
    for (const { wgs } of wgsToGcj) {
      const back = gcj02ToWgs84(wgs84ToGcj02(wgs));
      expect(Math.abs(back.lat - wgs.lat)).toBeLessThan(1e-8);
      expect(Math.abs(back.lng - wgs.lng)).toBeLessThan(1e-8);
    }
  });
});

describe('GCJ-02 ↔ BD-09', () => {
  it('matches the coordtransform reference at Tiananmen', () => {
    const bd = gcj02ToBd09({ lng: 116.404, lat: 39.915 });
    expect(bd.lng).toBeCloseTo(116.41036949371029, 9);
    expect(bd.lat).toBeCloseTo(39.92133699351021, 9);
    const gcj = bd09ToGcj02({ lng: 116.404, lat: 39.915 });
    expect(gcj.lng).toBeCloseTo(116.39762729119315, 9);
    expect(gcj.lat).toBeCloseTo(39.90865673957631, 9);
  });

  it('WGS-84 → BD-09 goes through the GCJ-02 reference, and BD-09 → WGS-84 comes back within 0.2 m', () => {
    const wgs = { lng: 116.404, lat: 39.915 };
    const gcj = wgs84ToGcj02(wgs);
    expect(gcj.lng).toBeCloseTo(116.41024449916938, 9);
    expect(gcj.lat).toBeCloseTo(39.91640428150164, 9);
    const bd = wgs84ToBd09(wgs);
    expect(bd).toEqual(gcj02ToBd09(gcj));
    const back = bd09ToWgs84(bd);
    expect(Math.abs(back.lat - wgs.lat)).toBeLessThan(2e-6);
    expect(Math.abs(back.lng - wgs.lng)).toBeLessThan(2e-6);
  });

  it("GCJ-02 → WGS-84 agrees with coordtransform's one-step inverse to within 1 m", () => {
    const wgs = gcj02ToWgs84({ lng: 116.404, lat: 39.915 });
    expect(wgs.lng).toBeCloseTo(116.39775550083061, 5);
    expect(wgs.lat).toBeCloseTo(39.91359571849836, 5);
  });
});

describe('convertCoordinates', () => {
  it('chains WGS-84 → BD-09 through GCJ-02 and keeps same-system calls unchanged', () => {
    const wgs = { lng: 121.5272106, lat: 31.1774276 };
    expect(convertCoordinates(wgs, 'wgs84', 'bd09')).toEqual(gcj02ToBd09(wgs84ToGcj02(wgs)));
    expect(convertCoordinates(wgs, 'wgs84', 'gcj02')).toEqual(wgs84ToGcj02(wgs));
    expect(convertCoordinates(wgs, 'bd09', 'bd09')).toEqual(wgs);
    expect(convertCoordinates(wgs, 'gcj02', 'bd09')).toEqual(gcj02ToBd09(wgs));
  });
});
