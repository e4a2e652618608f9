import { barWidths, donutArcs, type Point, palette, total } from '../portrait-logic.ts';

const radius = 42;
const circumference = 2 * Math.PI * radius;

/** A donut with its total in the middle and a legend; the legend carries the numbers for screen readers. */
export function DonutChart({ series, label, totalLabel }: { series: Point[]; label: string; totalLabel: string }) {
  const arcs = donutArcs(series, circumference);
  return (
    <figure className="chart-donut" aria-label={label}>
      <svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={label}>
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#eef0f3" strokeWidth="16" />
        {arcs.map((a) => (
          <circle
            key={a.label}
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke={a.color}
            strokeWidth="16"
            strokeDasharray={`${a.dash} ${circumference - a.dash}`}
            strokeDashoffset={a.offset}
            transform="rotate(-90 60 60)"
          />
        ))}
        <text x="60" y="58" textAnchor="middle" className="chart-donut-total">
          {total(series)}
        </text>
        <text x="60" y="76" textAnchor="middle" className="chart-donut-caption">
          {totalLabel}
        </text>
      </svg>
      <ul className="chart-legend">
        {arcs.map((a) => (
          <li key={a.label}>
            <span className="chart-swatch" style={{ background: a.color }} aria-hidden="true" />
            <span className="chart-legend-label">{a.label}</span>
            <span className="chart-legend-value">
              {a.value} · {a.percent}%
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Horizontal bars (readable at 375 px with long labels in any language). */
export function BarChart({ series, label }: { series: Point[]; label: string }) {
  const widths = barWidths(series);
  return (
    <figure className="chart-bars" aria-label={label}>
      <ul>
        {series.map((p, i) => (
          <li key={p.label} className="chart-bar-row">
            <span className="chart-bar-label">{p.label}</span>
            <span className="chart-bar-track" aria-hidden="true">
              <span
                className="chart-bar-fill"
                style={{ width: `${widths[i] ?? 0}%`, background: palette[i % palette.length] }}
              />
            </span>
            <span className="chart-bar-value">{p.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
