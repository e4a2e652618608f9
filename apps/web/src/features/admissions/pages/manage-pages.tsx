import {
  type BriefingKind,
  briefingKinds,
  type FeedbackRow,
  type LocalizedText,
  locales,
  type StaffBriefing,
} from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  ErrorBlock,
  Form,
  Input,
  List,
  Popup,
  Selector,
  Stepper,
  Tabs,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../components/form-engine/index.ts';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { RichEditor, type RichEditorCommand } from '../../../components/rich-text/index.ts';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { LoadState } from '../components/load-state.tsx';
import '../admissions.css';

const languageNames: Record<string, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'ja-JP': '日本語',
};
const emptyText = (): LocalizedText => ({ 'zh-CN': '', 'zh-TW': '', 'en-US': '', 'ja-JP': '' });
const commands: RichEditorCommand[] = ['bold', 'italic', 'underline', 'heading', 'bullets', 'numbers', 'clear'];

function BriefingEditor({ briefing, onDone }: { briefing: StaffBriefing | null; onDone: () => void }) {
  const { t } = useTranslation('admissions');
  const [kind, setKind] = useState<BriefingKind>(briefing?.kind ?? 'yxjb');
  const [title, setTitle] = useState<LocalizedText>(briefing?.title ?? emptyText());
  const content = useRef<LocalizedText>(briefing?.content ?? emptyText());
  const [images, setImages] = useState<string[]>(briefing?.imageFileIds ?? []);
  const [sort, setSort] = useState(briefing?.sort ?? 0);
  const [language, setLanguage] = useState<string>('zh-CN');
  const fileInput = useRef<HTMLInputElement>(null);
  const labels = Object.fromEntries(commands.map((c) => [c, t(`briefings.toolbar.${c}`)])) as Record<
    RichEditorCommand,
    string
  >;
  const save = async () => {
    if (!title['zh-CN'].trim()) {
      Toast.show({ content: t('briefings.zhRequired') });
      return;
    }
    await admissionsApi.saveBriefing({
      ...(briefing ? { id: briefing.id } : {}),
      kind,
      title,
      content: content.current,
      imageFileIds: images,
      sort,
    });
    Toast.show({ content: t('saved') });
    onDone();
  };
  return (
    <div style={{ padding: 12, maxHeight: '88vh', overflowY: 'auto' }} data-testid="briefing-editor">
      <h2 style={{ margin: '4px 4px 8px' }}>{t('briefings.edit')}</h2>
      <Selector
        options={briefingKinds.map((k) => ({ value: k, label: t(`briefings.kinds.${k}`) }))}
        value={[kind]}
        onChange={(v) => v[0] && setKind(v[0])}
      />
      <Tabs activeKey={language} onChange={setLanguage}>
        {locales.map((l) => (
          <Tabs.Tab key={l} title={languageNames[l]} />
        ))}
      </Tabs>
      {locales.map((l) => (
        <div key={l} style={{ display: l === language ? 'block' : 'none' }}>
          <label htmlFor={`briefing-title-${l}`}>{t('briefings.title')}</label>
          <Input
            id={`briefing-title-${l}`}
            value={title[l]}
            onChange={(v) => setTitle((old) => ({ ...old, [l]: v }))}
            maxLength={200}
            data-testid={`briefing-title-${l}`}
          />
          <div style={{ marginTop: 8 }}>
            <RichEditor
              initialHtml={content.current[l]}
              onChange={(html) => {
                content.current = { ...content.current, [l]: html };
              }}
              label={t('briefings.content')}
              placeholder={t('briefings.contentPlaceholder')}
              commandLabels={labels}
              testId={`briefing-content-${l}`}
            />
          </div>
        </div>
      ))}
      <p>{t('briefings.images')}</p>
      <div className="admit-image-row">
        {images.map((id) => (
          <button
            key={id}
            type="button"
            style={{ border: 0, padding: 0, background: 'none' }}
            onClick={() => setImages((all) => all.filter((x) => x !== id))}
          >
            <img src={admissionsApi.staffImageUrl(id)} alt="" />
          </button>
        ))}
        <Button size="small" onClick={() => fileInput.current?.click()}>
          {t('briefings.addImage')}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const stored = await uploadFile(file, file.name);
          setImages((all) => [...all, stored.id]);
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span>{t('briefings.sort')}</span>
        <Stepper value={sort} min={0} max={9999} onChange={(v) => setSort(v ?? 0)} />
      </div>
      <Button block color="primary" style={{ marginTop: 16 }} onClick={save} data-testid="briefing-save">
        {t('save')}
      </Button>
      <Button block style={{ marginTop: 8 }} onClick={onDone}>
        {t('cancel')}
      </Button>
    </div>
  );
}

