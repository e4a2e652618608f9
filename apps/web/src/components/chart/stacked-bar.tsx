import { chartColours } from './chart-colours.ts';
import { formatCount, formatRate, rateOf } from './chart-format.ts';
import { ChartTable } from './chart-table.tsx';
import './chart.css';

export type StackedSegment = { key: string; label: string; value: number; colour: string };

export type StackedBarProps = {
  title: string;
  segments: readonly StackedSegment[];
  labelHeader: string;
  countHeader: string;
  shareHeader: string;
};

/** The usual onboarding split: registered, arrived (not yet registered), not arrived. */
export function arrivalSegments(
  figures: { total: number; arrived: number; registered: number },
  labels: { registered: string; arrivedOnly: string; notArrived: string },
): StackedSegment[] {
  const arrivedOnly = Math.max(0, figures.arrived - figures.registered);
  return [
    { key: 'registered', label: labels.registered, value: figures.registered, colour: chartColours.success },
    { key: 'arrivedOnly', label: labels.arrivedOnly, value: arrivedOnly, colour: chartColours.info },
    {
      key: 'notArrived',
      label: labels.notArrived,
      value: Math.max(0, figures.total - figures.arrived),
      colour: chartColours.muted,
    },
  ];
}

/** One bar split into parts of a whole, with a legend giving each part's count and share. */
export function StackedBar({ title, segments, labelHeader, countHeader, shareHeader }: StackedBarProps) {
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  let x = 0;
  const parts = segments.map((s) => {
    const width = total > 0 ? (s.value / total) * 100 : 0;
    const part = { ...s, x, width, share: formatRate(rateOf(s.value, total)) };
    x += width;
    return part;
  });
  const summary = `${title}: ${parts.map((p) => `${p.label} ${formatCount(p.value)} (${p.share})`).join('; ')}`;
  return (
    <figure className="cf-chart cf-stacked">
      <svg className="cf-stacked-svg" role="img" aria-label={summary} preserveAspectRatio="none" viewBox="0 0 100 10">
        <title>{summary}</title>
        <rect x="0" y="0" width="100" height="10" fill={chartColours.track} />
        {parts
          .filter((p) => p.width > 0)
          .map((p) => (
            // A thin white gap between parts keeps neighbours apart for colour-blind readers.
            <rect
              key={p.key}
              x={p.x}
              y="0"
              width={p.width}
              height="10"
              fill={p.colour}
              stroke="#fff"
              strokeWidth="0.4"
            />
          ))}
      </svg>
      <ul className="cf-legend" aria-hidden="true">
        {parts.map((p) => (
          <li key={p.key}>
            <span className="cf-legend-swatch" style={{ background: p.colour }} />
            <span className="cf-legend-label">{p.label}</span>
            <span className="cf-legend-value">
              {formatCount(p.value)} · {p.share}
            </span>
          </li>
        ))}
      </ul>
      <ChartTable
        caption={title}
        header={[labelHeader, countHeader, shareHeader]}
        rows={parts.map((p) => [p.label, formatCount(p.value), p.share])}
      />
    </figure>
  );
}
