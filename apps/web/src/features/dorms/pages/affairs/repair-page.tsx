import { dormRepairCategories, dormRepairUrgencies } from '@campusflow/contracts';
import { Button, Dialog, Form, List, Popup, Rate, Selector, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormRepairRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { StatusTag } from '../../components/status-tag.tsx';
import '../../dorms.css';
import { PhotoStrip, UploadField } from './upload-field.tsx';

type Category = (typeof dormRepairCategories)[number];
type Urgency = (typeof dormRepairUrgencies)[number];

/** One repair request as a list row (shared with the dorm office's page). */
export function RepairItem({ row, children }: { row: DormRepairRow; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'affairs.repair' });
  return (
    <List.Item
      data-testid="dorm-repair-row"
      extra={<StatusTag kind="repair" status={row.status} />}
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
    >
      {row.description}
    </List.Item>
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
    <div className="dorm-page" data-testid="dorm-repair">
      <PagedList<DormRepairRow>
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
      />
      <div className="dorm-bottom-bar">
        <Button block color="primary" onClick={() => setOpen(true)} data-testid="dorm-repair-new">
          {t('repair.new')}
        </Button>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
        <Form layout="vertical">
          <Form.Item label={t('repair.category')}>
            <Selector
              columns={3}
              options={dormRepairCategories.map((c) => ({ label: t(`repair.categories.${c}`), value: c }))}
              value={[category]}
              onChange={(v) => v[0] && setCategory(v[0])}
            />
          </Form.Item>
          <Form.Item label={t('repair.urgency')}>
            <Selector
              columns={3}
              options={dormRepairUrgencies.map((u) => ({ label: t(`repair.urgencies.${u}`), value: u }))}
              value={[urgency]}
              onChange={(v) => v[0] && setUrgency(v[0])}
            />
          </Form.Item>
          <Form.Item label={t('repair.description')}>
            <TextArea
              value={description}
              onChange={setDescription}
              maxLength={1000}
              rows={3}
              data-testid="dorm-repair-description"
            />
          </Form.Item>
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
    </div>
  );
}
