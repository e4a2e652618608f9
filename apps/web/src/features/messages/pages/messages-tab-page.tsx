import type { MessageCategory } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import { CheckShieldOutline, MailOutline, SoundOutline } from 'antd-mobile-icons';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchUnread, type MessageFilter } from '../api/messages-api.ts';
import { LiveStatus } from '../components/live-status.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ReadAllButton } from '../components/read-all-button.tsx';
import { useInbox } from '../live/live-inbox.ts';
import '../messages.css';

const icons: Record<MessageCategory, ReactNode> = {
  workflow: <CheckShieldOutline />,
  notice: <SoundOutline />,
  system: <MailOutline />,
};

/** The messages tab: unread per category (tap to filter), then the list, unread first. */
export function MessagesTabPage() {
  const { t } = useTranslation('messages');
  const inbox = useInbox();
  const [category, setCategory] = useState<MessageCategory | null>(null);
  const [again, setAgain] = useState(0);
  // Per-category counts follow the badge: a new unread number means new counts.
  const counts = useQuery({
    queryKey: ['messages', 'unread', inbox.unread, again],
    queryFn: fetchUnread,
    placeholderData: (previous) => previous,
  });
  const filter = useMemo<MessageFilter>(() => (category ? { category } : {}), [category]);
  return (
    <div className="messages-page page-padding" data-live={inbox.status}>
      <div className="messages-heading-row">
        <h1 className="page-heading">{t('common:routes.dashboardMessage')}</h1>
        <ReadAllButton onDone={() => setAgain((n) => n + 1)} />
      </div>
      <LiveStatus />
      <div className="message-categories">
        {(['workflow', 'notice', 'system'] as const).map((code) => {
          const unread = counts.data?.categories.find((c) => c.code === code)?.unread ?? 0;
          const active = category === code;
          return (
            <button
              key={code}
              type="button"
              className={`message-category${active ? ' message-category-active' : ''}`}
              aria-pressed={active}
              onClick={() => setCategory(active ? null : code)}
              data-testid={`message-category-${code}`}
            >
              <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
                <span className={`message-category-icon message-tag-${code}`}>{icons[code]}</span>
              </Badge>
              <span className="message-category-name">{t(`categories.${code}`)}</span>
            </button>
          );
        })}
      </div>
      <div className="messages-section-head">
        <h2>{category ? t(`categories.${category}`) : t('latest')}</h2>
        <Link to="/message/inner/receive" className="messages-see-all">
          {t('seeAll')}
        </Link>
      </div>
      <div className="messages-card">
        <MessageList key={again} filter={filter} emptyText={`${t('empty')} · ${t('emptyHint')}`} />
      </div>
    </div>
  );
}
