import { useQuery } from '@tanstack/react-query';
import { Selector, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarChart } from '../../../../components/chart/index.ts';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormSsglRow, dormSsglApi } from '../../api/dorm-ssgl-api.ts';
import { dormKeys, dormsApi } from '../../api/dorms-api.ts';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { SsglKindSelector } from './kind-selector.tsx';
import {
  buildingBars,
  byReporter,
  categoryKey,
  dayKey,
  rangeProblem,
  type SsglFilters,
  ssglQuery,
  statsLinkQuery,
  statusKey,
  statusTabs,
  withKind,
} from './ssgl-records.ts';
import './ssgl.css';

/**
 * /ssgl/dormRecords (dorm office): holiday stays, room changes, repairs, move-outs, delayed
 * move-outs, violation reports and incident reports across buildings, by building, status and date, with the count per status on the tabs and the records per building as a
 * chart (tap a bar to filter by that building).
 */
export function SsglRecordsPage() {
  const { t, i18n } = useTranslation('dorms');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<SsglFilters>({
    kind: 'holiday',
    buildingId: '',
    status: '',
    from: '',
    to: '',
  });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const buildings = useQuery({ queryKey: dormKeys.buildings, queryFn: dormsApi.buildings, staleTime: 300_000 });
  const badRange = rangeProblem(filters);
  // The chart spreads over every building: the building filter is left out of it.
  const chartQuery = { ...ssglQuery({ ...filters, buildingId: '' }), by: 'building' };
  const stats = useQuery({
    queryKey: ['dorms', 'ssgl', 'stats', chartQuery],
    queryFn: () => dormSsglApi.stats(chartQuery),
    enabled: !badRange,
  });
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      if (rangeProblem(filters)) return { rows: [], total: 0 };
      const page = await dormSsglApi.records({ ...ssglQuery(filters), pageNo, limit });
      setCounts(page.counts);
      return toPage(page);
    },
    [filters],
  );
  const set = (patch: Partial<SsglFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const buildingIdOf = (name: string) => buildings.data?.find((b) => b.name === name)?.buildingId ?? '';
  const formatTime = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <RecordListPage<DormSsglRow>
      testId="dorm-ssgl-records"
      top={
        <div className="dorm-ssgl-filters">
          <SsglKindSelector
            value={filters.kind}
            onChange={(kind) => setFilters((f) => withKind(f, kind))}
            testId="dorm-ssgl-kind"
          />
          <Selector
            columns={4}
            options={[
              { label: t('records.all'), value: '' },
              ...(buildings.data ?? []).map((b) => ({ label: b.name, value: b.buildingId })),
            ]}
            value={[filters.buildingId]}
            onChange={(v) => set({ buildingId: v[0] ?? '' })}
            data-testid="dorm-ssgl-building"
          />
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
          {badRange && <p className="dorm-ssgl-error">{t('records.rangeInvalid')}</p>}
          {stats.data && stats.data.rows.length > 0 && (
            <BarChart
              title={t('records.byBuilding')}
              data={buildingBars(stats.data, t('records.none'))}
              labelHeader={t('records.building')}
              valueHeader={t('records.count')}
              onSelect={(key) => set({ buildingId: buildingIdOf(key) })}
            />
          )}
        </div>
      }
      tabs={statusTabs(filters.kind, counts).map((x) => ({
        key: x.key,
        title: t('records.tab', {
          label: x.key ? t(statusKey(filters.kind, x.status)) : t('records.all'),
          count: x.count,
        }),
      }))}
      tab={filters.status}
      onTab={(status) => set({ status })}
      fetchPage={fetchPage}
      resetKey={JSON.stringify(filters)}
      rowKey={(r) => r.id}
      emptyText={t('records.empty')}
      actions={[
        {
          label: t('records.statsLink'),
          primary: false,
          testId: 'dorm-ssgl-stats-link',
          // The statistics page opens on the same kind and dates.
          onClick: () => navigate(`/ssgl/dormRecordsStats?${new URLSearchParams(statsLinkQuery(filters))}`),
        },
      ]}
      renderItem={(r) => (
        <RecordRow
          testId="dorm-ssgl-row"
          title={
            byReporter(filters.kind)
              ? t('affairs.ssgl.reporter', { name: r.studentName })
              : `${r.studentName} ${r.studentCode}`
          }
          status={<Tag color="primary">{t(statusKey(filters.kind, r.status))}</Tag>}
          description={
            <>
              <div>{`${r.className ?? ''} ${r.place || t('records.none')}`}</div>
              {r.startDate && r.endDate && <div>{t('records.dates', { start: r.startDate, end: r.endDate })}</div>}
              {r.category && (
                <div>
                  {t(categoryKey(filters.kind, r.category))}
                  {r.urgency && ` · ${t(`affairs.repair.urgencies.${r.urgency}`)}`}
                </div>
              )}
              {r.day && dayKey(filters.kind) && <div>{t(dayKey(filters.kind) ?? '', { day: r.day })}</div>}
              <div>{t('records.submitted', { time: formatTime(r.createdAt) })}</div>
            </>
          }
        />
      )}
    />
  );
}
