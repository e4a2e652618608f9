import { dormRepairCategories, dormRepairUrgencies } from '@campusflow/contracts';
import { Button, Dialog, Form, Popup, Rate, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormRepairRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { ChoiceField, TextField } from '../../components/request-form.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import '../../dorms.css';
import { PhotoStrip, UploadField } from './upload-field.tsx';

type Category = (typeof dormRepairCategories)[number];
type Urgency = (typeof dormRepairUrgencies)[number];

/** One repair request as a list row (shared with the dorm office's page). */
export function RepairItem({ row, children }: { row: DormRepairRow; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'affairs.repair' });
  return (
    <RecordRow
      testId="dorm-repair-row"
      title={row.description}
      status={<StatusTag kind="repair" status={row.status} />}
      description={
        <>
          <div>
            {row.roomLabel} · {t(`categories.${row.category}`)} · {t(`urgencies.${row.urgency}`)} ·{' '}
            {new Date(row.createdAt).toLocaleDateString(i18n.language)}
          </div>
          {row.note && <div>{`${t('note')}: ${row.note}`}</div>}
          {row.rating !== null && <Rate readOnly value={row.rating} style={{ '--star-size': '14px' }} />}
          <PhotoStrip fileIds={row.photos} />
          {children}
        </>
      }
    />
  );
}

/** reportRepair (报修): my reports with their progress; a new report with photos; rating a finished one. */
export function RepairPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [category, setCategory] = useState<Category>('water');
  const [urgency, setUrgency] = useState<Urgency>('normal');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await dormAffairsApi.myRepairs({ pageNo, limit })),
    [],
  );
  const submit = async () => {
    setBusy(true);
    try {
      await dormAffairsApi.createRepair({ category, urgency, description: description.trim(), photos });
      Toast.show({ content: t('common.submitted'), icon: 'success' });
      setOpen(false);
      setDescription('');
      setPhotos([]);
      setGeneration((g) => g + 1);
    } catch {
      // The client shows the server's message (not housed, photo not allowed…).
    } finally {
      setBusy(false);
    }
  };
  const rate = async (row: DormRepairRow) => {
    let stars = 5;
    let comment = '';
    const confirmed = await Dialog.confirm({
      title: t('repair.rate'),
      content: (
        <div>
          <Rate defaultValue={5} onChange={(v) => (stars = v)} />
          <TextArea placeholder={t('repair.comment')} onChange={(v) => (comment = v)} maxLength={500} rows={2} />
        </div>
      ),
    });
    if (!confirmed) return;
    await dormAffairsApi.rateRepair({ id: row.id, rating: Math.max(1, stars), comment });
    setGeneration((g) => g + 1);
  };
  return (
    <RecordListPage<DormRepairRow>
      testId="dorm-repair"
      actions={[{ label: t('repair.new'), onClick: () => setOpen(true), testId: 'dorm-repair-new' }]}
      fetchPage={fetchPage}
      resetKey={String(generation)}
      rowKey={(r) => r.id}
      emptyText={t('repair.empty')}
      renderItem={(r) => (
        <RepairItem row={r}>
          {r.status === 'done' && (
            <div className="dorm-row-actions">
              <Button size="small" color="primary" onClick={() => void rate(r)} data-testid="dorm-repair-rate">
                {t('repair.rate')}
              </Button>
            </div>
          )}
        </RepairItem>
      )}
    >
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
        <Form layout="vertical">
          <ChoiceField
            label={t('repair.category')}
            values={dormRepairCategories}
            labelOf={(c) => t(`repair.categories.${c}`)}
            value={category}
            onChange={setCategory}
          />
          <ChoiceField
            label={t('repair.urgency')}
            values={dormRepairUrgencies}
            labelOf={(u) => t(`repair.urgencies.${u}`)}
            value={urgency}
            onChange={setUrgency}
          />
          <TextField
            label={t('repair.description')}
            value={description}
            onChange={setDescription}
            testId="dorm-repair-description"
          />
          <Form.Item label={t('repair.photos')}>
            <UploadField value={photos} onChange={setPhotos} label={t('outside.upload')} testId="dorm-repair-photo" />
          </Form.Item>
        </Form>
        <div style={{ padding: '0 16px 16px' }}>
          <Button
            block
            color="primary"
            loading={busy}
            disabled={description.trim() === ''}
            onClick={() => void submit()}
            data-testid="dorm-repair-submit"
          >
            {t('common.submit')}
          </Button>
        </div>
      </Popup>
    </RecordListPage>
  );
}
