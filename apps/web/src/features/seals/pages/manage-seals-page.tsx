import type { SealRow, SealState } from '@campusflow/contracts';
import { Button, Dialog, Input, Tabs, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { sealsApi } from '../api/seals-api.ts';
import { canRecordUse } from '../seals-logic.ts';
import '../seals.css';
import { SealCard } from './seal-card.tsx';

const tabs: (SealState | 'all')[] = ['all', 'approving', 'approved', 'used', 'rejected'];
const keeperRoles = ['affairsAdmin', 'tenantAdmin'];

/** yygl: staff see the seal requests of the students they look after; the office records each use. */
export function ManageSealsPage() {
  const { t } = useTranslation('seals');
  const session = useSession();
  const [tab, setTab] = useState<string>('all');
  const [version, setVersion] = useState(0);
  const keeper = keeperRoles.includes(roleAlias(currentRole(session)) ?? '');
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(
        await sealsApi.query({
          parameters: tab === 'all' ? [] : [{ key: 'Q^state^S', value: tab }],
          requestPage: { pageNo, limit },
        }),
      ),
    [tab],
  );
  const recordUse = async (row: SealRow) => {
    let remark = '';
    const ok = await Dialog.confirm({
      title: t('recordUse'),
      content: <Input placeholder={t('useRemark')} maxLength={500} onChange={(v) => (remark = v)} />,
    });
    if (!ok) return;
    await sealsApi.use(row.id, remark);
    Toast.show({ content: t('used'), icon: 'success' });
    setVersion((v) => v + 1);
  };
  return (
    <div className="seal-page" data-testid="seal-manage">
      <Tabs activeKey={tab} onChange={setTab}>
        {tabs.map((s) => (
          <Tabs.Tab key={s} title={s === 'all' ? t('all') : t(`states.${s}`)} />
        ))}
      </Tabs>
      <PagedList<SealRow>
        fetchPage={fetchPage}
        resetKey={`${tab}|${version}`}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
        renderItem={(row) => (
          <SealCard row={row} staff>
            {keeper && canRecordUse(row.state) && (
              <Button size="small" color="primary" onClick={() => void recordUse(row)}>
                {t('recordUse')}
              </Button>
            )}
          </SealCard>
        )}
      />
    </div>
  );
}
