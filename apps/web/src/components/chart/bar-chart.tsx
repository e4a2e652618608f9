import { chartColours } from './chart-colours.ts';
import { formatCount } from './chart-format.ts';
import { ChartTable } from './chart-table.tsx';
import './chart.css';

export type BarDatum = { key: string; label: string; value: number };

export type BarChartProps = {
  /** What the chart shows; the accessible name and the hidden table's caption. */
  title: string;
  data: readonly BarDatum[];
  /** Horizontal (default) suits long labels such as college names on a phone; vertical suits ≤ 6 short ones. */
  orientation?: 'horizontal' | 'vertical';
  /** Header of the label and value columns of the hidden table. */
  labelHeader: string;
  valueHeader: string;
  /** How a value is written (default: a count with k/M suffixes). */
  formatValue?: (value: number) => string;
  /** The value of a full bar (default: the largest value; 1 for rates). */
  max?: number;
  colour?: string;
  /** Makes a bar a link or button target (a row opens its detail list). */
  onSelect?: (key: string) => void;
};

function barRect(fraction: number, horizontal: boolean) {
  const pct = Math.max(0, Math.min(1, fraction)) * 100;
  return horizontal
    ? { x: '0', y: '0', width: `${pct}%`, height: '100%' }
    : { x: '0', y: `${100 - pct}%`, width: '100%', height: `${pct}%` };
}

/**
 * A bar per category with its value written beside it. Labels and values are HTML text so they keep
 * their size at any width (an SVG viewBox would shrink them below 12 px at 320 px); only bars are SVG.
 */
export function BarChart({
  title,
  data,
  orientation = 'horizontal',
  labelHeader,
  valueHeader,
  formatValue = formatCount,
  max,
  colour = chartColours.primary,
  onSelect,
}: BarChartProps) {
  const horizontal = orientation === 'horizontal';
  const top = max ?? Math.max(0, ...data.map((d) => d.value));
  const summary = `${title}: ${data.map((d) => `${d.label} ${formatValue(d.value)}`).join('; ')}`;
  const bars = data.map((d) => {
    const rect = barRect(top > 0 ? d.value / top : 0, horizontal);
    const body = (
      <>
        <span className="cf-bar-label">{d.label}</span>
        <svg className="cf-bar-svg" aria-hidden="true" focusable="false" preserveAspectRatio="none">
          <rect x="0" y="0" width="100%" height="100%" fill={chartColours.track} rx="3" />
          <rect {...rect} fill={colour} rx="3" />
        </svg>
        <span className="cf-bar-value">{formatValue(d.value)}</span>
      </>
    );
    return onSelect ? (
      <button key={d.key} type="button" className="cf-bar-row" onClick={() => onSelect(d.key)}>
        {body}
      </button>
    ) : (
      <div key={d.key} className="cf-bar-row">
        {body}
      </div>
    );
  });
  return (
    <figure className={`cf-chart cf-bar-chart cf-bar-chart--${orientation}`}>
      {/* Tappable bars are buttons named by their own text; a static chart is one image with a data table. */}
      {onSelect ? (
        <div className="cf-bar-chart-bars">{bars}</div>
      ) : (
        <div role="img" aria-label={summary} className="cf-bar-chart-bars">
          {bars}
        </div>
      )}
      {!onSelect && (
        <ChartTable
          caption={title}
          header={[labelHeader, valueHeader]}
          rows={data.map((d) => [d.label, formatValue(d.value)])}
        />
      )}
    </figure>
  );
}
