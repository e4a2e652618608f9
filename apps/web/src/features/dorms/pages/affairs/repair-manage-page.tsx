import { dormRepairStatuses } from '@campusflow/contracts';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormRepairRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { askNote } from '../../components/note-dialog.tsx';
import { RecordListPage } from '../../components/record-list.tsx';
import { RepairItem } from './repair-page.tsx';

const nextStep = { reported: 'dispatched', dispatched: 'repairing', repairing: 'done' } as const;

/** Dorm office (ssgl): every repair request, urgent first, moved on one step at a time. */
export function RepairManagePage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [status, setStatus] = useState('');
  const [generation, setGeneration] = useState(0);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await dormAffairsApi.repairs({ pageNo, limit, status: status || undefined })),
    [status],
  );
  const advance = async (row: DormRepairRow, to: 'dispatched' | 'repairing' | 'done') => {
    const note = await askNote({
      title: t(`repair.next.${to}`),
      placeholder: t('repair.note'),
      initial: row.note,
      maxLength: 500,
    });
    if (note === null) return;
    await dormAffairsApi.progressRepair({ id: row.id, status: to, note });
    setGeneration((g) => g + 1);
  };
  return (
    <RecordListPage<DormRepairRow>
      testId="dorm-repair-manage"
      tabs={[
        { key: '', title: t('common.all') },
        ...dormRepairStatuses.map((s) => ({ key: s, title: t(`repair.statuses.${s}`) })),
      ]}
      tab={status}
      onTab={setStatus}
      fetchPage={fetchPage}
      resetKey={`${status}-${generation}`}
      rowKey={(r) => r.id}
      emptyText={t('repair.empty')}
      renderItem={(r) => {
        const to = r.status in nextStep ? nextStep[r.status as keyof typeof nextStep] : null;
        return (
          <RepairItem row={r}>
            {to && (
              <div className="dorm-row-actions">
                <Button
                  size="small"
                  color="primary"
                  onClick={() => void advance(r, to)}
                  data-testid="dorm-repair-advance"
                >
                  {t(`repair.next.${to}`)}
                </Button>
              </div>
            )}
          </RepairItem>
        );
      }}
    />
  );
}
