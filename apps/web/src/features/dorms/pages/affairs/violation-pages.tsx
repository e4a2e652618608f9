import { dormViolationTypes } from '@campusflow/contracts';
import { Button, CapsuleTabs, Form, List, SearchBar, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormViolationRow, dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormsApi } from '../../api/dorms-api.ts';
import '../../dorms.css';

type ViolationType = (typeof dormViolationTypes)[number];

/** reviewNotRules (违纪登记): the records within my scope, by type; tap one to correct it. */
export function ViolationListPage() {
  const { t, i18n } = useTranslation('dorms', { keyPrefix: 'affairs' });
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
    <div className="dorm-page" data-testid="dorm-violations">
      <div className="dorm-filters">
        <SearchBar
          placeholder={t('violation.searchStudent')}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <CapsuleTabs activeKey={type} onChange={setType}>
        <CapsuleTabs.Tab key="" title={t('common.all')} />
        {dormViolationTypes.map((v) => (
          <CapsuleTabs.Tab key={v} title={t(`violation.types.${v}`)} />
        ))}
      </CapsuleTabs>
      <PagedList<DormViolationRow>
        fetchPage={fetchPage}
        resetKey={`${type}|${keyword}`}
        rowKey={(r) => r.id}
        emptyText={t('violation.empty')}
        renderItem={(r) => (
          <List.Item
            data-testid="dorm-violation-row"
            onClick={() => navigate('/xgxt/notrulesExamine-edit', { state: r })}
            extra={<Tag color="warning">{t(`violation.types.${r.type}`)}</Tag>}
            description={
              <>
                <div>{`${r.studentCode} ${r.className ?? ''} ${r.place}`}</div>
                <div>{`${new Date(r.occurredAt).toLocaleString(i18n.language)} · ${t('violation.recorder', { name: r.recorderName })}`}</div>
                <div>{r.description}</div>
              </>
            }
          >
            {r.studentName}
          </List.Item>
        )}
      />
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          onClick={() => navigate('/xgxt/notrulesExamine-add')}
          data-testid="dorm-violation-add"
        >
          {t('violation.add')}
        </Button>
      </div>
    </div>
  );
}

/** `yyyy-MM-ddTHH:mm` in local time for <input type="datetime-local">, and back to an ISO instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

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
  const navigate = useNavigate();
  const row = (useLocation().state ?? null) as DormViolationRow | null;
  const editing = mode === 'edit' && row ? row : null;
  const [student, setStudent] = useState<{ id: string; label: string } | null>(
    editing ? { id: editing.studentId, label: `${editing.studentName} ${editing.studentCode}` } : null,
  );
  const [type, setType] = useState<ViolationType>(editing?.type ?? 'lateReturn');
  const [when, setWhen] = useState(toLocalInput(editing?.occurredAt ?? new Date().toISOString()));
  const [description, setDescription] = useState(editing?.description ?? '');
  const [busy, setBusy] = useState(false);
  if (mode === 'edit' && !editing) {
    // Opened without a row (a reload or a typed link): the list is where a record is chosen.
    return <Navigate to="/xgxt/reviewNotRules" replace />;
  }
  const save = async () => {
    setBusy(true);
    const occurredAt = new Date(when).toISOString();
    try {
      if (editing)
        await dormAffairsApi.editViolation({ id: editing.id, type, occurredAt, description: description.trim() });
      else if (student)
        await dormAffairsApi.addViolation({ studentId: student.id, type, occurredAt, description: description.trim() });
      Toast.show({ content: t('common.saved'), icon: 'success' });
      navigate('/xgxt/reviewNotRules');
    } catch {
      // The client shows the server's message (student outside my scope…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-violation-form">
      <Form layout="vertical">
        <Form.Item label={t('violation.student')}>
          {editing ? student?.label : <StudentSearch value={student} onChange={setStudent} />}
        </Form.Item>
        <Form.Item label={t('violation.type')}>
          <Selector
            columns={3}
            options={dormViolationTypes.map((v) => ({ label: t(`violation.types.${v}`), value: v }))}
            value={[type]}
            onChange={(v) => v[0] && setType(v[0])}
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
            data-testid="dorm-violation-description"
          />
        </Form.Item>
      </Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!student || !when || description.trim() === ''}
          onClick={() => void save()}
          data-testid="dorm-violation-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}

export const ViolationAddPage = () => <ViolationFormPage mode="add" />;
export const ViolationEditPage = () => <ViolationFormPage mode="edit" />;
