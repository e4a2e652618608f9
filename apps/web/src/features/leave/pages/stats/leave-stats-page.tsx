import { useTranslation } from 'react-i18next';
import { BarChart, formatCount } from '../../../../components/chart/index.ts';
import '../../leave.css';
import { StatsFilterRow } from './stats-filter-row.tsx';
import { StatsExport, StatsHeadline, StatsSection, StatsState, StatsTable } from './stats-parts.tsx';
import { byCount, download, labelOf, useGrouped, useStatsFilters } from './use-stats.ts';

/** rcswQjtj: leave requests by college or class, type and month, within the caller's scope. */
export function LeaveStatsPage() {
  const { t } = useTranslation('leave');
  const { filters, setFilters, options, placement, problem } = useStatsFilters();
  const ok = !problem;
  const byPlace = useGrouped('grouped', filters, [placement], ok);
  const byType = useGrouped('grouped', filters, ['type'], ok);
  const byMonth = useGrouped('grouped', filters, ['month'], ok);
  const none = t('stats.none');
  const data = byPlace.data;
  const bars = (r: typeof byPlace.data, dim: string, tr: (k: string) => string = (k) => k) =>
    (dim === 'month' ? (r?.rows ?? []) : byCount(r?.rows ?? [])).map((row) => ({
      key: row.keys[dim] ?? '-',
      label: labelOf(row, dim, tr, none),
      value: row.values.count ?? 0,
    }));
  const counts = (r: typeof byPlace.data, dim: string, tr: (k: string) => string = (k) => k) =>
    (dim === 'month' ? (r?.rows ?? []) : byCount(r?.rows ?? [])).map((row) => [
      labelOf(row, dim, tr, none),
      row.values.count ?? 0,
      row.values.students ?? 0,
      row.values.days ?? 0,
    ]);
  const header = (dim: string) => [
    t(`stats.dimensions.${dim}`),
    t('stats.count'),
    t('stats.students'),
    t('stats.daysCol'),
  ];
  const type = (k: string) => t(`types.${k}`);
  return (
    <div className="leave-page" data-testid="leave-stats">
      <StatsFilterRow value={filters} options={options} onChange={setFilters} />
      <StatsExport download={download('grouped', filters, [placement, 'type'])} />
      <StatsState
        pending={ok && byPlace.isPending}
        error={byPlace.isError}
        empty={data?.totals.count === 0}
        retry={() => void byPlace.refetch()}
        {...(problem ? { problem } : {})}
      />
      {ok && data && (data.totals.count ?? 0) > 0 && (
        <>
          <StatsHeadline
            items={[
              { key: 'count', label: t('stats.count'), value: formatCount(data.totals.count ?? 0) },
              { key: 'students', label: t('stats.students'), value: formatCount(data.totals.students ?? 0) },
              { key: 'days', label: t('stats.daysCol'), value: String(data.totals.days ?? 0) },
            ]}
          />
          <StatsSection title={t(`stats.chartBy.${placement}`)} testId="stats-by-place">
            <BarChart
              title={t(`stats.chartBy.${placement}`)}
              data={bars(data, placement)}
              labelHeader={t(`stats.dimensions.${placement}`)}
              valueHeader={t('stats.count')}
            />
            <StatsTable
              caption={t(`stats.chartBy.${placement}`)}
              header={header(placement)}
              rows={counts(data, placement)}
              total={[t('stats.total'), data.totals.count ?? 0, data.totals.students ?? 0, data.totals.days ?? 0]}
            />
          </StatsSection>
          {byType.data && (
            <StatsSection title={t('stats.chartBy.type')}>
              <BarChart
                title={t('stats.chartBy.type')}
                data={bars(byType.data, 'type', type)}
                labelHeader={t('stats.dimensions.type')}
                valueHeader={t('stats.count')}
              />
              <StatsTable
                caption={t('stats.chartBy.type')}
                header={header('type')}
                rows={counts(byType.data, 'type', type)}
              />
            </StatsSection>
          )}
          {byMonth.data && (
            <StatsSection title={t('stats.chartByMonth')}>
              <BarChart
                title={t('stats.chartByMonth')}
                orientation="vertical"
                data={bars(byMonth.data, 'month')}
                labelHeader={t('stats.month')}
                valueHeader={t('stats.count')}
              />
              <StatsTable
                caption={t('stats.chartByMonth')}
                header={header('month')}
                rows={counts(byMonth.data, 'month')}
              />
            </StatsSection>
          )}
        </>
      )}
    </div>
  );
}
