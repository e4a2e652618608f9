import { useTranslation } from 'react-i18next';
import { BarChart, chartColours, formatCount, StackedBar } from '../../../../components/chart/index.ts';
import '../../leave.css';
import { StatsFilterRow } from './stats-filter-row.tsx';
import { StatsExport, StatsHeadline, StatsSection, StatsState, StatsTable } from './stats-parts.tsx';
import { download, labelOf, useGrouped, useStatsFilters } from './use-stats.ts';

/** rcswXjtj: report-backs of ended leaves — on time, late, not yet (overdue) — by college or class. */
export function ReportBackStatsPage() {
  const { t } = useTranslation('leave');
  const { filters, setFilters, options, placement, problem } = useStatsFilters();
  const result = useGrouped('reportBack', filters, [placement], !problem);
  const data = result.data;
  const v = (values: Record<string, number>, key: string) => values[key] ?? 0;
  const none = t('stats.none');
  const same = (k: string) => k;
  return (
    <div className="leave-page" data-testid="report-back-stats">
      <StatsFilterRow value={filters} options={options} onChange={setFilters} />
      <StatsExport download={download('reportBack', filters, [placement])} />
      <StatsState
        pending={!problem && result.isPending}
        error={result.isError}
        empty={data?.totals.count === 0}
        retry={() => void result.refetch()}
        {...(problem ? { problem } : {})}
      />
      {!problem && data && (data.totals.count ?? 0) > 0 && (
        <>
          <StatsHeadline
            items={['count', 'onTime', 'late', 'overdue'].map((key) => ({
              key,
              label: t(`stats.measures.${key}`),
              value: formatCount(v(data.totals, key)),
            }))}
          />
          <StatsSection title={t('stats.chartReportBack')}>
            <StackedBar
              title={t('stats.chartReportBack')}
              segments={[
                {
                  key: 'onTime',
                  label: t('stats.measures.onTime'),
                  value: v(data.totals, 'onTime'),
                  colour: chartColours.success,
                },
                {
                  key: 'late',
                  label: t('stats.measures.late'),
                  value: v(data.totals, 'late'),
                  colour: chartColours.info,
                },
                {
                  key: 'overdue',
                  label: t('stats.measures.overdue'),
                  value: v(data.totals, 'overdue'),
                  colour: chartColours.alert,
                },
              ]}
              labelHeader={t('stats.measures.count')}
              countHeader={t('stats.count')}
              shareHeader={t('stats.share')}
            />
          </StatsSection>
          <StatsSection title={t(`stats.lateBy.${placement}`)} testId="stats-by-place">
            <BarChart
              title={t(`stats.lateBy.${placement}`)}
              data={data.rows.map((row) => ({
                key: row.keys[placement] ?? '-',
                label: labelOf(row, placement, same, none),
                value: v(row.values, 'late') + v(row.values, 'overdue'),
              }))}
              labelHeader={t(`stats.dimensions.${placement}`)}
              valueHeader={t('stats.measures.lateOrOverdue')}
              colour={chartColours.alert}
            />
            <StatsTable
              caption={t(`stats.lateBy.${placement}`)}
              header={[
                t(`stats.dimensions.${placement}`),
                ...['count', 'onTime', 'late', 'overdue'].map((k) => t(`stats.measures.${k}`)),
              ]}
              rows={data.rows.map((row) => [
                labelOf(row, placement, same, none),
                ...['count', 'onTime', 'late', 'overdue'].map((k) => v(row.values, k)),
              ])}
              total={[t('stats.total'), ...['count', 'onTime', 'late', 'overdue'].map((k) => v(data.totals, k))]}
            />
          </StatsSection>
        </>
      )}
    </div>
  );
}
