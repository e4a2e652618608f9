import { dormAbnormalCategories } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, CapsuleTabs, Dialog, ErrorBlock, Form, Grid, List, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormAbnormalRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormKeys, dormsApi } from '../../api/dorms-api.ts';
import '../../dorms.css';
import { LoadState } from '../load-state.tsx';
import { PhotoStrip, UploadField } from './upload-field.tsx';

type Category = (typeof dormAbnormalCategories)[number];

/** ssgl delayCheckOut (延期退宿): keep the bed until a date; counsellor → dorm office. */
export function DelayCheckOutPage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  const [untilDate, setUntilDate] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (mine.isPending || mine.isError) return <LoadState pending={mine.isPending} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <ErrorBlock status="empty" title={t('notHoused')} description={t('notHousedHint')} />;
  const place = mine.data.place;
  const submit = async () => {
    setBusy(true);
    try {
      await dormAffairsApi.applyDelay({ untilDate, reason: reason.trim() });
      Toast.show({ content: t('affairs.common.submitted'), icon: 'success' });
      navigate('/bpmn/myRequest/index');
    } catch {
      // The client shows the server's message (a request already running…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-delay">
      <p className="dorm-hint">{t('affairs.ssgl.delayHint')}</p>
      <Form layout="vertical">
        <Form.Item label={t('moveOut.current')}>
          {t('place', { building: place.buildingName, room: place.roomNo, bed: place.bedNo })}
        </Form.Item>
        <Form.Item label={t('affairs.ssgl.untilDate')}>
          <input
            type="date"
            className="dorm-date-input"
            value={untilDate}
            onChange={(e) => setUntilDate(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('affairs.common.reason')}>
          <TextArea value={reason} onChange={setReason} maxLength={1000} rows={3} />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!untilDate || !reason.trim()}
          onClick={() => void submit()}
        >
          {t('affairs.common.submit')}
        </Button>
      </div>
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
    let handling = '';
    const confirmed = await Dialog.confirm({
      title: t('ssgl.handle'),
      content: <TextArea placeholder={t('ssgl.handling')} onChange={(v) => (handling = v)} maxLength={1000} rows={3} />,
    });
    if (!confirmed || !handling.trim()) return;
    await dormAffairsApi.handleAbnormal({ id: row.id, handling: handling.trim() });
    setGeneration((g) => g + 1);
  };
  return (
    <div className="dorm-page" data-testid="dorm-abnormal">
      <Grid columns={2} gap={8} style={{ padding: 12, background: '#fff' }}>
        {(stats.data ?? []).map((s) => (
          <Grid.Item key={s.category}>
            <strong>{t(`ssgl.categories.${s.category}`)}</strong>
            <div className="dorm-hint" style={{ padding: 0 }}>
              {t('ssgl.counts', { open: s.open, handled: s.handled })}
            </div>
          </Grid.Item>
        ))}
      </Grid>
      <CapsuleTabs activeKey={status} onChange={setStatus}>
        <CapsuleTabs.Tab key="" title={t('common.all')} />
        <CapsuleTabs.Tab key="open" title={t('ssgl.open')} />
        <CapsuleTabs.Tab key="handled" title={t('ssgl.handled')} />
      </CapsuleTabs>
      <PagedList<DormAbnormalRow>
        fetchPage={fetchPage}
        resetKey={`${status}|${generation}`}
        rowKey={(r) => r.id}
        emptyText={t('ssgl.empty')}
        renderItem={(r) => (
          <List.Item
            data-testid="dorm-abnormal-row"
            extra={<Tag color={r.status === 'open' ? 'warning' : 'success'}>{t(`ssgl.${r.status}`)}</Tag>}
            description={
              <>
                <div>{`${r.place} · ${new Date(r.occurredAt).toLocaleString(i18n.language)}`}</div>
                <div>{`${t(`ssgl.categories.${r.category}`)} · ${t('ssgl.reporter', { name: r.reporterName })}`}</div>
                <PhotoStrip fileIds={r.photos} />
                {r.status === 'handled' && (
                  <div>{`${t('ssgl.handler', { name: r.handlerName ?? '' })} · ${r.handling}`}</div>
                )}
                {r.status === 'open' && (
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => void handle(r)}
                    data-testid="dorm-abnormal-handle"
                  >
                    {t('ssgl.handle')}
                  </Button>
                )}
              </>
            }
          >
            {r.description}
          </List.Item>
        )}
      />
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          onClick={() => navigate('/ssgl/abnormalReport-add')}
          data-testid="dorm-abnormal-add"
        >
          {t('ssgl.abnormalAdd')}
        </Button>
      </div>
    </div>
  );
}

/** `yyyy-MM-ddTHH:mm` of now in local time, for <input type="datetime-local">. */
const nowLocal = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** ssgl abnormalReport-add: building (and room, optional), category, time, what happened, photos. */
export function AbnormalFormPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const navigate = useNavigate();
  const buildings = useQuery({ queryKey: dormKeys.buildings, queryFn: dormsApi.buildings });
  const [buildingId, setBuildingId] = useState('');
  const [roomId, setRoomId] = useState('');
  const [category, setCategory] = useState<Category>('safety');
  const [when, setWhen] = useState(nowLocal);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const rooms = useQuery({
    queryKey: [...dormKeys.all, 'rooms', buildingId],
    queryFn: () => dormAffairsApi.rooms(buildingId),
    enabled: buildingId !== '',
  });
  if (buildings.isPending || buildings.isError)
    return <LoadState pending={buildings.isPending} onRetry={() => void buildings.refetch()} />;
  const save = async () => {
    setBusy(true);
    try {
      await dormAffairsApi.addAbnormal({
        buildingId,
        ...(roomId ? { roomId } : {}),
        category,
        occurredAt: new Date(when).toISOString(),
        description: description.trim(),
        photos,
      });
      Toast.show({ content: t('common.saved'), icon: 'success' });
      navigate('/ssgl/abnormalReport');
    } catch {
      // The client shows the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-abnormal-form">
      <Form layout="vertical">
        <Form.Item label={t('inspection.building')}>
          <Selector
            columns={3}
            options={buildings.data.map((b) => ({ label: b.name, value: b.buildingId }))}
            value={buildingId ? [buildingId] : []}
            onChange={(v) => {
              setBuildingId(v[0] ?? '');
              setRoomId('');
            }}
          />
        </Form.Item>
        {buildingId && (
          <Form.Item label={t('inspection.room')}>
            <select className="dorm-date-input" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
              <option value="">{t('ssgl.wholeBuilding')}</option>
              {(rooms.data ?? []).map((r) => (
                <option key={r.roomId} value={r.roomId}>
                  {r.roomNo}
                </option>
              ))}
            </select>
          </Form.Item>
        )}
        <Form.Item label={t('ssgl.category')}>
          <Selector
            columns={3}
            options={dormAbnormalCategories.map((c) => ({ label: t(`ssgl.categories.${c}`), value: c }))}
            value={[category]}
            onChange={(v) => v[0] && setCategory(v[0])}
          />
        </Form.Item>
        <Form.Item label={t('violation.occurredAt')}>
          <input
            type="datetime-local"
            className="dorm-date-input"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('violation.description')}>
          <TextArea
            value={description}
            onChange={setDescription}
            maxLength={1000}
            rows={3}
            data-testid="dorm-abnormal-description"
          />
        </Form.Item>
        <Form.Item label={t('repair.photos')}>
          <UploadField value={photos} onChange={setPhotos} label={t('outside.upload')} />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!buildingId || !when || !description.trim()}
          onClick={() => void save()}
          data-testid="dorm-abnormal-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
