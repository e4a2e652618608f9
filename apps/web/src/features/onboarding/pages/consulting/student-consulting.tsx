import { consultingCategories, consultingPhotoMax } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Collapse,
  Dialog,
  ErrorBlock,
  Form,
  List,
  Selector,
  Skeleton,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { compressImage } from '../../../../components/form-engine/form-view/image-compress.ts';
import { uploadFile } from '../../../../components/form-engine/index.ts';
import { consultingApi, consultingKeys } from './consulting-api.ts';
import { canReply, statusColor, viewLink } from './consulting-logic.ts';
import { FileImage } from './file-image.tsx';
import { QuestionThread } from './question-thread.tsx';

function Failed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('onboardingConsulting');
  return (
    <ErrorBlock status="default" title={t('loadFailed')} description={error.message}>
      <Button onClick={retry}>{t('retry')}</Button>
    </ErrorBlock>
  );
}

/** newConsulting: my questions with their status, the common questions, and "ask". */
export function NewConsultingView() {
  const { t, i18n } = useTranslation('onboardingConsulting');
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: consultingKeys.mine, queryFn: consultingApi.mine });
  const faq = useQuery({ queryKey: consultingKeys.faq, queryFn: consultingApi.faq });
  return (
    <div className="onb-view" data-testid="consulting-list">
      <Button block color="primary" onClick={() => navigate(viewLink('askQuestions'))} data-testid="consulting-ask">
        {t('askQuestions')}
      </Button>
      {mine.isPending && <Skeleton.Paragraph lineCount={4} animated />}
      {mine.isError && <Failed error={mine.error} retry={() => void mine.refetch()} />}
      {mine.data && (
        <List header={t('myQuestions')}>
          {mine.data.length === 0 && <List.Item>{t('noQuestions')}</List.Item>}
          {mine.data.map((q) => (
            <List.Item
              key={q.id}
              onClick={() => navigate(viewLink('problemDetails', { id: q.id }))}
              description={`${t(`categories.${q.category}`)} · ${new Date(q.updatedAt).toLocaleString(i18n.language)}`}
              extra={<Tag color={statusColor[q.status]}>{t(`statuses.${q.status}`)}</Tag>}
              data-testid="consulting-item"
            >
              {q.content}
            </List.Item>
          ))}
        </List>
      )}
      {faq.data && faq.data.length > 0 && (
        <>
          <div className="onb-list-title">{t('commonQuestions')}</div>
          <Collapse accordion>
            {faq.data.map((f) => (
              <Collapse.Panel key={f.question} title={f.question}>
                {f.answer}
              </Collapse.Panel>
            ))}
          </Collapse>
        </>
      )}
    </div>
  );
}

/** askQuestions: category, text and up to three photos (compressed, uploaded through platform/files). */
export function AskQuestionsView() {
  const { t } = useTranslation('onboardingConsulting');
  const navigate = useNavigate();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const ask = useMutation({
    mutationFn: consultingApi.ask,
    onSuccess: async ({ id }) => {
      Toast.show({ content: t('submitted') });
      await client.invalidateQueries({ queryKey: consultingKeys.mine });
      navigate(viewLink('problemDetails', { id }), { replace: true });
    },
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const small = await compressImage(file);
      const info = await uploadFile(small, small.name);
      setPhotos((p) => [...p, info.id]);
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error) });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Form
      layout="vertical"
      initialValues={{ category: ['arrival'] }}
      onFinish={(v: { category: string[]; content: string }) =>
        ask.mutate({ category: v.category[0] as (typeof consultingCategories)[number], content: v.content, photos })
      }
      footer={
        <Button block type="submit" color="primary" loading={ask.isPending} data-testid="consulting-submit">
          {t('submit')}
        </Button>
      }
    >
      <Form.Item name="category" label={t('category')} rules={[{ required: true }]}>
        <Selector options={consultingCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
      </Form.Item>
      <Form.Item name="content" label={t('content')} rules={[{ required: true, whitespace: true }]}>
        <TextArea
          placeholder={t('contentPlaceholder')}
          maxLength={1000}
          showCount
          rows={5}
          data-testid="consulting-content"
        />
      </Form.Item>
      <Form.Item label={t('photos')}>
        <div className="onb-photos">
          {photos.map((id) => (
            <FileImage key={id} fileId={id} alt="" width={64} height={64} onOpen={() => {}} />
          ))}
        </div>
        {photos.length < consultingPhotoMax && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              data-testid="consulting-photo-input"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            <Button size="small" loading={uploading} onClick={() => input.current?.click()}>
              {t('addPhoto')}
            </Button>
          </>
        )}
      </Form.Item>
    </Form>
  );
}

/** problemDetails: the thread; the student follows up or closes. */
export function ProblemDetailsView({ id }: { id: string }) {
  const { t } = useTranslation('onboardingConsulting');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const q = useQuery({ queryKey: consultingKeys.question(id), queryFn: () => consultingApi.question(id) });
  const refresh = () => client.invalidateQueries({ queryKey: ['onboarding', 'consulting'] });
  const follow = useMutation({
    mutationFn: () => consultingApi.followUp(id, text),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
  });
  const close = useMutation({ mutationFn: () => consultingApi.close(id), onSuccess: refresh });
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <Failed error={q.error} retry={() => void q.refetch()} />;
  return (
    <div className="onb-view">
      <QuestionThread q={q.data} viewer="student" />
      {canReply(q.data.status) && (
        <>
          <div className="onb-reply-box">
            <TextArea
              value={text}
              onChange={setText}
              placeholder={t('followUpPlaceholder')}
              maxLength={1000}
              rows={3}
              data-testid="consulting-follow-text"
            />
          </div>
          <Button
            block
            color="primary"
            className="spaced"
            disabled={!text.trim()}
            loading={follow.isPending}
            onClick={() => follow.mutate()}
          >
            {t('followUp')}
          </Button>
          <Button
            block
            fill="outline"
            className="spaced"
            loading={close.isPending}
            onClick={async () => {
              if (await Dialog.confirm({ content: t('closeConfirm') })) close.mutate();
            }}
            data-testid="consulting-close"
          >
            {t('closeQuestion')}
          </Button>
        </>
      )}
    </div>
  );
}
