import { hygieneGrade } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, Form, List, Selector, Stepper, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarChart } from '../../../../components/chart/index.ts';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormInspectionRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormKeys, dormsApi } from '../../api/dorms-api.ts';
import { BuildingField } from '../../components/building-field.tsx';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { DateField, FormPage, TextField, useSave } from '../../components/request-form.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import '../../dorms.css';
import { LoadState } from '../load-state.tsx';

function InspectionItem({ row }: { row: DormInspectionRow }) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs.inspection' });
  return (
    <RecordRow
      testId="dorm-inspection-row"
      title={row.roomLabel}
      status={
        <span>
          <span className="dorm-score">{row.score}</span> <StatusTag kind="grade" status={row.grade} />
        </span>
      }
      description={`${row.date} · ${t('inspector', { name: row.inspectorName })}${row.deductions ? ` · ${row.deductions}` : ''}`}
    />
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** dormitoryinspection (卫生检查): the recorded scores, newest first, and the way to record one. */
export function InspectionListPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const navigate = useNavigate();
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage(await dormAffairsApi.inspections({ pageNo, limit })),
    [],
  );
  return (
    <RecordListPage<DormInspectionRow>
      testId="dorm-inspections"
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      emptyText={t('inspection.empty')}
      renderItem={(r) => <InspectionItem row={r} />}
      actions={[
        { label: t('inspection.ranking'), onClick: () => navigate('/ssgl/inspectionRanking'), primary: false },
        {
          label: t('inspection.add'),
          onClick: () => navigate('/xgxt/inspectionExamine'),
          testId: 'dorm-inspection-add',
        },
      ]}
    />
  );
}

/** inspectionExamine: pick building, floor and room, give the score and the deductions. */
export function InspectionFormPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const buildings = useQuery({ queryKey: dormKeys.buildings, queryFn: dormsApi.buildings });
  const [buildingId, setBuildingId] = useState('');
  const [floor, setFloor] = useState(1);
  const [roomId, setRoomId] = useState('');
  const [score, setScore] = useState(90);
  const [deductions, setDeductions] = useState('');
  const [date, setDate] = useState(today);
  const { busy, run } = useSave({ toast: t('common.saved'), to: '/xgxt/dormitoryinspection' });
  const rooms = useQuery({
    queryKey: [...dormKeys.all, 'rooms', buildingId, floor],
    queryFn: () => dormAffairsApi.rooms(buildingId, floor),
    enabled: buildingId !== '',
  });
  if (buildings.isPending || buildings.isError)
    return <LoadState pending={buildings.isPending} onRetry={() => void buildings.refetch()} />;
  const save = () => run(() => dormAffairsApi.addInspection({ roomId, date, score, deductions: deductions.trim() }));
  return (
    <FormPage
      testId="dorm-inspection-form"
      submitLabel={t('common.save')}
      submitTestId="dorm-inspection-save"
      ready={roomId !== '' && date !== ''}
      busy={busy}
      onSubmit={() => void save()}
    >
      <BuildingField
        buildings={buildings.data}
        value={buildingId}
        onChange={(id) => {
          setBuildingId(id);
          setRoomId('');
        }}
      />
      <Form.Item label={t('inspection.floor')}>
        <Stepper
          min={1}
          max={30}
          value={floor}
          onChange={(v) => {
            setFloor(v);
            setRoomId('');
          }}
        />
      </Form.Item>
      <Form.Item label={t('inspection.room')}>
        {buildingId && rooms.data && rooms.data.length === 0 && <ErrorBlock status="empty" title="" description="" />}
        <Selector
          columns={3}
          options={(rooms.data ?? []).map((r) => ({
            label: r.roomNo,
            value: r.roomId,
            description: t('inspection.occupants', { count: r.occupants.length }),
          }))}
          value={roomId ? [roomId] : []}
          onChange={(v) => setRoomId(v[0] ?? '')}
          data-testid="dorm-inspection-rooms"
        />
      </Form.Item>
      <DateField label={t('inspection.date')} value={date} onChange={setDate} />
      <Form.Item label={t('inspection.score')}>
        <Stepper min={0} max={100} value={score} onChange={setScore} data-testid="dorm-inspection-score" />
      </Form.Item>
      <TextField
        label={t('inspection.deductions')}
        value={deductions}
        onChange={setDeductions}
        maxLength={500}
        rows={2}
      />
    </FormPage>
  );
}

// The chart shows the top rooms only: more bars would not be readable on a phone; the list has all.
const rankingChartRooms = 10;

/** Ranking and civilised-room rating (ssgl): rooms by average score over the last 30 days, red flags. */
export function InspectionRankingPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs.inspection' });
  const { t: tAll } = useTranslation('dorms');
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const ranking = useQuery({
    queryKey: [...dormKeys.all, 'ranking', from],
    queryFn: () => dormAffairsApi.ranking({ from }),
  });
  if (ranking.isPending || ranking.isError)
    return <LoadState pending={ranking.isPending} onRetry={() => void ranking.refetch()} />;
  if (ranking.data.length === 0) return <ErrorBlock status="empty" title={t('empty')} description="" />;
  // 流动红旗 (domain-notes §2): the top ~20% of rooms, if their average is excellent.
  const flagged = Math.max(1, Math.floor(ranking.data.length * 0.2));
  const top = ranking.data.slice(0, rankingChartRooms);
  return (
    <div className="dorm-page" data-testid="dorm-ranking">
      <div className="dorm-figures">
        <p>{tAll('affairs.ssgl.modelRoomHint')}</p>
        <BarChart
          title={t('chartTitle', { count: top.length })}
          labelHeader={t('room')}
          valueHeader={t('averageHeader')}
          max={100}
          formatValue={(v) => String(v)}
          data={top.map((r) => ({ key: r.roomId, label: `${r.rank}. ${r.roomLabel}`, value: r.average }))}
        />
      </div>
      <List>
        {ranking.data.map((r) => (
          <List.Item
            key={r.roomId}
            prefix={<strong>{t('rank', { rank: r.rank })}</strong>}
            description={
              <>
                {t('checks', { count: r.checks })}{' '}
                {r.rank <= flagged && hygieneGrade(r.average) === 'excellent' && (
                  <Tag color="danger" data-testid="dorm-red-flag">
                    {tAll('affairs.ssgl.redFlag')}
                  </Tag>
                )}
              </>
            }
            extra={<span className="dorm-score">{r.average}</span>}
          >
            {r.roomLabel}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** The scores of my room (the room tab of PersonalInspection, pages/personal/). */
export function MyRoomInspections() {
  const { t } = useTranslation('dorms');
  const mine = useQuery({
    queryKey: [...dormKeys.all, 'inspections-mine'],
    queryFn: dormAffairsApi.myInspections,
    retry: false,
  });
  if (mine.isPending) return <LoadState pending onRetry={() => void mine.refetch()} />;
  if (mine.isError) return <ErrorBlock status="empty" title={t('notHoused')} description={t('notHousedHint')} />;
  if (mine.data.length === 0) return <ErrorBlock status="empty" title={t('affairs.inspection.empty')} description="" />;
  return (
    <List className="dorm-page" data-testid="dorm-personal-inspection">
      {mine.data.map((r) => (
        <InspectionItem key={r.id} row={r} />
      ))}
    </List>
  );
}
