import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageFilter } from '../api/messages-api.ts';
import { LiveStatus } from '../components/live-status.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ReadAllButton } from '../components/read-all-button.tsx';
import '../messages.css';

type Tab = 'all' | 'unread' | 'read';

/** /message/inner/receive: my messages, unread first; filter by read state; read all; swipe to delete. */
export function InboxPage() {
  const { t } = useTranslation('messages');
  const [tab, setTab] = useState<Tab>('all');
  const [again, setAgain] = useState(0);
  const filter = useMemo<MessageFilter>(() => (tab === 'all' ? {} : { read: tab === 'read' }), [tab]);
  const empty = tab === 'unread' ? t('emptyUnread') : tab === 'read' ? t('emptyRead') : t('empty');
  return (
    <div className="messages-page">
      <div className="messages-toolbar">
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className="messages-tabs">
          <Tabs.Tab key="all" title={t('filters.all')} />
          <Tabs.Tab key="unread" title={t('filters.unread')} />
          <Tabs.Tab key="read" title={t('filters.read')} />
        </Tabs>
        <ReadAllButton onDone={() => setAgain((n) => n + 1)} />
      </div>
      <LiveStatus />
      <MessageList key={again} filter={filter} emptyText={empty} />
    </div>
  );
}
