import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BarChart } from '../../../../components/chart/index.ts';
import { Empty, LoadError, Loading } from '../../../../components/load-states.tsx';
import { StatsExportButtons } from '../../../../components/stats-export.tsx';
import { dormSsglApi } from '../../api/dorm-ssgl-api.ts';
import { SsglKindSelector } from './kind-selector.tsx';
import {
  chartOrientation,
  dimensionKey,
  peopleKey,
  type SsglStatsDimension,
  type SsglStatsLine,
  ssglStatsDimensions,
  ssglStatsQuery,
  statsFiltersFrom,
  statsLines,
  statsRangeProblem,
  withStatsKind,
} from './ssgl-stats.ts';
import '../../dorms.css';
import './ssgl.css';

/**
 * /ssgl/dormRecordsStats (dorm office): the figures of one kind of dorm record (holiday stays, room
 * changes, repairs, move-outs, delayed move-outs, violation reports, incident reports) over a date
 * range, grouped by building, status, college, class, month or (repairs, violations, incidents) category: a chart, the table of the same figures with its total, and the CSV/XLSX of that table.
 */
export function SsglStatsPage() {
  const { t } = useTranslation('dorms');
  const location = useLocation();
  const [filters, setFilters] = useState(() => statsFiltersFrom(location.search));
  const badRange = statsRangeProblem(filters);
  const query = ssglStatsQuery(filters);
  const stats = useQuery({
    queryKey: ['dorms', 'ssgl', 'stats', query],
    queryFn: () => dormSsglApi.stats(query),
    enabled: !badRange,
  });
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...patch }));
  const kindLabel = t(`records.kinds.${filters.kind}`);
  const dimensionLabel = t(dimensionKey(filters.kind, filters.by));
  const title = t('records.stats.chart', { kind: kindLabel, dimension: dimensionLabel });
  const lines = statsLines(stats.data, filters, (key) => t(key), t('records.stats.none'));
  return (
    <div className="dorm-page" data-testid="dorm-ssgl-stats">
      <div className="dorm-ssgl-filters">
        <SsglKindSelector
          value={filters.kind}
          onChange={(kind) => setFilters((f) => withStatsKind(f, kind))}
          testId="dorm-ssgl-stats-kind"
        />
        <div className="dorm-ssgl-stats-by">
          <span>{t('records.stats.by')}</span>
          <Selector
            columns={3}
            options={ssglStatsDimensions(filters.kind).map((d) => ({
              label: t(dimensionKey(filters.kind, d)),
              value: d,
            }))}
            value={[filters.by]}
            onChange={(v) => v[0] && set({ by: v[0] as SsglStatsDimension })}
            data-testid="dorm-ssgl-stats-by"
          />
        </div>
        <div className="dorm-ssgl-range">
          <label>
            {t('records.from')}
            <input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
          </label>
          <label>
            {t('records.to')}
            <input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
          </label>
        </div>
        {badRange && (
          <p className="dorm-ssgl-error" role="alert">
            {t('records.rangeInvalid')}
          </p>
        )}
        <StatsExportButtons
          download={(format) => dormSsglApi.exportStats(ssglStatsQuery(filters, format))}
          labels={{ csv: t('records.stats.exportCsv'), xlsx: t('records.stats.exportXlsx') }}
          fallbackName={`dorm-${filters.kind}-statistics`}
          testIdPrefix="dorm-ssgl-stats-export"
          disabled={badRange || !stats.data || stats.data.totals.count === 0}
        />
      </div>
      {!badRange && stats.isPending && <Loading />}
      {!badRange && stats.isError && <LoadError retry={() => void stats.refetch()} />}
      {!badRange && stats.data && stats.data.totals.count === 0 && <Empty text={t('records.stats.empty')} />}
      {!badRange && stats.data && (stats.data.totals.count ?? 0) > 0 && (
        <StatsFigures
          title={title}
          by={filters.by}
          dimensionLabel={dimensionLabel}
          peopleLabel={t(peopleKey(filters.kind))}
          lines={lines}
          totals={stats.data.totals}
        />
      )}
    </div>
  );
}

/** The chart, then the table of the same figures with the total over every record in the range. */
function StatsFigures(props: {
  title: string;
  by: SsglStatsDimension;
  dimensionLabel: string;
  peopleLabel: string;
  lines: SsglStatsLine[];
  totals: Record<string, number>;
}) {
  const { t } = useTranslation('dorms');
  const headingId = useId();
  return (
    <section className="dorm-ssgl-stats-section" aria-labelledby={headingId} data-testid="dorm-ssgl-stats-figures">
      <h2 id={headingId} className="dorm-ssgl-stats-heading">
        {props.title}
      </h2>
      <BarChart
        title={props.title}
        orientation={chartOrientation(props.by)}
        data={props.lines.map((l) => ({ key: l.key, label: l.label, value: l.count }))}
        labelHeader={props.dimensionLabel}
        valueHeader={t('records.stats.count')}
      />
      <table className="dorm-ssgl-stats-table" data-testid="dorm-ssgl-stats-table">
        <thead>
          <tr>
            <th scope="col">{props.dimensionLabel}</th>
            <th scope="col">{t('records.stats.count')}</th>
            <th scope="col">{props.peopleLabel}</th>
          </tr>
        </thead>
        <tbody>
          {props.lines.map((l) => (
            <tr key={l.key}>
              <th scope="row">{l.label}</th>
              <td>{l.count}</td>
              <td>{l.students}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('records.stats.total')}</th>
            <td data-testid="dorm-ssgl-stats-total">{props.totals.count ?? 0}</td>
            <td>{props.totals.students ?? 0}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
