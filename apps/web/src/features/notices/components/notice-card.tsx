import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NoticeSummary } from '../api/notices-api.ts';
import { relativeTime } from '../notice-logic.ts';

export function useRelativeTime() {
  const { t, i18n } = useTranslation('notices');
  return (iso: string | null) => {
    const r = relativeTime(iso, Date.now());
    if (r.unit === 'date') return iso ? new Date(iso).toLocaleDateString(i18n.language) : '';
    return t(`time.${r.unit}`, { n: r.n });
  };
}

const statusColor = { draft: 'default', published: 'success', withdrawn: 'default' } as const;

/** One announcement in a list: title, one summary line, meta line, pinned / unread / status marks. */
export function NoticeCard({ notice, manage, onOpen }: { notice: NoticeSummary; manage: boolean; onOpen: () => void }) {
  const { t } = useTranslation('notices');
  const when = useRelativeTime();
  const unread = !manage && !notice.read;
  return (
    <button
      type="button"
      className={`notice-card${unread ? ' notice-card-unread' : ''}`}
      onClick={onOpen}
      data-testid="notice-card"
      data-notice-id={notice.id}
      data-unread={unread ? 'true' : 'false'}
    >
      <span className="notice-card-head">
        {unread && (
          <span className="notice-unread-dot" data-testid="notice-unread">
            <span className="notice-sr-only">{t('list.unread')}</span>
          </span>
        )}
        <span className="notice-card-title">{notice.title}</span>
      </span>
      {notice.summary && <span className="notice-card-summary">{notice.summary}</span>}
      <span className="notice-card-meta">
        {notice.pinned && (
          <Tag color="danger" fill="outline">
            {t('list.pinned')}
          </Tag>
        )}
        {manage && <Tag color={statusColor[notice.status]}>{t(`status.${notice.status}`)}</Tag>}
        {manage && notice.isPublic && (
          <Tag color="primary" fill="outline">
            {t('list.public')}
          </Tag>
        )}
        <span>{notice.categoryName}</span>
        <span aria-hidden="true">·</span>
        <span>{notice.authorName}</span>
        <span className="notice-card-time">{when(notice.publishedAt)}</span>
      </span>
    </button>
  );
}
