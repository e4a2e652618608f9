import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, SearchBar, Tabs, Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bpm, queryList, type StartableRow, setFavourite } from '../api/workflow-api.ts';
import { buildListQuery, groupByCategory } from '../logic/list-params.ts';
import '../workflow.css';

const knownCategories = new Set(['general', 'leave', 'dorm', 'aid']);

/**
 * newProcess/index: the workflows I may start, grouped by category, with a search and my favourites.
 * The whole startable list is one page (a school has tens of workflows, not thousands).
 */
export function NewProcessPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'all' | 'favourites'>('all');
  const [search, setSearch] = useState('');
  const path = tab === 'favourites' ? bpm.favorited : bpm.processNew;
  const list = useQuery({
    queryKey: ['workflow', 'processes', tab, search],
    queryFn: () =>
      queryList<StartableRow>(path, buildListQuery({ pageNo: 1, limit: 100, search, searchField: 'name' })),
  });
  const toggle = async (row: StartableRow) => {
    try {
      await setFavourite(row.defKey, !row.favorited);
      Toast.show({ content: row.favorited ? t('newProcess.unfavourited') : t('newProcess.favourited') });
      await queryClient.invalidateQueries({ queryKey: ['workflow', 'processes'] });
    } catch {
      // The client has shown the error.
    }
  };
  const categoryName = (c: string) =>
    knownCategories.has(c) ? t(`newProcess.category.${c}`) : c || t('newProcess.uncategorized');
  const rows = list.data?.dataResult ?? [];
  return (
    <div className="wf-page" data-testid="new-process">
      <div className="wf-sticky">
        <SearchBar placeholder={t('searchProcess')} onSearch={setSearch} onClear={() => setSearch('')} />
        <Tabs activeKey={tab} onChange={(k) => setTab(k as 'all' | 'favourites')} className="wf-tabs">
          <Tabs.Tab key="all" title={t('tabs.allProcesses')} />
          <Tabs.Tab key="favourites" title={t('tabs.favourites')} />
        </Tabs>
      </div>
      {list.isLoading ? (
        <div className="wf-skeleton-grid" aria-busy="true">
          <DotLoading color="primary" />
        </div>
      ) : list.isError ? (
        <ErrorBlock status="default" title={t('detail.loadError')} description="">
          <Button onClick={() => void list.refetch()}>{t('detail.retry')}</Button>
        </ErrorBlock>
      ) : rows.length === 0 ? (
        <div className="paged-list-state">{tab === 'favourites' ? t('empty.favourites') : t('empty.processes')}</div>
      ) : (
        groupByCategory(rows).map(([category, items]) => (
          <section key={category} className="wf-section" aria-label={categoryName(category)}>
            <h2 className="wf-section-title">{categoryName(category)}</h2>
            <ul className="wf-process-grid">
              {items.map((row) => (
                <li key={row.defId} className="wf-process">
                  <button
                    type="button"
                    className="wf-process-open"
                    data-testid={`process-${row.defKey}`}
                    onClick={() => navigate(`/bpmn/newProcess/start?defId=${row.defId}&defKey=${row.defKey}`)}
                  >
                    <span className="wf-process-icon" aria-hidden="true">
                      {row.name.slice(0, 1)}
                    </span>
                    <span className="wf-process-name">{row.name}</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button wf-star"
                    aria-label={row.favorited ? t('newProcess.unfavourite') : t('newProcess.favourite')}
                    aria-pressed={row.favorited}
                    onClick={() => void toggle(row)}
                    data-testid={`favourite-${row.defKey}`}
                  >
                    {row.favorited ? <StarFill color="#faad14" /> : <StarOutline />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
