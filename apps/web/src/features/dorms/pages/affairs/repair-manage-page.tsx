import { dormRepairStatuses } from '@campusflow/contracts';
import { Button, CapsuleTabs, Dialog, TextArea } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormRepairRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import '../../dorms.css';
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
    let note = row.note;
    const confirmed = await Dialog.confirm({
      title: t(`repair.next.${to}`),
      content: (
        <TextArea
          placeholder={t('repair.note')}
          defaultValue={note}
          onChange={(v) => (note = v)}
          maxLength={500}
          rows={2}
        />
      ),
    });
    if (!confirmed) return;
    await dormAffairsApi.progressRepair({ id: row.id, status: to, note });
    setGeneration((g) => g + 1);
  };
  return (
    <div className="dorm-page" data-testid="dorm-repair-manage">
      <CapsuleTabs activeKey={status} onChange={setStatus}>
        <CapsuleTabs.Tab key="" title={t('common.all')} />
        {dormRepairStatuses.map((s) => (
          <CapsuleTabs.Tab key={s} title={t(`repair.statuses.${s}`)} />
        ))}
      </CapsuleTabs>
      <PagedList<DormRepairRow>
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
    </div>
  );
}
