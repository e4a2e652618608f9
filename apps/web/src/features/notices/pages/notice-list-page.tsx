import { useQuery } from '@tanstack/react-query';
import { Badge, CapsuleTabs, SearchBar, Tabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { type NoticeSummary, noticeKeys, noticesApi } from '../api/notices-api.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { canPublish } from '../notice-logic.ts';
import '../notices.css';

type View = 'received' | 'managed';

/** /notice/index: the announcements addressed to me, searchable, by category; publishers also see theirs. */
export function NoticeListPage() {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const s = useSession();
  const role = currentRole(s);
  const publisher = canPublish(roleAlias(role), role?.id);
  const [view, setView] = useState<View>('received');
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [unread, setUnread] = useState(0);
  const categories = useQuery({ queryKey: noticeKeys.categories, queryFn: noticesApi.categories, staleTime: 300_000 });

  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      const q = { pageNo, limit, categoryCode: category || undefined, keyword: keyword || undefined };
      const data = view === 'managed' ? await noticesApi.manageList(q) : await noticesApi.feed(q);
      if (view === 'received') setUnread(data.unread);
      return { rows: data.dataResult, total: data.pageResult.totalCount ?? data.dataResult.length };
    },
    [view, category, keyword],
  );

  const emptyText = keyword ? t('list.emptySearch') : view === 'managed' ? t('list.emptyManaged') : t('list.empty');
  return (
    <div className="notice-page">
      <div className="notice-sticky">
        {publisher && (
          <Tabs activeKey={view} onChange={(k) => setView(k as View)} className="notice-view-tabs">
            <Tabs.Tab
              key="received"
              title={
                <Badge content={unread > 0 ? unread : null} data-testid="notice-unread-count">
                  <span className="notice-tab-title">{t('list.received')}</span>
                </Badge>
              }
            />
            <Tabs.Tab key="managed" title={t('list.managed')} />
          </Tabs>
        )}
        <div className="notice-search">
          <SearchBar
            placeholder={t('list.search')}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
            aria-label={t('list.search')}
            data-testid="notice-search"
          />
        </div>
        <CapsuleTabs activeKey={category || '__all'} onChange={(k) => setCategory(k === '__all' ? '' : k)}>
          <CapsuleTabs.Tab key="__all" title={t('list.allCategories')} />
          {(categories.data ?? []).map((c) => (
            <CapsuleTabs.Tab key={c.code} title={c.name} />
          ))}
        </CapsuleTabs>
        {!publisher && unread > 0 && (
          <p className="notice-unread-line" data-testid="notice-unread-count">
            {t('list.unreadCount', { count: unread })}
          </p>
        )}
      </div>
      <PagedList<NoticeSummary>
        fetchPage={fetchPage}
        resetKey={`${view}|${category}|${keyword}`}
        rowKey={(n) => n.id}
        emptyText={emptyText}
        renderItem={(n) => (
          <NoticeCard
            notice={n}
            manage={view === 'managed'}
            onOpen={() => navigate(`/notice/noticeDetail?id=${encodeURIComponent(n.id)}`)}
          />
        )}
      />
      {publisher && (
        <button
          type="button"
          className="notice-add-button"
          onClick={() => navigate('/notice/noticeAdd')}
          aria-label={t('list.add')}
          data-testid="notice-add"
        >
          <AddOutline fontSize={26} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
