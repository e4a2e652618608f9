import { type GeofenceRing, geofenceStatus } from '@campusflow/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutGeofenceMap, type MapPoint, scaleLabel } from '../geofence-map.ts';

const box = { width: 340, height: 220, padding: 16 };

type Props = {
  rings: readonly GeofenceRing[];
  /** The browser's last position; null before locating or when refused. */
  position: MapPoint | null;
  denied: boolean;
  /** Beside the status line: the page's "locate again" button (kept out so this renders without antd). */
  action?: ReactNode;
};

/**
 * The campus fence and the student's position as an SVG, drawn from the tenant's polygon alone (no map
 * tiles: the school network may be closed). The line under it says what the server will decide.
 */
export function GeofenceMapCard({ rings, position, denied, action }: Props) {
  const { t } = useTranslation('leave');
  const layout = layoutGeofenceMap(rings, position, box);
  const status = position ? geofenceStatus(position, rings) : null;
  const distance = status ? Math.round(status.distanceM) : 0;
  return (
    <section className="leave-map" data-testid="leave-geofence-map">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={t('map.alt')}
        className="leave-map-svg"
      >
        {layout.rings.map((d) => (
          <path key={d} d={d} className="leave-map-fence" fillRule="evenodd" />
        ))}
        {layout.me && (
          <g data-testid="leave-map-me">
            {layout.me.r > 0 && (
              <circle cx={layout.me.x} cy={layout.me.y} r={layout.me.r} className="leave-map-accuracy" />
            )}
            <circle cx={layout.me.x} cy={layout.me.y} r={5} className="leave-map-me" />
          </g>
        )}
        <g className="leave-map-north" transform={`translate(${layout.width - 20} 22)`}>
          <path d="M0 -12 L6 4 L0 0 L-6 4 Z" />
          <text y={16} textAnchor="middle">
            {t('map.north')}
          </text>
        </g>
        <g className="leave-map-scale" transform={`translate(12 ${layout.height - 12})`}>
          <path d={`M0 -4 V0 H${layout.scale.width} V-4`} />
          <text x={layout.scale.width + 4} y={0}>
            {scaleLabel(layout.scale.metres)}
          </text>
        </g>
      </svg>
      <div className="leave-map-foot">
        <p
          className={`leave-map-status${status ? (status.inside ? ' is-inside' : ' is-outside') : ''}`}
          data-testid="leave-geofence-status"
          data-inside={status ? String(status.inside) : undefined}
        >
          {status
            ? t(status.inside ? 'map.inside' : 'map.outside', { distance })
            : t(denied ? 'report.locationDenied' : 'map.unknown')}
        </p>
        {action}
      </div>
    </section>
  );
}
