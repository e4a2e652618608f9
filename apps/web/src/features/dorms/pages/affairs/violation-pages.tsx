import { dormViolationTypes } from '@campusflow/contracts';
import { Form, List, SearchBar, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormViolationRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormsApi } from '../../api/dorms-api.ts';
import { localDateTime } from '../../components/record-format.ts';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { ChoiceField, DateField, FormPage, TextField, useSave } from '../../components/request-form.tsx';

type ViolationType = (typeof dormViolationTypes)[number];

/** reviewNotRules (违纪登记): the records within my scope, by type; tap one to correct it. */
export function ViolationListPage() {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'affairs' });
  // The dorm office's review (ssgl, pages/ssgl/violation-review-page.tsx) lives under `review.`.
  const { t: tReview } = useTranslation('dorms', { keyPrefix: 'review' });
  const navigate = useNavigate();
  const [type, setType] = useState('');
  const [keyword, setKeyword] = useState('');
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(
        await dormAffairsApi.violations({ pageNo, limit, type: type || undefined, keyword: keyword || undefined }),
      ),
    [type, keyword],
  );
  return (
    <RecordListPage<DormViolationRow>
      testId="dorm-violations"
      top={
        <div className="dorm-filters">
          <SearchBar
            placeholder={t('violation.searchStudent')}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
          />
        </div>
      }
      tabs={[
        { key: '', title: t('common.all') },
        ...dormViolationTypes.map((v) => ({ key: v, title: t(`violation.types.${v}`) })),
      ]}
      tab={type}
      onTab={setType}
      fetchPage={fetchPage}
      resetKey={`${type}|${keyword}`}
      rowKey={(r) => r.id}
      emptyText={t('violation.empty')}
      actions={[
        {
          label: t('violation.add'),
          onClick: () => navigate('/xgxt/notrulesExamine-add'),
          testId: 'dorm-violation-add',
        },
      ]}
      renderItem={(r) => (
        <RecordRow
          testId="dorm-violation-row"
          onClick={() => navigate('/xgxt/notrulesExamine-edit', { state: r })}
          title={r.studentName}
          status={<Tag color="warning">{t(`violation.types.${r.type}`)}</Tag>}
          description={
            <>
              <div>{`${r.studentCode} ${r.className ?? ''} ${r.place}`}</div>
              <div>{`${new Date(r.occurredAt).toLocaleString(i18n.language)} · ${t('violation.recorder', { name: r.recorderName })}`}</div>
              <div>{r.description}</div>
              <div data-testid="dorm-violation-review-status">
                {`${tReview(`statuses.${r.reviewStatus}`)}${r.reviewReason ? ` · ${tReview('reason', { reason: r.reviewReason })}` : ''}`}
              </div>
            </>
          }
        />
      )}
    />
  );
}

/** A student of my scope, found by name or number in the occupancy list. */
function StudentSearch({
  value,
  onChange,
}: {
  value: { id: string; label: string } | null;
  onChange: (v: { id: string; label: string }) => void;
}) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [found, setFound] = useState<{ id: string; label: string }[]>([]);
  const search = async (keyword: string) => {
    if (!keyword) return setFound([]);
    const res = await dormsApi.occupancy({
      parameters: [
        {
          relation: 'OR',
          parameters: [
            { key: 'Q^studentName^SL', value: keyword },
            { key: 'Q^studentCode^SL', value: keyword },
          ],
        },
      ],
      requestPage: { pageNo: 1, limit: 10 },
    });
    setFound(
      res.dataResult.map((r) => ({
        id: r.studentId,
        label: `${r.studentName} ${r.studentCode} ${r.buildingName} ${r.roomNo}`,
      })),
    );
  };
  return (
    <div>
      {value && <Tag color="primary">{value.label}</Tag>}
      <SearchBar
        placeholder={t('violation.searchStudent')}
        onSearch={(v) => void search(v.trim())}
        data-testid="dorm-violation-student"
      />
      <List>
        {found.map((s) => (
          <List.Item
            key={s.id}
            onClick={() => {
              onChange(s);
              setFound([]);
            }}
            data-testid="dorm-violation-student-option"
          >
            {s.label}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** notrulesExamine-add and notrulesExamine-edit: one form; edit gets the row from the list. */
export function ViolationFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const row = (useLocation().state ?? null) as DormViolationRow | null;
  const editing = mode === 'edit' && row ? row : null;
  const [student, setStudent] = useState<{ id: string; label: string } | null>(
    editing ? { id: editing.studentId, label: `${editing.studentName} ${editing.studentCode}` } : null,
  );
  const [type, setType] = useState<ViolationType>(editing?.type ?? 'lateReturn');
  const [when, setWhen] = useState(() => localDateTime(editing?.occurredAt));
  const [description, setDescription] = useState(editing?.description ?? '');
  const { busy, run } = useSave({ toast: t('common.saved'), to: '/xgxt/reviewNotRules' });
  if (mode === 'edit' && !editing) {
    // Opened without a row (a reload or a typed link): the list is where a record is chosen.
    return <Navigate to="/xgxt/reviewNotRules" replace />;
  }
  const save = () =>
    run(async () => {
      const occurredAt = new Date(when).toISOString();
      if (editing)
        await dormAffairsApi.editViolation({ id: editing.id, type, occurredAt, description: description.trim() });
      else if (student)
        await dormAffairsApi.addViolation({ studentId: student.id, type, occurredAt, description: description.trim() });
    });
  return (
    <FormPage
      testId="dorm-violation-form"
      submitLabel={t('common.save')}
      submitTestId="dorm-violation-save"
      ready={student !== null && when !== '' && description.trim() !== ''}
      busy={busy}
      onSubmit={() => void save()}
    >
      <Form.Item label={t('violation.student')}>
        {editing ? student?.label : <StudentSearch value={student} onChange={setStudent} />}
      </Form.Item>
      <ChoiceField
        label={t('violation.type')}
        values={dormViolationTypes}
        labelOf={(v) => t(`violation.types.${v}`)}
        value={type}
        onChange={setType}
      />
      <DateField type="datetime-local" label={t('violation.occurredAt')} value={when} onChange={setWhen} />
      <TextField
        label={t('violation.description')}
        value={description}
        onChange={setDescription}
        testId="dorm-violation-description"
      />
    </FormPage>
  );
}

export const ViolationAddPage = () => <ViolationFormPage mode="add" />;
export const ViolationEditPage = () => <ViolationFormPage mode="edit" />;
