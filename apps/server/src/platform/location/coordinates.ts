import type { CoordinateSystem, LngLat } from '@campusflow/contracts';

// Chinese maps do not use WGS-84 (GPS): AMap, Tencent and Google China use GCJ-02, Baidu uses BD-09,
// which is GCJ-02 shifted once more. A check-in position from the browser's GPS must be converted before
// it is shown on such a map or compared with a fence drawn on one. These are the published
// approximations (Krasovsky 1940 ellipsoid); outside China both systems equal WGS-84.

export type { CoordinateSystem, LngLat };

const krasovskyA = 6378245.0;
const krasovskyEe = 0.006693421622965943;
const baiduXPi = (Math.PI * 3000.0) / 180.0;

/** The rough box the GCJ-02 shift applies to; outside it the coordinates are returned unchanged. */
export function outOfChina({ lng, lat }: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function shiftLat(x: number, y: number): number {
  let d = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  d += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  d += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  d += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320.0 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return d;
}

function shiftLng(x: number, y: number): number {
  let d = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  d += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  d += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  d += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return d;
}

export function wgs84ToGcj02(point: LngLat): LngLat {
  if (outOfChina(point)) return { ...point };
  const { lng, lat } = point;
  const radLat = (lat / 180.0) * Math.PI;
  const sinLat = Math.sin(radLat);
  const magic = 1 - krasovskyEe * sinLat * sinLat;
  const sqrtMagic = Math.sqrt(magic);
  const dLat =
    (shiftLat(lng - 105.0, lat - 35.0) * 180.0) / (((krasovskyA * (1 - krasovskyEe)) / (magic * sqrtMagic)) * Math.PI);
  const dLng = (shiftLng(lng - 105.0, lat - 35.0) * 180.0) / ((krasovskyA / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lng: lng + dLng, lat: lat + dLat };
}

/** GCJ-02 back to WGS-84: the shift has no closed inverse, so iterate until it moves less than ~1 mm. */
export function gcj02ToWgs84(point: LngLat): LngLat {
  if (outOfChina(point)) return { ...point };
  let guess = { ...point };
  for (let i = 0; i < 30; i++) {
    const shifted = wgs84ToGcj02(guess);
    const dLng = shifted.lng - point.lng;
    const dLat = shifted.lat - point.lat;
    guess = { lng: guess.lng - dLng, lat: guess.lat - dLat };
    if (Math.abs(dLng) < 1e-9 && Math.abs(dLat) < 1e-9) break;
  }
  return guess;
}

export function gcj02ToBd09({ lng, lat }: LngLat): LngLat {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * baiduXPi);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * baiduXPi);
  return { lng: z * Math.cos(theta) + 0.0065, lat: z * Math.sin(theta) + 0.006 };
}

export function bd09ToGcj02({ lng, lat }: LngLat): LngLat {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * baiduXPi);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * baiduXPi);
  return { lng: z * Math.cos(theta), lat: z * Math.sin(theta) };
}

export function wgs84ToBd09(point: LngLat): LngLat {
  return gcj02ToBd09(wgs84ToGcj02(point));
}

export function bd09ToWgs84(point: LngLat): LngLat {
  return gcj02ToWgs84(bd09ToGcj02(point));
}

const toWgs84: Record<CoordinateSystem, (p: LngLat) => LngLat> = {
  wgs84: (p) => ({ ...p }),
  gcj02: gcj02ToWgs84,
  bd09: bd09ToWgs84,
};
const fromWgs84: Record<CoordinateSystem, (p: LngLat) => LngLat> = {
  wgs84: (p) => ({ ...p }),
  gcj02: wgs84ToGcj02,
  bd09: wgs84ToBd09,
};

/** Any system to any other; the inverse of the GCJ-02 shift is iterated to about 1e-9°. */
export function convertCoordinates(point: LngLat, from: CoordinateSystem, to: CoordinateSystem): LngLat {
  if (from === to) return { ...point };
  if (from === 'gcj02' && to === 'bd09') return gcj02ToBd09(point);
  if (from === 'bd09' && to === 'gcj02') return bd09ToGcj02(point);
  return fromWgs84[to](toWgs84[from](point));
}
