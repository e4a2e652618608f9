import type { HealthMissingRow } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, chartColours, formatRate } from '../../../components/chart/index.ts';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { StatsExportButtons } from '../../../components/stats-export.tsx';
import { healthApi, healthKeys } from '../api/health-check-in-api.ts';
import { checkInRate, localDay } from '../health-logic.ts';
import '../health.css';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';

/** yqdk_mrtj: one day within the caller's scope: headline figures, the rate per class, who has not checked in. */
export function DailyStatsPage() {
  const { t } = useTranslation('healthCheckIn');
  const [day, setDay] = useState(localDay());
  const stats = useQuery({ queryKey: healthKeys.daily(day), queryFn: () => healthApi.daily(day) });
  const fetchMissing = useCallback(
    async (pageNo: number, limit: number) => toPage(await healthApi.missing(day, { requestPage: { pageNo, limit } })),
    [day],
  );
  const data = stats.data;
  const totals = data?.totals;
  return (
    <div className="hc-page" data-testid="health-daily">
      <div className="hc-filter">
        <label>
          {t('fields.day')}
          <input type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)} />
        </label>
      </div>
      {stats.isPending && <Loading />}
      {stats.isError && <LoadError retry={() => void stats.refetch()} />}
      {data && totals && (
        <>
          <div className="hc-card hc-figures">
            {(['students', 'checkedIn', 'missing', 'abnormal'] as const).map((k) => (
              <div key={k} data-figure={k}>
                {/* An abnormal count above zero in the palette's alert colour (text contrast 5.2:1). */}
                <strong style={k === 'abnormal' && totals[k] > 0 ? { color: chartColours.alert } : undefined}>
                  {totals[k]}
                </strong>
                <span>{t(`figures.${k}`)}</span>
              </div>
            ))}
          </div>
          {/* CSV and Excel of the day's figures per class, as the statistics pages offer. */}
          <div className="hc-export">
            <StatsExportButtons
              download={(format) => healthApi.exportDaily(day, format)}
              labels={{ csv: t('exportCsv'), xlsx: t('exportXlsx') }}
              fallbackName={`health-check-in-${day}`}
              testIdPrefix="health-export"
            />
          </div>
          {data.byClass.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <div className="hc-card">
              <BarChart
                title={t('byClass')}
                labelHeader={t('fields.className')}
                valueHeader={t('figures.rate')}
                max={1}
                formatValue={formatRate}
                data={data.byClass.map((c) => ({
                  key: c.classId ?? '-',
                  label: `${c.className ?? '–'} (${c.checkedIn}/${c.students})`,
                  value: checkInRate(c.checkedIn, c.students) ?? 0,
                }))}
              />
            </div>
          )}
          <List header={`${t('missingList')} (${totals.missing})`} />
          <PagedList<HealthMissingRow>
            fetchPage={fetchMissing}
            resetKey={day}
            rowKey={(r) => r.studentId}
            emptyText={t('noneMissing')}
            renderItem={(r) => (
              <List.Item description={r.className ?? ''} extra={r.studentCode}>
                {r.studentName}
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}
