import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, ProgressBar, Skeleton, Tag, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { RichText } from '../../../components/rich-text/index.ts';
import { appConfig } from '../../../lib/config.ts';
import { noticeKeys, noticesApi } from '../api/notices-api.ts';
import { AttachmentList } from '../components/attachment-list.tsx';
import { useRelativeTime } from '../components/notice-card.tsx';
import { ReceiptsPopup } from '../components/receipts-popup.tsx';
import { noticeActions, readPercent, shareUrl } from '../notice-logic.ts';
import '../notices.css';

/** noticeDetail (/notice/noticeDetail?id=): reading marks it read; the publisher sees receipts and actions. */
export function NoticeDetailPage() {
  const { t, i18n } = useTranslation('notices');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const when = useRelativeTime();
  const [receiptsOpen, setReceiptsOpen] = useState(false);
  const detail = useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: () => noticesApi.detail(id),
    enabled: id.length > 0,
    retry: (count, error) => !(error instanceof ApiError && error.kind === 'state') && count < 2,
  });
  // Reading changed the unread counts elsewhere (workbench, messages tab): let them refetch.
  const loadedId = detail.data?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded announcement
  useEffect(() => {
    if (loadedId)
      void client.invalidateQueries({
        predicate: (q) => !(q.queryKey[0] === 'notices' && q.queryKey[1] === 'detail'),
      });
  }, [loadedId]);

  const action = useMutation({
    mutationFn: async (kind: 'publish' | 'withdraw' | 'pin' | 'unpin') => {
      if (kind === 'publish') return t('detail.published', { count: (await noticesApi.publish(id)).recipients });
      if (kind === 'withdraw') {
        await noticesApi.withdraw(id);
        return t('detail.withdrawn');
      }
      await noticesApi.pin(id, kind === 'pin');
      return kind === 'pin' ? t('detail.pinnedDone') : t('detail.unpinnedDone');
    },
    onSuccess: async (text) => {
      Toast.show({ content: text, duration: 2000 });
      await client.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });

  if (!id || detail.isError) {
    return (
      <div className="notice-page page-padding" data-testid="notice-not-found">
        <ErrorBlock
          status={detail.error instanceof ApiError && detail.error.isNetwork ? 'disconnected' : 'empty'}
          title={t('detail.notFound')}
          description=""
        >
          <Button color="primary" onClick={() => navigate('/notice/index')}>
            {t('detail.back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className="notice-page page-padding" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  const n = detail.data;
  const manage = n.receipts !== null;
  const can = noticeActions(n.status);
  const confirmThen = async (content: string, kind: 'publish' | 'withdraw', danger: boolean) => {
    const yes = await Dialog.confirm({
      content,
      confirmText: danger ? (
        <span style={{ color: 'var(--adm-color-danger)' }}>{t(`detail.${kind}`)}</span>
      ) : (
        t(`detail.${kind}`)
      ),
      cancelText: t('common:dialog.cancel'),
    });
    if (yes) action.mutate(kind);
  };
  const copyShare = async () => {
    const url = shareUrl(window.location.origin, window.location.pathname, n.id, appConfig.routerMode === 'hash');
    try {
      await navigator.clipboard.writeText(url);
      Toast.show({ content: t('detail.copied'), duration: 2000 });
    } catch {
      await Dialog.alert({ content: url, confirmText: t('common:dialog.ok') });
    }
  };
  return (
    <div className={`notice-page${manage ? ' notice-page-with-bar' : ''}`}>
      <article className="notice-article" data-testid="notice-detail">
        <h1 className="notice-title">{n.title}</h1>
        <div className="notice-meta">
          {n.pinned && (
            <Tag color="danger" fill="outline" data-testid="notice-pinned">
              {t('list.pinned')}
            </Tag>
          )}
          {manage && <Tag color={n.status === 'published' ? 'success' : 'default'}>{t(`status.${n.status}`)}</Tag>}
          <span>{n.categoryName}</span>
          <span aria-hidden="true">·</span>
          <span>{n.authorName}</span>
          <span>{when(n.publishedAt)}</span>
        </div>
        {n.expiresAt && (
          <p className="muted notice-expires">
            {t('detail.expires', { date: new Date(n.expiresAt).toLocaleDateString(i18n.language) })}
          </p>
        )}
        <RichText html={n.content} testId="notice-content" />
        {n.attachments.length > 0 && (
          <section className="notice-section" aria-labelledby="notice-attachments-title">
            <h2 id="notice-attachments-title" className="notice-section-title">
              {t('detail.attachments')}
            </h2>
            <AttachmentList files={n.attachments} />
          </section>
        )}
      </article>
      {n.receipts && (
        <section className="notice-receipts" aria-labelledby="notice-receipts-title">
          <button
            type="button"
            className="notice-receipts-button"
            onClick={() => setReceiptsOpen(true)}
            data-testid="notice-receipts"
          >
            <span id="notice-receipts-title" className="notice-section-title">
              {t('detail.receiptsTitle')}
            </span>
            <span className="notice-receipts-count">
              {t('detail.receipts', { read: n.receipts.read, recipients: n.receipts.recipients })}
            </span>
            <ProgressBar percent={readPercent(n.receipts.read, n.receipts.recipients)} />
            <span className="muted">
              {n.audience.scope === 'school'
                ? t('detail.audienceSchool')
                : t('detail.audienceOrgs', { count: n.audience.orgIds.length })}
            </span>
          </button>
          <ReceiptsPopup noticeId={n.id} open={receiptsOpen} onClose={() => setReceiptsOpen(false)} />
        </section>
      )}
      {manage && (
        <div className="notice-action-bar">
          {can.edit && (
            <Button onClick={() => navigate(`/notice/noticeEdit?id=${encodeURIComponent(n.id)}`)}>
              {t('detail.edit')}
            </Button>
          )}
          <Button
            onClick={() => action.mutate(n.pinned ? 'unpin' : 'pin')}
            disabled={action.isPending}
            data-testid="notice-pin"
          >
            {n.pinned ? t('detail.unpin') : t('detail.pin')}
          </Button>
          {n.isPublic && n.status === 'published' && <Button onClick={copyShare}>{t('detail.share')}</Button>}
          {can.withdraw && (
            <Button
              color="danger"
              fill="outline"
              disabled={action.isPending}
              onClick={() => confirmThen(t('detail.confirmWithdraw'), 'withdraw', true)}
              data-testid="notice-withdraw"
            >
              {t('detail.withdraw')}
            </Button>
          )}
          {can.publish && (
            <Button
              color="primary"
              disabled={action.isPending}
              onClick={() => confirmThen(t('detail.confirmPublish'), 'publish', false)}
              data-testid="notice-publish"
            >
              {t('detail.publish')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
