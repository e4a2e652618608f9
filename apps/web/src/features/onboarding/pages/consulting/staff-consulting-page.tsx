import { type ConsultingStatus, consultingStatuses } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, List, Popup, Skeleton, Tabs, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consultingApi, consultingKeys } from './consulting-api.ts';
import { canReply, statusColor } from './consulting-logic.ts';
import { QuestionThread } from './question-thread.tsx';
import './consulting.css';

type Filter = ConsultingStatus | 'all';

/** One question in a popup: the thread, the answer box, close. */
function StaffQuestion({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('onboardingConsulting');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const q = useQuery({
    queryKey: ['onboarding', 'consulting', 'staff-q', id],
    queryFn: () => consultingApi.staffQuestion(id),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['onboarding', 'consulting'] });
  const answer = useMutation({
    mutationFn: () => consultingApi.answer(id, text),
    onSuccess: async () => {
      Toast.show({ content: t('answered') });
      setText('');
      await refresh();
      onDone();
    },
  });
  const close = useMutation({ mutationFn: () => consultingApi.staffClose(id), onSuccess: refresh });
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <ErrorBlock status="default" title={t('loadFailed')} description={q.error.message} />;
  return (
    <div className="onb-view">
      <QuestionThread q={q.data} viewer="staff" />
      {canReply(q.data.status) && (
        <>
          <div className="onb-reply-box">
            <TextArea
              value={text}
              onChange={setText}
              placeholder={t('answerPlaceholder')}
              maxLength={1000}
              rows={4}
              data-testid="consulting-answer-text"
            />
          </div>
          <Button
            block
            color="primary"
            className="spaced"
            disabled={!text.trim()}
            loading={answer.isPending}
            onClick={() => answer.mutate()}
            data-testid="consulting-answer"
          >
            {t('answer')}
          </Button>
          <Button block fill="outline" className="spaced" loading={close.isPending} onClick={() => close.mutate()}>
            {t('closeQuestion')}
          </Button>
        </>
      )}
    </div>
  );
}

/** yx_consulting: questions of the new students in the caller's scope, waiting ones first asked first. */
export function StaffConsultingPage() {
  const { t, i18n } = useTranslation('onboardingConsulting');
  const [filter, setFilter] = useState<Filter>('waiting');
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({ queryKey: consultingKeys.staff(filter), queryFn: () => consultingApi.staffList(filter) });
  return (
    <div data-testid="staff-consulting">
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        {[...consultingStatuses, 'all' as const].map((s) => (
          <Tabs.Tab key={s} title={s === 'all' ? t('all') : t(`statuses.${s}`)} />
        ))}
      </Tabs>
      {list.isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {list.isError && <ErrorBlock status="default" title={t('loadFailed')} description={list.error.message} />}
      {list.data && (
        <List>
          {list.data.dataResult.length === 0 && <List.Item>{t('empty')}</List.Item>}
          {list.data.dataResult.map((q) => (
            <List.Item
              key={q.id}
              onClick={() => setOpen(q.id)}
              description={`${q.studentName ?? ''} · ${t(`categories.${q.category}`)} · ${new Date(q.updatedAt).toLocaleString(i18n.language)}`}
              extra={<Tag color={statusColor[q.status]}>{t(`statuses.${q.status}`)}</Tag>}
              data-testid="staff-consulting-item"
            >
              {q.content}
            </List.Item>
          ))}
        </List>
      )}
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
        destroyOnClose
      >
        {open && <StaffQuestion id={open} onDone={() => setOpen(null)} />}
      </Popup>
    </div>
  );
}
