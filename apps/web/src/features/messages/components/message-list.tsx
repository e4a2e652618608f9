import { formatRelativeTime, type MessageView } from '@campusflow/contracts';
import { SwipeAction, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmRemove } from '../../../components/dialogs.tsx';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { productLocale } from '../../../i18n/i18n.ts';
import { fetchMessages, type MessageFilter, markRead, removeMessages } from '../api/messages-api.ts';
import { liveInbox, useInbox } from '../live/live-inbox.ts';

/** The category of a message kind ("workflow.assigned" → workflow), for its label. */
function categoryOf(kind: string): 'workflow' | 'notice' | 'system' {
  const head = kind.split('.', 1)[0];
  return head === 'workflow' || head === 'notice' ? head : 'system';
}

/**
 * The inbox list (unread first, as the server orders it): tap opens the message through
 * /message-jump; swipe left to mark read or delete. Refreshes itself when a message arrives live.
 */
export function MessageList({
  filter,
  pageSize = 20,
  emptyText,
}: {
  filter: MessageFilter;
  pageSize?: number;
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const inbox = useInbox();
  const [local, setLocal] = useState(0);
  const locale = productLocale(i18n.language);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      const data = await fetchMessages(pageNo, limit, filter);
      liveInbox.changed(data.unread);
      return toPage<MessageView>(data);
    },
    [filter],
  );

  const read = async (m: MessageView) => {
    const answer = await markRead([m.id]);
    liveInbox.changed(answer.unread);
    setLocal((n) => n + 1);
  };
  const remove = async (m: MessageView) => {
    if (!(await confirmRemove(t('removeConfirm')))) return;
    const answer = await removeMessages([m.id]);
    liveInbox.changed(answer.unread);
    Toast.show({ icon: 'success', content: t('removed'), duration: 2000 });
    setLocal((n) => n + 1);
  };

  const now = Date.now();
  return (
    <PagedList<MessageView>
      fetchPage={fetchPage}
      rowKey={(m) => m.id}
      pageSize={pageSize}
      resetKey={`${JSON.stringify(filter)}:${inbox.revision}:${local}`}
      emptyText={emptyText ?? t('empty')}
      renderItem={(m) => (
        <SwipeAction
          rightActions={[
            ...(m.read
              ? []
              : [{ key: 'read', text: t('markRead'), color: 'primary' as const, onClick: () => void read(m) }]),
            { key: 'remove', text: t('remove'), color: 'danger' as const, onClick: () => void remove(m) },
          ]}
        >
          <button
            type="button"
            className={`message-item${m.read ? '' : ' message-item-unread'}`}
            onClick={() => navigate(`/message-jump?id=${encodeURIComponent(m.id)}`)}
            data-testid="message-item"
            data-read={m.read ? 'true' : 'false'}
          >
            <span className="message-item-head">
              {!m.read && <span className="message-dot" role="img" aria-label={t('unread')} />}
              <span className="message-item-title">{m.title}</span>
            </span>
            {m.summary && !m.title.includes(m.summary) && <span className="message-item-summary">{m.summary}</span>}
            <span className="message-item-meta">
              <span className={`message-tag message-tag-${categoryOf(m.kind)}`}>
                {t(`categories.${categoryOf(m.kind)}`)}
              </span>
              <time dateTime={m.createdAt}>{formatRelativeTime(m.createdAt, now, locale)}</time>
            </span>
          </button>
        </SwipeAction>
      )}
    />
  );
}
