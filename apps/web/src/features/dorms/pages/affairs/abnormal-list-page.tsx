import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarChart } from '../../../../components/chart/index.ts';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormAbnormalRow, type DormAbnormalStats, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormKeys } from '../../api/dorms-api.ts';
import { askNote } from '../../components/note-dialog.tsx';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { PhotoStrip } from './upload-field.tsx';

/** Headline open / handled figures and one bar per category (reports of all states). */
function AbnormalFigures({ stats }: { stats: DormAbnormalStats }) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs.ssgl' });
  const open = stats.reduce((n, s) => n + s.open, 0);
  const handled = stats.reduce((n, s) => n + s.handled, 0);
  return (
    <div className="dorm-figures" data-testid="dorm-abnormal-figures">
      <p>{t('counts', { open, handled })}</p>
      <BarChart
        title={t('byCategory')}
        labelHeader={t('category')}
        valueHeader={t('reports')}
        data={stats.map((s) => ({ key: s.category, label: t(`categories.${s.category}`), value: s.open + s.handled }))}
      />
    </div>
  );
}

/** ssgl abnormalReport (异常情况上报): counts per category, the reports (open first), handling by the office. */
export function AbnormalListPage() {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [generation, setGeneration] = useState(0);
  const stats = useQuery({
    queryKey: [...dormKeys.all, 'abnormal-stats', generation],
    queryFn: dormAffairsApi.abnormalStats,
  });
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await dormAffairsApi.abnormal({ pageNo, limit, status: status || undefined })),
    [status],
  );
  const handle = async (row: DormAbnormalRow) => {
    const handling = (await askNote({ title: t('ssgl.handle'), placeholder: t('ssgl.handling') }))?.trim();
    if (!handling) return;
    await dormAffairsApi.handleAbnormal({ id: row.id, handling });
    setGeneration((g) => g + 1);
  };
  return (
    <RecordListPage<DormAbnormalRow>
      testId="dorm-abnormal"
      top={stats.data && stats.data.length > 0 && <AbnormalFigures stats={stats.data} />}
      tabs={[
        { key: '', title: t('common.all') },
        { key: 'open', title: t('ssgl.open') },
        { key: 'handled', title: t('ssgl.handled') },
      ]}
      tab={status}
      onTab={setStatus}
      fetchPage={fetchPage}
      resetKey={`${status}|${generation}`}
      rowKey={(r) => r.id}
      emptyText={t('ssgl.empty')}
      actions={[
        {
          label: t('ssgl.abnormalAdd'),
          onClick: () => navigate('/ssgl/abnormalReport-add'),
          testId: 'dorm-abnormal-add',
        },
      ]}
      renderItem={(r) => (
        <RecordRow
          testId="dorm-abnormal-row"
          title={r.description}
          status={<StatusTag kind="abnormal" status={r.status} />}
          description={
            <>
              <div>{`${r.place} · ${new Date(r.occurredAt).toLocaleString(i18n.language)}`}</div>
              <div>{`${t(`ssgl.categories.${r.category}`)} · ${t('ssgl.reporter', { name: r.reporterName })}`}</div>
              <PhotoStrip fileIds={r.photos} />
              {r.status === 'handled' && (
                <div>{`${t('ssgl.handler', { name: r.handlerName ?? '' })} · ${r.handling}`}</div>
              )}
              {r.status === 'open' && (
                <Button size="small" color="primary" onClick={() => void handle(r)} data-testid="dorm-abnormal-handle">
                  {t('ssgl.handle')}
                </Button>
              )}
            </>
          }
        />
      )}
    />
  );
}
