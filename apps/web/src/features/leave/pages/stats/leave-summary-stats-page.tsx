import { useTranslation } from 'react-i18next';
import { BarChart, formatCount } from '../../../../components/chart/index.ts';
import '../../leave.css';
import { StatsFilterRow } from './stats-filter-row.tsx';
import { StatsExport, StatsHeadline, StatsSection, StatsState, StatsTable } from './stats-parts.tsx';
import { download, useGrouped, useStatsFilters } from './use-stats.ts';

/** qxjTj: leave and report-back together, by month and by type. */
export function LeaveSummaryStatsPage() {
  const { t } = useTranslation('leave');
  const { filters, setFilters, options, problem } = useStatsFilters();
  const ok = !problem;
  const byMonth = useGrouped('grouped', filters, ['month'], ok);
  const byTypeMonth = useGrouped('grouped', filters, ['type', 'month'], ok);
  const data = byMonth.data;
  const v = (values: Record<string, number>, key: string) => values[key] ?? 0;
  const measures = ['count', 'days', 'reportedBack', 'late'];
  // Here `count` is requests (人次); on the report-back page it is the leaves due back.
  const name = (k: string) => (k === 'count' ? t('stats.count') : t(`stats.measures.${k}`));
  return (
    <div className="leave-page" data-testid="leave-summary-stats">
      <StatsFilterRow value={filters} options={options} onChange={setFilters} />
      <StatsExport download={download('grouped', filters, ['type', 'month'])} />
      <StatsState
        pending={ok && byMonth.isPending}
        error={byMonth.isError}
        empty={data?.totals.count === 0}
        retry={() => void byMonth.refetch()}
        {...(problem ? { problem } : {})}
      />
      {ok && data && (data.totals.count ?? 0) > 0 && (
        <>
          <StatsHeadline
            items={measures.map((key) => ({ key, label: name(key), value: formatCount(v(data.totals, key)) }))}
          />
          <StatsSection title={t('stats.chartByMonth')}>
            <BarChart
              title={t('stats.chartByMonth')}
              orientation="vertical"
              data={data.rows.map((row) => ({
                key: row.keys.month ?? '-',
                label: row.keys.month ?? '-',
                value: v(row.values, 'count'),
              }))}
              labelHeader={t('stats.month')}
              valueHeader={t('stats.count')}
            />
            <StatsTable
              caption={t('stats.chartByMonth')}
              header={[t('stats.month'), ...measures.map((k) => name(k))]}
              rows={data.rows.map((row) => [row.keys.month ?? '-', ...measures.map((k) => v(row.values, k))])}
              total={[t('stats.total'), ...measures.map((k) => v(data.totals, k))]}
            />
          </StatsSection>
          {byTypeMonth.data && (
            <StatsSection title={t('stats.byTypeMonth')}>
              <StatsTable
                caption={t('stats.byTypeMonth')}
                header={[t('stats.dimensions.type'), t('stats.month'), ...measures.map((k) => name(k))]}
                rows={byTypeMonth.data.rows.map((row) => [
                  t(`types.${row.keys.type}`),
                  row.keys.month ?? '-',
                  ...measures.map((k) => v(row.values, k)),
                ])}
              />
            </StatsSection>
          )}
        </>
      )}
    </div>
  );
}
