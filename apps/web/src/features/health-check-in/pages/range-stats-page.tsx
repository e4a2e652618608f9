import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, chartColours, formatRate } from '../../../components/chart/index.ts';
import { healthApi, healthKeys } from '../api/health-check-in-api.ts';
import { checkInRate, localDay } from '../health-logic.ts';
import '../health.css';
import { LoadError, Loading } from '../../../components/load-states.tsx';

/** yqdk_xxtj: check-ins per day over a date range (at most 92 days) within the caller's scope. */
export function RangeStatsPage() {
  const { t } = useTranslation('healthCheckIn');
  const [from, setFrom] = useState(localDay(new Date(), -6));
  const [to, setTo] = useState(localDay());
  const stats = useQuery({ queryKey: healthKeys.range(from, to), queryFn: () => healthApi.range(from, to) });
  return (
    <div className="hc-page" data-testid="health-range">
      <div className="hc-filter">
        <label>
          {t('from')}
          <input type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label>
          {t('to')}
          <input type="date" value={to} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
      </div>
      {stats.isPending && <Loading />}
      {stats.isError && <LoadError retry={() => void stats.refetch()} />}
      {stats.data && (
        <>
          <div className="hc-card">
            <BarChart
              title={t('byDay')}
              labelHeader={t('fields.day')}
              valueHeader={t('figures.rate')}
              max={1}
              formatValue={formatRate}
              data={stats.data.days.map((d) => ({
                key: d.day,
                label: d.day.slice(5),
                value: checkInRate(d.checkedIn, d.students) ?? 0,
              }))}
            />
          </div>
          <div className="hc-card" data-testid="health-abnormal-by-day">
            <BarChart
              title={t('abnormalByDay')}
              labelHeader={t('fields.day')}
              valueHeader={t('figures.abnormal')}
              colour={chartColours.alert}
              data={stats.data.days.map((d) => ({ key: d.day, label: d.day.slice(5), value: d.abnormal }))}
            />
          </div>
          <List header={`${t('figures.checkedIn')} / ${t('figures.students')} · ${t('figures.abnormal')}`}>
            {stats.data.days.map((d) => (
              <List.Item key={d.day} extra={`${d.checkedIn} / ${d.students} · ${d.abnormal}`}>
                {d.day}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </div>
  );
}
