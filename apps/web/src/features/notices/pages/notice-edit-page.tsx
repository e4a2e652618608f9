import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Form, Input, Selector, Skeleton, Switch, Toast } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastFormError } from '../../../components/dialogs.tsx';
import { uploadFile } from '../../../components/form-engine/index.ts';
import { hasVisibleContent, RichEditor } from '../../../components/rich-text/index.ts';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { audienceSource, type NoticeDetail, noticeKeys, noticesApi } from '../api/notices-api.ts';
import { AttachmentList, type AttachmentView } from '../components/attachment-list.tsx';
import { AudienceFields } from '../components/audience-fields.tsx';
import {
  type AudienceDraft,
  canPublish,
  emptyAudience,
  fromAudience,
  isSchoolWide,
  toAudience,
} from '../notice-logic.ts';
import '../notices.css';

/** noticeAdd (/notice/noticeAdd) and noticeEdit (/notice/noticeEdit?id=): staff with the permission only. */
export function NoticeEditPage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const id = params.get('id');
  const s = useSession();
  const role = currentRole(s);
  const detail = useQuery({
    queryKey: noticeKeys.detail(id ?? ''),
    queryFn: () => noticesApi.detail(id ?? ''),
    enabled: !!id,
  });
  if (!canPublish(roleAlias(role), role?.id)) {
    return (
      <div className="page-padding" data-testid="notice-no-permission">
        <ErrorBlock status="empty" title={t('edit.noPermission')} description="" />
      </div>
    );
  }
  if (id && detail.isError) {
    return (
      <div className="page-padding">
        <ErrorBlock status="empty" title={t('detail.notFound')} description="" />
      </div>
    );
  }
  if (id && detail.isPending) {
    return (
      <div className="page-padding" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  return (
    <NoticeForm key={id ?? 'new'} existing={detail.data ?? null} schoolWide={isSchoolWide(roleAlias(role), role?.id)} />
  );
}

type Errors = Partial<Record<'title' | 'content' | 'audience', string>>;

function NoticeForm({ existing, schoolWide }: { existing: NoticeDetail | null; schoolWide: boolean }) {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const client = useQueryClient();
  const categories = useQuery({ queryKey: noticeKeys.categories, queryFn: noticesApi.categories, staleTime: 300_000 });
  const orgs = useQuery({ queryKey: audienceSource.key, queryFn: audienceSource.load, staleTime: 60_000 });
  const [title, setTitle] = useState(existing?.title ?? '');
  const [category, setCategory] = useState(existing?.categoryCode ?? 'notice');
  const [content, setContent] = useState(existing?.content ?? '');
  const [files, setFiles] = useState<AttachmentView[]>(existing?.attachments ?? []);
  const [audience, setAudience] = useState<AudienceDraft>(existing ? fromAudience(existing.audience) : emptyAudience);
  const [pinned, setPinned] = useState(existing?.pinned ?? false);
  const [isPublic, setIsPublic] = useState(existing?.isPublic ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const locked = existing?.status === 'published';

  const validate = (): boolean => {
    const next: Errors = {};
    if (!title.trim()) next.title = t('edit.titleRequired');
    if (!hasVisibleContent(content)) next.content = t('edit.contentRequired');
    if (!toAudience(audience)) next.audience = t('edit.audienceRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) toastFormError();
    return Object.keys(next).length === 0;
  };

  const submit = async (publish: boolean) => {
    const target = toAudience(audience);
    if (!validate() || !target || busy) return;
    if (publish) {
      const yes = await Dialog.confirm({
        content: t('detail.confirmPublish'),
        confirmText: t('detail.publish'),
        cancelText: t('common:dialog.cancel'),
      });
      if (!yes) return;
    }
    setBusy(true);
    try {
      const { id } = await noticesApi.save({
        id: existing?.id,
        categoryCode: category,
        title: title.trim(),
        content,
        audience: target,
        attachmentFileIds: files.map((f) => f.id),
        isPublic,
        pinned,
        expiresAt: existing?.expiresAt ?? null,
      });
      if (publish && existing?.status !== 'published') {
        const { recipients } = await noticesApi.publish(id);
        Toast.show({ content: t('detail.published', { count: recipients }), duration: 2000 });
      } else Toast.show({ content: t('edit.saved'), duration: 2000 });
      await client.invalidateQueries({ queryKey: noticeKeys.all });
      navigate(`/notice/noticeDetail?id=${encodeURIComponent(id)}`, { replace: true });
    } catch {
      // The client has shown the server's message (toast, 5 s).
    } finally {
      setBusy(false);
    }
  };

  // Pictures in the body go through the file store like attachments (the server links them to the notice).
  const uploadImage = async (file: File): Promise<string> => {
    try {
      return (await uploadFile(file, file.name)).id;
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
      throw error;
    }
  };

  const onPick = async (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const info = await uploadFile(file, file.name);
      setFiles((f) => [...f, { id: info.id, name: info.name, size: info.size }]);
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="notice-page notice-page-with-bar" data-testid="notice-form">
      <Form layout="vertical" mode="card">
        <Form.Item
          label={t('edit.title')}
          required
          help={undefined}
          description={errors.title && <FieldError text={errors.title} />}
        >
          <Input
            value={title}
            onChange={setTitle}
            maxLength={200}
            placeholder={t('edit.titlePlaceholder')}
            aria-label={t('edit.title')}
            data-testid="notice-title-input"
          />
        </Form.Item>
        <Form.Item label={t('edit.category')} required>
          <Selector
            columns={3}
            value={[category]}
            onChange={(v) => v[0] && setCategory(v[0])}
            options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.code }))}
          />
        </Form.Item>
        <Form.Item
          label={t('edit.content')}
          required
          description={errors.content && <FieldError text={errors.content} />}
        >
          <RichEditor
            initialHtml={existing?.content ?? ''}
            onChange={setContent}
            label={t('edit.content')}
            placeholder={t('edit.contentPlaceholder')}
            invalid={!!errors.content}
            testId="notice-editor"
            imageLabel={t('edit.toolbar.image')}
            onUploadImage={uploadImage}
            commandLabels={{
              bold: t('edit.toolbar.bold'),
              italic: t('edit.toolbar.italic'),
              underline: t('edit.toolbar.underline'),
              heading: t('edit.toolbar.heading'),
              bullets: t('edit.toolbar.bullets'),
              numbers: t('edit.toolbar.numbers'),
              clear: t('edit.toolbar.clear'),
            }}
          />
        </Form.Item>
        <Form.Item label={t('edit.attachments')}>
          {files.length > 0 && (
            <AttachmentList files={files} onRemove={(fid) => setFiles((f) => f.filter((x) => x.id !== fid))} />
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            onChange={(e) => void onPick(e.target.files)}
            data-testid="notice-file-input"
            aria-label={t('edit.upload')}
          />
          <Button
            size="small"
            onClick={() => fileInput.current?.click()}
            loading={uploading}
            loadingText={t('edit.uploading')}
          >
            {t('edit.upload')}
          </Button>
        </Form.Item>
      </Form>
      <Form layout="vertical" mode="card">
        <Form.Header>{t('edit.audience')}</Form.Header>
        <AudienceFields
          audience={audience}
          onChange={setAudience}
          options={orgs.data}
          loading={orgs.isPending}
          locked={locked}
          schoolWide={schoolWide}
          error={errors.audience}
        />
        <Form.Item label={t('edit.pin')} layout="horizontal" childElementPosition="right">
          <Switch checked={pinned} onChange={setPinned} aria-label={t('edit.pin')} />
        </Form.Item>
        <Form.Item label={t('edit.isPublic')} layout="horizontal" childElementPosition="right">
          <Switch checked={isPublic} onChange={setIsPublic} aria-label={t('edit.isPublic')} />
        </Form.Item>
      </Form>
      <div className="notice-action-bar">
        {!locked && (
          <Button onClick={() => void submit(false)} disabled={busy || uploading} data-testid="notice-save-draft">
            {t('edit.saveDraft')}
          </Button>
        )}
        <Button
          color="primary"
          onClick={() => void submit(!locked)}
          disabled={busy || uploading}
          data-testid="notice-submit"
        >
          {locked ? t('edit.save') : t('edit.publish')}
        </Button>
      </div>
    </div>
  );
}

function FieldError({ text }: { text: ReactNode }) {
  return (
    <span className="notice-field-error" role="alert">
      {text}
    </span>
  );
}
