import { chartColours } from './chart-colours.ts';
import { formatRate } from './chart-format.ts';
import './chart.css';

export type ProgressRingProps = {
  /** The accessible name, e.g. "Arrival rate"; also the caption under the ring. */
  label: string;
  /** 0..1, or null when there is nothing to measure (shows '–'). */
  rate: number | null;
  /** A line under the caption, e.g. "245 / 300". */
  detail?: string;
  /** Pixel size; the SVG is drawn at this size, never scaled, so its text stays legible. */
  size?: number;
  colour?: string;
};

/** A rate as a ring with the percentage in the middle. */
export function ProgressRing({ label, rate, detail, size = 96, colour = chartColours.primary }: ProgressRingProps) {
  const stroke = Math.round(size / 9);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const done = rate === null ? 0 : Math.max(0, Math.min(1, rate));
  const text = formatRate(rate);
  const name = detail ? `${label}: ${text} (${detail})` : `${label}: ${text}`;
  return (
    <figure className="cf-chart cf-ring">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={name}>
        <title>{name}</title>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={chartColours.track} strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth={stroke}
          strokeLinecap={done > 0 && done < 1 ? 'round' : 'butt'}
          strokeDasharray={`${circumference * done} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fill={chartColours.text}
          fontSize={Math.max(14, Math.round(size / 5))}
          fontWeight="600"
        >
          {text}
        </text>
      </svg>
      <figcaption className="cf-ring-caption" aria-hidden="true">
        <span>{label}</span>
        {detail && <span className="cf-ring-detail">{detail}</span>}
      </figcaption>
    </figure>
  );
}