/** zsjbgl: briefings and promotional pages in four languages, with images; publish and withdraw. */
export function BriefingsManagePage() {
  const { t } = useTranslation('admissions');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: admissionKeys.staffBriefings, queryFn: admissionsApi.staffBriefings });
  const [editing, setEditing] = useState<StaffBriefing | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: admissionKeys.all });
  const toggle = useMutation({
    mutationFn: (b: StaffBriefing) =>
      b.status === 'published' ? admissionsApi.withdrawBriefing(b.id) : admissionsApi.publishBriefing(b.id),
    onSuccess: refresh,
  });
  if (!list.data) return <LoadState pending={list.isPending} onRetry={() => list.refetch()} />;
  return (
    <div className="admit-page" data-testid="briefings-manage">
      <div style={{ padding: 12 }}>
        <Button color="primary" onClick={() => setEditing('new')}>
          {t('briefings.add')}
        </Button>
      </div>
      {list.data.length === 0 ? (
        <ErrorBlock status="empty" title={t('briefings.empty')} description="" />
      ) : (
        <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
          {list.data.map((b) => (
            <List.Item
              key={b.id}
              onClick={() => setEditing(b)}
              description={`${t(`briefings.kinds.${b.kind}`)} · ${new Date(b.updatedAt).toLocaleDateString()}`}
              extra={
                <Button
                  size="mini"
                  fill="outline"
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle.mutate(b);
                  }}
                >
                  {b.status === 'published' ? t('briefings.withdraw') : t('briefings.publish')}
                </Button>
              }
            >
              {b.title['zh-CN']}{' '}
              <Tag color={b.status === 'published' ? 'success' : 'default'}>
                {t(`briefings.${b.status === 'published' ? 'published' : 'draft'}`)}
              </Tag>
            </List.Item>
          ))}
        </List>
      )}
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
        destroyOnClose
      >
        {editing !== null && (
          <BriefingEditor
            briefing={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Popup>
    </div>
  );
}

/** lqyjfkgl: examinees' feedback on admission opinions, with the office's replies. */
export function FeedbackManagePage() {
  const { t, i18n } = useTranslation('admissions');
  const [state, setState] = useState<'open' | 'replied'>('open');
  const [replying, setReplying] = useState<FeedbackRow | null>(null);
  const [reply, setReply] = useState('');
  const [version, setVersion] = useState(0);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(
        await admissionsApi.feedback({
          parameters: [{ key: 'Q^state^S', value: state }],
          requestPage: { pageNo, limit },
        }),
      ),
    [state],
  );
  return (
    <div className="admit-page" data-testid="feedback-manage">
      <Tabs activeKey={state} onChange={(k) => setState(k as 'open' | 'replied')}>
        <Tabs.Tab key="open" title={t('feedbackManage.open')} />
        <Tabs.Tab key="replied" title={t('feedbackManage.replied')} />
      </Tabs>
      <PagedList<FeedbackRow>
        fetchPage={fetchPage}
        resetKey={`${state}-${version}`}
        rowKey={(r) => r.id}
        emptyText={t('feedbackManage.empty')}
        renderItem={(r) => (
          <List.Item
            onClick={() => {
              setReplying(r);
              setReply(r.reply ?? '');
            }}
            description={`${r.examineeNo} · ${r.majorName} · ${new Date(r.createdAt).toLocaleString(i18n.language)}`}
            data-testid="feedback-item"
          >
            {r.name}：{r.content}
          </List.Item>
        )}
      />
      <Popup
        visible={replying !== null}
        onMaskClick={() => setReplying(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        {replying && (
          <div style={{ padding: 16 }}>
            <h3 style={{ marginTop: 0 }}>
              {replying.name} · {replying.examineeNo}
            </h3>
            <p className="admit-muted">
              {t('staff.opinion')}：{replying.opinion}
            </p>
            <div className="admit-bubble">{replying.content}</div>
            <TextArea
              value={reply}
              onChange={setReply}
              rows={4}
              maxLength={2000}
              placeholder={t('feedbackManage.replyPlaceholder')}
              aria-label={t('feedbackManage.reply')}
              style={{ marginTop: 12 }}
              data-testid="feedback-reply"
            />
            <Button
              block
              color="primary"
              disabled={!reply.trim()}
              style={{ marginTop: 12 }}
              data-testid="feedback-send"
              onClick={async () => {
                await admissionsApi.reply(replying.id, reply.trim());
                Toast.show({ content: t('feedbackManage.sent') });
                setReplying(null);
                setVersion((v) => v + 1);
              }}
            >
              {t('feedbackManage.send')}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}

type EventDraft = {
  title: string;
  place: string;
  description: string;
  start: Date;
  end: Date;
  deadline: Date;
  capacity: number;
};

/** zsfwhdgl: the office's batches and events, and who signed up. */
export function EventsManagePage() {
  const { t, i18n } = useTranslation('admissions');
  const queryClient = useQueryClient();
  const batches = useQuery({ queryKey: admissionKeys.batches, queryFn: admissionsApi.batches });
  const [batchId, setBatchId] = useState<string | null>(null);
  const current = batchId ?? batches.data?.[0]?.id ?? null;
  const events = useQuery({
    queryKey: admissionKeys.events(current),
    queryFn: () => admissionsApi.events(current),
    enabled: current !== null,
  });
  const [listOf, setListOf] = useState<string | null>(null);
  const signUps = useQuery({
    queryKey: admissionKeys.signUps(listOf ?? ''),
    queryFn: () => admissionsApi.signUps(listOf ?? ''),
    enabled: listOf !== null,
  });
  const [batchName, setBatchName] = useState('');
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [picking, setPicking] = useState<'start' | 'end' | 'deadline' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: admissionKeys.all });
  if (!batches.data) return <LoadState pending={batches.isPending} onRetry={() => batches.refetch()} />;
  const when = (d: Date) => d.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const newDraft = (): EventDraft => {
    const start = new Date(Date.now() + 14 * 86_400_000);
    return {
      title: '',
      place: '',
      description: '',
      start,
      end: new Date(start.getTime() + 8 * 3600_000),
      deadline: new Date(start.getTime() - 3 * 86_400_000),
      capacity: 30,
    };
  };
  return (
    <div className="admit-page" data-testid="events-manage">
      <Tabs activeKey={current} onChange={setBatchId}>
        {batches.data.map((b) => (
          <Tabs.Tab key={b.id} title={b.name} />
        ))}
      </Tabs>
      <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
        {(events.data ?? []).map((e) => (
          <List.Item
            key={e.id}
            onClick={() => setListOf(e.id)}
            description={`${when(new Date(e.startAt))} · ${e.place}`}
            extra={t('service.signedUp', { count: e.signedUp, capacity: e.capacity })}
          >
            {e.title}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: '0 12px', display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {current && (
          <Button color="primary" onClick={() => setDraft(newDraft())}>
            {t('eventsManage.addEvent')}
          </Button>
        )}
        <Input
          value={batchName}
          onChange={setBatchName}
          placeholder={t('eventsManage.batchName')}
          style={{ flex: 1, minWidth: 120, background: '#fff', padding: '0 8px' }}
        />
        <Button
          disabled={!batchName.trim()}
          onClick={async () => {
            const saved = await admissionsApi.saveBatch({ name: batchName.trim(), year: new Date().getFullYear() });
            setBatchName('');
            setBatchId(saved.id);
            await refresh();
          }}
        >
          {t('eventsManage.addBatch')}
        </Button>
      </div>
      <Popup
        visible={listOf !== null}
        onMaskClick={() => setListOf(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '70vh', overflowY: 'auto' }}
      >
        <List header={t('eventsManage.signUps')}>
          {(signUps.data ?? []).length === 0 && <List.Item>{t('eventsManage.noSignUps')}</List.Item>}
          {(signUps.data ?? []).map((s) => (
            <List.Item key={s.id} description={`${s.code} · ${s.phone}`} extra={s.note}>
              {s.name}
            </List.Item>
          ))}
        </List>
      </Popup>
      <Popup
        visible={draft !== null}
        onMaskClick={() => setDraft(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '88vh', overflowY: 'auto' }}
      >
        {draft && current && (
          <Form
            layout="horizontal"
            footer={
              <Button
                block
                color="primary"
                disabled={!draft.title.trim()}
                onClick={async () => {
                  await admissionsApi.saveEvent({
                    batchId: current,
                    title: draft.title.trim(),
                    place: draft.place.trim(),
                    description: draft.description.trim(),
                    startAt: draft.start.toISOString(),
                    endAt: draft.end.toISOString(),
                    signUpDeadline: draft.deadline.toISOString(),
                    capacity: draft.capacity,
                  });
                  setDraft(null);
                  await refresh();
                }}
              >
                {t('save')}
              </Button>
            }
          >
            <Form.Header>{t('eventsManage.addEvent')}</Form.Header>
            <Form.Item label={t('eventsManage.title')} required>
              <Input value={draft.title} onChange={(v) => setDraft({ ...draft, title: v })} maxLength={100} />
            </Form.Item>
            <Form.Item label={t('eventsManage.place')}>
              <Input value={draft.place} onChange={(v) => setDraft({ ...draft, place: v })} maxLength={200} />
            </Form.Item>
            {(['start', 'end', 'deadline'] as const).map((k) => (
              <Form.Item key={k} label={t(`eventsManage.${k}`)} onClick={() => setPicking(k)} arrowIcon>
                {when(draft[k])}
              </Form.Item>
            ))}
            <Form.Item label={t('eventsManage.capacity')}>
              <Stepper
                value={draft.capacity}
                min={1}
                max={100000}
                onChange={(v) => setDraft({ ...draft, capacity: v ?? 1 })}
              />
            </Form.Item>
            <Form.Item label={t('eventsManage.description')} layout="vertical">
              <TextArea
                value={draft.description}
                onChange={(v) => setDraft({ ...draft, description: v })}
                rows={3}
                maxLength={5000}
              />
            </Form.Item>
          </Form>
        )}
      </Popup>
      <DatePicker
        visible={picking !== null}
        precision="minute"
        value={picking && draft ? draft[picking] : new Date()}
        onClose={() => setPicking(null)}
        onConfirm={(value) => {
          if (picking && draft) setDraft({ ...draft, [picking]: value });
        }}
      />
    </div>
  );
}
