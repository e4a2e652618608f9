// The campus geofence as the report-back screen shows it: is the student inside, and how far from the
// boundary. Pure functions so the server, the map and the tests agree on one answer. Coordinates are
// `[lng, lat]` degrees as the tenant stores them (campus_geofence); a campus is small enough that a local
// flat projection around the student (equirectangular, metres) is accurate to well under a metre.

/** A closed ring `[[lng, lat], …]`; the last corner joins the first. */
export type GeofenceRing = readonly (readonly [number, number])[];

export type GeofenceStatus = {
  inside: boolean;
  /** Metres from the nearest boundary edge (≥ 0, the same whether inside or outside). */
  distanceM: number;
};

/** Mean Earth radius (IUGG), metres. */
const earthRadiusM = 6_371_008.8;
const degToRad = Math.PI / 180;

/** Even-odd ray casting over all rings: a point inside two rings (a hole) counts as outside. */
export function insideGeofence(point: { lng: number; lat: number }, rings: readonly GeofenceRing[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as readonly [number, number];
      const [xj, yj] = ring[j] as readonly [number, number];
      if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/** Metres east (x) and north (y) of `origin`, on the plane tangent there. */
export function toLocalMetres(origin: { lng: number; lat: number }, lng: number, lat: number): [number, number] {
  const cosLat = Math.cos(origin.lat * degToRad);
  return [(lng - origin.lng) * degToRad * earthRadiusM * cosLat, (lat - origin.lat) * degToRad * earthRadiusM];
}

/** Distance from the origin (0, 0) to the segment a–b on the plane. */
function originToSegment(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSq));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Metres from the point to the nearest edge of any ring; Infinity when there is no ring. */
export function distanceToGeofenceM(point: { lng: number; lat: number }, rings: readonly GeofenceRing[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    const local = ring.map(([lng, lat]) => toLocalMetres(point, lng, lat));
    for (let i = 0, j = local.length - 1; i < local.length; j = i++) {
      const [ax, ay] = local[j] as [number, number];
      const [bx, by] = local[i] as [number, number];
      best = Math.min(best, originToSegment(ax, ay, bx, by));
    }
  }
  return best;
}

/** Inside or outside, and how far from the boundary; null when the school set no fence. */
export function geofenceStatus(
  point: { lng: number; lat: number },
  rings: readonly GeofenceRing[] | null,
): GeofenceStatus | null {
  const usable = (rings ?? []).filter((r) => r.length >= 3);
  if (usable.length === 0) return null;
  return { inside: insideGeofence(point, usable), distanceM: distanceToGeofenceM(point, usable) };
}

function ringOf(value: unknown): [number, number][] | null {
  if (!Array.isArray(value) || value.length < 3) return null;
  const ok = value.every(
    (p) =>
      Array.isArray(p) &&
      p.length === 2 &&
      typeof p[0] === 'number' &&
      typeof p[1] === 'number' &&
      Math.abs(p[0]) <= 180 &&
      Math.abs(p[1]) <= 90,
  );
  return ok ? (value as [number, number][]) : null;
}

/**
 * The tenant's fence as stored (campus_geofence, JSON): one ring `[[lng, lat], …]` or several
 * `[[[lng, lat], …], …]` (a campus in parts, or a hole). Null when unset or malformed: then there is no
 * check, as before a school draws its fence.
 */
export function parseGeofenceRings(value: string | undefined): [number, number][][] | null {
  if (!value?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const single = ringOf(parsed);
  if (single) return [single];
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const rings = parsed.map(ringOf);
  return rings.every((r) => r !== null) ? (rings as [number, number][][]) : null;
}
