import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatsExportButtons } from '../../../../components/stats-export.tsx';

/** Headline numbers: the answers a reader wants before any chart. */
export function StatsHeadline({ items }: { items: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="leave-stats-headline" data-testid="stats-headline">
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The table under a chart: the same figures, readable and copyable, with a totals row. */
export function StatsTable(props: { caption: string; header: string[]; rows: ReactNode[][]; total?: ReactNode[] }) {
  return (
    <div className="leave-stats-table-wrap">
      <table className="leave-stats-table">
        {/* The section's heading names the chart and its table; the caption repeats it for screen readers. */}
        <caption className="leave-sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {props.header.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and rebuilt on every answer
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
        {props.total && (
          <tfoot>
            <tr>
              {props.total.map((cell, j) =>
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
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** The shared CSV and XLSX buttons with leave's labels; `download` fetches the file of the current filters. */
export function StatsExport({ download }: { download: Parameters<typeof StatsExportButtons>[0]['download'] }) {
  const { t } = useTranslation('leave');
  return (
    <div className="leave-stats-export">
      <StatsExportButtons
        download={download}
        labels={{ csv: t('stats.exportCsv'), xlsx: t('stats.exportXlsx') }}
        fallbackName="statistics"
      />
    </div>
  );
}

/** Loading (skeleton), error (retry) and empty states shared by the statistics pages. */
export function StatsState(props: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  retry: () => void;
  problem?: string;
}) {
  const { t } = useTranslation('leave');
  if (props.problem) return <ErrorBlock status="default" title={props.problem} description="" />;
  if (props.pending)
    return (
      <div style={{ padding: 16 }} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  if (props.error)
    return (
      <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
        <Button onClick={props.retry}>{t('retry')}</Button>
      </ErrorBlock>
    );
  if (props.empty) return <ErrorBlock status="empty" title={t('stats.empty')} description="" />;
  return null;
}

/** One question: its heading, then the chart, then the table of the same figures. */
export function StatsSection(props: { title: string; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="leave-stats-section" aria-labelledby={id} data-testid={props.testId}>
      <h2 id={id} className="leave-stats-heading">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
