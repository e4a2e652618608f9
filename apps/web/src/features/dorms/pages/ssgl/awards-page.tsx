import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Selector, Tag, Toast } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../api/api-error.ts';
import { BarChart } from '../../../../components/chart/index.ts';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormAwardRow, dormAwardsApi } from '../../api/dorm-awards-api.ts';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { awardBars, recentTerms } from './awards.ts';
import './ssgl.css';

/** The score line of a proposal: kept from the term's ranking when it was proposed. */
export function AwardScore({ row }: { row: { average: number | null; rank: number | null } }) {
  const { t } = useTranslation('dorms');
  return (
    <>{row.average === null ? t('awards.noScore') : t('awards.score', { average: row.average, rank: row.rank })}</>
  );
}

/**
 * /ssgl/civilisedRooms (文明宿舍评比): the term's proposals and awards, the figures per building, and the
 * office's review: withdraw a proposal, publish the term's proposals, or propose more rooms.
 */
export function AwardsPage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const client = useQueryClient();
  const terms = useMemo(() => recentTerms(new Date()), []);
  const [term, setTerm] = useState(terms[0] as string);
  const [status, setStatus] = useState('');
  const [generation, setGeneration] = useState(0);
  const stats = useQuery({
    queryKey: ['dorms', 'awards', 'stats', term, generation],
    queryFn: () => dormAwardsApi.stats(term),
  });
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await dormAwardsApi.list({ term, status: status || undefined, pageNo, limit })),
    [term, status],
  );
  const refresh = async () => {
    setGeneration((g) => g + 1);
    await client.invalidateQueries({ queryKey: ['dorms', 'awards'] });
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      Toast.show({ content: done, icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    await refresh();
  };
  const publish = async () => {
    if (!(await Dialog.confirm({ content: t('awards.publishConfirm') }))) return;
    try {
      const res = await dormAwardsApi.publish(term);
      Toast.show({ content: t('awards.published', { count: res.published }), icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    await refresh();
  };
  const bars = awardBars(stats.data).filter((b) => b.value > 0);
  return (
    <RecordListPage<DormAwardRow>
      testId="dorm-awards"
      top={
        <div className="dorm-ssgl-filters">
          <Selector
            columns={3}
            options={terms.map((x) => ({ label: x, value: x }))}
            value={[term]}
            onChange={(v) => v[0] && setTerm(v[0])}
          />
          {bars.length > 0 && (
            <BarChart
              title={t('awards.byBuilding')}
              data={bars}
              labelHeader={t('awards.building')}
              valueHeader={t('awards.rooms')}
            />
          )}
        </div>
      }
      tabs={[
        { key: '', title: t('awards.all') },
        { key: 'proposed', title: t('awards.statuses.proposed') },
        { key: 'published', title: t('awards.statuses.published') },
      ]}
      tab={status}
      onTab={setStatus}
      fetchPage={fetchPage}
      resetKey={`${term}-${status}-${generation}`}
      rowKey={(r) => r.id}
      emptyText={t('awards.empty')}
      actions={[
        {
          label: t('awards.propose'),
          primary: false,
          onClick: () => navigate(`/ssgl/civilisedRooms-add?term=${term}`),
          testId: 'dorm-award-propose',
        },
        { label: t('awards.publish'), onClick: () => void publish(), testId: 'dorm-award-publish' },
      ]}
      renderItem={(r) => (
        <RecordRow
          testId="dorm-award-row"
          title={r.roomLabel}
          status={
            <Tag color={r.status === 'published' ? 'success' : 'warning'}>{t(`awards.statuses.${r.status}`)}</Tag>
          }
          description={
            <>
              <div>
                <AwardScore row={r} />
              </div>
              {r.note && <div>{r.note}</div>}
              {r.status === 'proposed' && (
                <div className="dorm-row-actions">
                  <Button
                    size="small"
                    onClick={() => void run(() => dormAwardsApi.withdraw(r.id), t('awards.withdrawn'))}
                    data-testid="dorm-award-withdraw"
                  >
                    {t('awards.withdraw')}
                  </Button>
                </div>
              )}
            </>
          }
        />
      )}
    />
  );
}
