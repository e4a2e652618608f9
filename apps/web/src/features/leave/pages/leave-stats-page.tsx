import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/index.ts';
import { saveBlob } from '../../../components/form-engine/index.ts';
import { leaveApi, leaveKeys } from '../api/leave-api.ts';
import '../leave.css';

function monthStart(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
}

/** rcswQjtj: leave within the caller's scope by type, state, month and class over a date range. */
export function LeaveStatsPage() {
  const { t } = useTranslation('leave');
  const [from, setFrom] = useState(monthStart(new Date(new Date().getFullYear(), 0, 1)));
  const [to, setTo] = useState('');
  const stats = useQuery({ queryKey: leaveKeys.stats(from, to), queryFn: () => leaveApi.stats(from, to) });
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await leaveApi.exportStats(from, to);
      saveBlob(blob, fileName ?? 'leave-statistics.xlsx');
    } finally {
      setExporting(false);
    }
  };
  const row = (key: string, label: string, count: number, days?: number) => (
    <List.Item key={key} extra={days === undefined ? String(count) : `${count} / ${days}`}>
      {label}
    </List.Item>
  );
  return (
    <div className="leave-page" data-testid="leave-stats">
      <div className="leave-stats-range">
        <label>
          {t('stats.from')}
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('stats.to')}
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <Button size="small" loading={exporting} onClick={() => void exportXlsx()} data-testid="leave-stats-export">
          {t('stats.export')}
        </Button>
      </div>
      {stats.isPending && (
        <div style={{ padding: 16 }} aria-busy="true">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      )}
      {stats.isError && (
        <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
          <Button onClick={() => void stats.refetch()}>{t('retry')}</Button>
        </ErrorBlock>
      )}
      {stats.data && stats.data.byType.length === 0 && (
        <ErrorBlock status="empty" title={t('stats.empty')} description="" />
      )}
      {stats.data && stats.data.byType.length > 0 && (
        <>
          <List header={`${t('stats.byType')}（${t('stats.count')} / ${t('stats.daysCol')}）`}>
            {stats.data.byType.map((r) => row(r.type, t(`types.${r.type}`), r.count, r.days))}
          </List>
          <List header={t('stats.byState')}>
            {stats.data.byState.map((r) => row(r.state, t(`states.${r.state}`), r.count))}
          </List>
          <BarChart
            title={t('stats.chartByMonth')}
            orientation="vertical"
            data={stats.data.byMonth.map((r) => ({ key: r.month, label: r.month, value: r.count }))}
            labelHeader={t('stats.month')}
            valueHeader={t('stats.count')}
          />
          <List header={`${t('stats.byMonth')}（${t('stats.count')} / ${t('stats.daysCol')}）`}>
            {stats.data.byMonth.map((r) => row(r.month, r.month, r.count, r.days))}
          </List>
          <List header={`${t('stats.byClass')}（${t('stats.count')} / ${t('stats.daysCol')}）`}>
            {stats.data.byClass.map((r) => row(r.classId ?? '-', r.className ?? '-', r.count, r.days))}
          </List>
        </>
      )}
    </div>
  );
}
