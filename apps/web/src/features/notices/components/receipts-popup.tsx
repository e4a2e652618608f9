import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock, List, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeKeys, noticesApi } from '../api/notices-api.ts';
import { splitReceipts } from '../notice-logic.ts';

/** The publisher's read receipts: who has read (with the time) and who has not. */
export function ReceiptsPopup({ noticeId, open, onClose }: { noticeId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('notices');
  const [tab, setTab] = useState<'unread' | 'read'>('unread');
  const receipts = useQuery({
    queryKey: noticeKeys.receipts(noticeId),
    queryFn: () => noticesApi.receipts(noticeId),
    enabled: open,
  });
  const { read, unread } = splitReceipts(receipts.data ?? []);
  const rows = tab === 'read' ? read : unread;
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="receipts-popup" destroyOnClose>
      <h2 className="receipts-title">{t('detail.receiptsTitle')}</h2>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'unread' | 'read')}>
        <Tabs.Tab key="unread" title={t('detail.unreadTab', { count: unread.length })} />
        <Tabs.Tab key="read" title={t('detail.readTab', { count: read.length })} />
      </Tabs>
      <div className="receipts-body" data-testid={`receipts-${tab}`}>
        {receipts.isPending ? (
          <div className="paged-list-state">
            <DotLoading color="primary" />
          </div>
        ) : receipts.isError ? (
          <ErrorBlock status="disconnected" title={t('common:list.network')} description="" />
        ) : rows.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={tab === 'unread' ? t('detail.allRead') : t('detail.noneRead')}
            description=""
          />
        ) : (
          <List>
            {rows.map((r) => (
              <List.Item
                key={r.userId}
                extra={r.readAt ? new Date(r.readAt).toLocaleString(i18n.language, { hour12: false }) : undefined}
              >
                {r.name}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </Popup>
  );
}
