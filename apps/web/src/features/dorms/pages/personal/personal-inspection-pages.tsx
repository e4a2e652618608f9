import type { DormPersonalItem } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Form, List, Selector, Stepper, Tabs, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../../components/load-states.tsx';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { StudentPicker } from '../../../../components/student-picker/student-picker.tsx';
import { currentRole, roleAlias, useSession } from '../../../../session/session.ts';
import {
  type DormPersonalInspectionRow,
  dormPersonalApi,
  personalKeys,
  type StudentInScope,
} from '../../api/dorm-personal-api.ts';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { DateField, FormPage, TextField, useSave } from '../../components/request-form.tsx';
import '../../dorms.css';
import { MyRoomInspections } from '../affairs/inspection-pages.tsx';
import { PhotoStrip, UploadField } from '../affairs/upload-field.tsx';
import {
  canRecord,
  draftReady,
  emptyPersonalFilters,
  itemOptions,
  type PersonalFilters,
  personalQuery,
  personalSide,
  rangeProblem,
  schoolToday,
  suggestedScore,
} from './personal-inspection.ts';

/** The item labels of this school in the reader's language. */
function useItemLabels() {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'personal' });
  const items = useQuery({ queryKey: personalKeys.items, queryFn: dormPersonalApi.items, staleTime: 300_000 });
  const options = itemOptions(items.data, i18n.language, (key) => t(`items.${key}`));
  const labelOf = (key: DormPersonalItem) => options.find((o) => o.key === key)?.label ?? key;
  return { items, options, labelOf };
}

function PersonalRow({
  row,
  staff,
  labelOf,
}: {
  row: DormPersonalInspectionRow;
  staff: boolean;
  labelOf: (key: DormPersonalItem) => string;
}) {
  const { t } = useTranslation('dorms', { keyPrefix: 'personal' });
  const who = staff ? `${row.studentName} ${row.studentCode}` : row.date;
  const where = [staff ? row.date : '', staff ? (row.className ?? '') : '', row.place].filter(Boolean).join(' · ');
  return (
    <RecordRow
      testId="dorm-personal-row"
      title={who}
      status={
        <span>
          <span className="dorm-score">{t('score', { score: row.score })}</span>{' '}
          <Tag color={row.result === 'pass' ? 'success' : 'danger'}>{t(`results.${row.result}`)}</Tag>
        </span>
      }
      description={
        <>
          {where && <div>{where}</div>}
          <div>
            {row.failedItems.length > 0
              ? t('failed', { items: row.failedItems.map(labelOf).join('、') })
              : t('allPassed')}
          </div>
          {row.remark && <div>{row.remark}</div>}
          <div>{t('inspector', { name: row.inspectorName })}</div>
          <PhotoStrip fileIds={row.photos} />
        </>
      }
    />
  );
}

