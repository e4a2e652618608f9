import { type GeofenceRing, toLocalMetres } from '@campusflow/contracts';

// How the report-back map lays the campus out on an SVG without any tile server (the app must work on a
// closed school network): every coordinate goes to metres on the plane tangent at the drawing's centre,
// then is scaled uniformly to fit the box, north up (SVG y grows downwards, so y is flipped).

export type MapPoint = { lng: number; lat: number; accuracy?: number };

export type MapLayout = {
  width: number;
  height: number;
  /** One SVG path per ring (`M x y L … Z`). */
  rings: string[];
  /** The student, with the accuracy radius in SVG units (0 when unknown). */
  me: { x: number; y: number; r: number } | null;
  /** A round length for the scale bar and its width in SVG units. */
  scale: { metres: number; width: number };
};

/** 1, 2 or 5 × 10ⁿ metres, the largest not above `metres` (at least 1 m). */
export function roundScaleLength(metres: number): number {
  if (!(metres >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(metres));
  const head = metres / power;
  return (head >= 5 ? 5 : head >= 2 ? 2 : 1) * power;
}

export function layoutGeofenceMap(
  rings: readonly GeofenceRing[],
  me: MapPoint | null,
  box: { width: number; height: number; padding: number },
): MapLayout {
  const points: [number, number][] = rings.flatMap((r) => r.map(([lng, lat]) => [lng, lat] as [number, number]));
  if (me) points.push([me.lng, me.lat]);
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const centre = {
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
  };
  const local = (lng: number, lat: number) => toLocalMetres(centre, lng, lat);
  const radius = me?.accuracy && me.accuracy > 0 ? me.accuracy : 0;
  // The extent in metres: every corner, and the student's accuracy circle.
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const grow = (x: number, y: number, r = 0) => {
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r);
    maxY = Math.max(maxY, y + r);
  };
  for (const [lng, lat] of points) grow(...local(lng, lat));
  if (me) grow(...local(me.lng, me.lat), radius);
  // A lone point (no extent) still gets a 100 m window so the scale stays finite.
  const spanX = Math.max(maxX - minX, 100);
  const spanY = Math.max(maxY - minY, 100);
  const k = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY);
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  const toSvg = (lng: number, lat: number): [number, number] => {
    const [x, y] = local(lng, lat);
    return [box.width / 2 + (x - midX) * k, box.height / 2 - (y - midY) * k];
  };
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  const ringPaths = rings.map(
    (ring) =>
      `${ring
        .map(([lng, lat], i) => {
          const [x, y] = toSvg(lng, lat);
          return `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`;
        })
        .join(' ')} Z`,
  );
  const mine = me ? toSvg(me.lng, me.lat) : null;
  const metres = roundScaleLength((box.width - 2 * box.padding) / 4 / k);
  return {
    width: box.width,
    height: box.height,
    rings: ringPaths,
    me: mine ? { x: mine[0], y: mine[1], r: radius * k } : null,
    scale: { metres, width: metres * k },
  };
}

/** "850 m" or "1.2 km" for the scale bar; the status line keeps whole metres. */
export function scaleLabel(metres: number): string {
  return metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
}
