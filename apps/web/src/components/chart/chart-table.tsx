import type { ReactNode } from 'react';

export type ChartTableProps = {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/**
 * The chart's figures as a real table, visually hidden: a screen reader user (and a test) gets every
 * number the picture shows, in reading order, instead of one long aria-label.
 */
export function ChartTable({ caption, header, rows }: ChartTableProps) {
  return (
    <table className="cf-chart-sr">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {header.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered in place
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