/** The record a message links to (`?id=`), shown above the list. */
function LinkedRecord({
  id,
  staff,
  labelOf,
}: {
  id: string;
  staff: boolean;
  labelOf: (k: DormPersonalItem) => string;
}) {
  const { t } = useTranslation('dorms', { keyPrefix: 'personal' });
  const detail = useQuery({
    queryKey: [...personalKeys.detail, id],
    queryFn: () => dormPersonalApi.detail(id),
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return null;
  return (
    <Card title={t('detail')} data-testid="dorm-personal-detail">
      <List>
        <PersonalRow row={detail.data} staff={staff} labelOf={labelOf} />
      </List>
    </Card>
  );
}

function PersonalRecords({ staff, recorder }: { staff: boolean; recorder: boolean }) {
  const { t } = useTranslation('dorms', { keyPrefix: 'personal' });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linked = search.get('id');
  const { labelOf } = useItemLabels();
  const [filters, setFilters] = useState<PersonalFilters>(emptyPersonalFilters);
  const classes = useQuery({ queryKey: personalKeys.filters, queryFn: dormPersonalApi.filters, enabled: recorder });
  const bad = rangeProblem(filters);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(
        await dormPersonalApi.list(personalQuery(bad ? { ...filters, from: '', to: '' } : filters, pageNo, limit)),
      ),
    [filters, bad],
  );
  const set = (patch: Partial<PersonalFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const classOptions = classes.data?.classes ?? [];
  return (
    <RecordListPage<DormPersonalInspectionRow>
      testId="dorm-personal-list"
      top={
        <>
          {linked && <LinkedRecord id={linked} staff={staff} labelOf={labelOf} />}
          {staff && (
            <div className="dorm-filters dorm-personal-filters">
              <div className="dorm-personal-range">
                <input
                  type="date"
                  className="dorm-date-input"
                  aria-label={t('from')}
                  value={filters.from}
                  onChange={(e) => set({ from: e.target.value })}
                  data-testid="dorm-personal-from"
                />
                <span>–</span>
                <input
                  type="date"
                  className="dorm-date-input"
                  aria-label={t('to')}
                  value={filters.to}
                  onChange={(e) => set({ to: e.target.value })}
                  data-testid="dorm-personal-to"
                />
              </div>
              {bad && <p className="dorm-hint">{t('rangeProblem')}</p>}
              {classOptions.length > 1 && (
                <Selector
                  options={[
                    { label: t('allClasses'), value: '' },
                    ...classOptions.map((c) => ({ label: c.name, value: c.id })),
                  ]}
                  value={[filters.classId]}
                  onChange={(v) => set({ classId: v[0] ?? '' })}
                  data-testid="dorm-personal-classes"
                />
              )}
            </div>
          )}
        </>
      }
      tabs={[
        { key: '', title: t('results.all') },
        { key: 'fail', title: t('results.fail') },
        { key: 'pass', title: t('results.pass') },
      ]}
      tab={filters.result}
      onTab={(key) => set({ result: key as PersonalFilters['result'] })}
      fetchPage={fetchPage}
      resetKey={JSON.stringify(filters)}
      rowKey={(r) => r.id}
      emptyText={t('empty')}
      renderItem={(r) => <PersonalRow row={r} staff={staff} labelOf={labelOf} />}
      actions={
        recorder
          ? [
              {
                label: t('add'),
                onClick: () => navigate('/xgxt/PersonalInspectionExamine'),
                testId: 'dorm-personal-add',
              },
            ]
          : []
      }
    />
  );
}

/**
 * PersonalInspection (个人内务检查), one page for both sides (the server scopes the rows by the token):
 * a student sees their personal records and their room's scores; staff see their students' records
 * with filters, and those who record (not a plain teacher) the way to PersonalInspectionExamine.
 */
export function PersonalInspectionPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'personal' });
  const session = useSession();
  const alias = roleAlias(currentRole(session)) ?? session.userInfo?.userCurrentRole ?? null;
  const [tab, setTab] = useState('personal');
  if (personalSide(alias) === 'staff') return <PersonalRecords staff recorder={canRecord(alias)} />;
  return (
    <div data-testid="dorm-personal-student">
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={t('tabs.personal')} key="personal" />
        <Tabs.Tab title={t('tabs.room')} key="room" />
      </Tabs>
      {tab === 'personal' ? <PersonalRecords staff={false} recorder={false} /> : <MyRoomInspections />}
    </div>
  );
}

/** PersonalInspectionExamine: one student, the date, the failed items, score, remark and photos. */
export function PersonalInspectionFormPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'personal' });
  const { items, options } = useItemLabels();
  const today = schoolToday();
  const [student, setStudent] = useState<StudentInScope | null>(null);
  const [date, setDate] = useState(today);
  // The score follows the failed items (suggestedScore) until the inspector sets it by hand.
  const [manualScore, setManualScore] = useState<number | null>(null);
  const [failed, setFailed] = useState<DormPersonalItem[]>([]);
  const score = manualScore ?? suggestedScore(failed.length);
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const { busy, run } = useSave({ toast: t('saved'), to: '/xgxt/PersonalInspection' });
  if (items.isPending) return <Loading />;
  if (items.isError) return <LoadError retry={() => void items.refetch()} />;
  const draft = { studentId: student?.studentId ?? '', date, score };
  const save = () => run(() => dormPersonalApi.add({ ...draft, failedItems: failed, remark: remark.trim(), photos }));
  return (
    <FormPage
      testId="dorm-personal-form"
      submitLabel={t('save')}
      submitTestId="dorm-personal-save"
      ready={draftReady(draft, today)}
      busy={busy}
      onSubmit={() => void save()}
    >
      <Form.Item label={t('student')}>
        <StudentPicker
          value={student}
          onChange={setStudent}
          search={dormPersonalApi.students}
          queryKey={['dorms', 'personal', 'students']}
          labels={{ search: t('searchStudent'), noMatch: t('noStudents'), change: t('changeStudent') }}
          testId="dorm-personal-student"
        />
      </Form.Item>
      <DateField label={t('date')} value={date} onChange={setDate} testId="dorm-personal-date" />
      {date > today && <Form.Item>{t('futureDate')}</Form.Item>}
      <Form.Item label={t('failedItems')}>
        <Checkbox.Group value={failed} onChange={(v) => setFailed(v as DormPersonalItem[])}>
          <div className="dorm-personal-items">
            {options.map((o) => (
              <Checkbox key={o.key} value={o.key} data-testid={`dorm-personal-item-${o.key}`}>
                {o.label}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item label={t('scoreLabel')}>
        <Stepper min={0} max={100} value={score} onChange={setManualScore} data-testid="dorm-personal-score" />
      </Form.Item>
      <TextField label={t('remark')} value={remark} onChange={setRemark} maxLength={500} rows={2} />
      <Form.Item label={t('photos')}>
        <UploadField value={photos} onChange={setPhotos} label={t('addPhoto')} testId="dorm-personal-photos" />
      </Form.Item>
    </FormPage>
  );
}
