import { SearchBar, Tabs } from 'antd-mobile';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Page, PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { type ListPath, queryList } from '../api/workflow-api.ts';
import { buildListQuery, type ListFilter } from '../logic/list-params.ts';

export type ListTab = { key: string; title: string; filters: readonly ListFilter[]; path?: ListPath };

export type ListScreenProps<T> = {
  path: ListPath;
  renderItem: (row: T, refresh: () => void) => ReactNode;
  rowKey?: (row: T) => string;
  emptyText: string;
  tabs?: ListTab[];
  searchField?: string;
  searchPlaceholder?: string;
  /** Extra filters every request carries (e.g. the chosen process). */
  filters?: readonly ListFilter[];
  /** Changing it reloads the list (e.g. after a batch action). */
  reloadKey?: string | number;
  /** Above the list, under the search bar (batch toolbar, chips). */
  header?: ReactNode;
  testId?: string;
};

/**
 * A workflow list page: sticky search and filter tabs over the shared paged list (pull to refresh,
 * infinite scroll, empty / error states).
 */
export function ListScreen<T extends { id: string }>(p: ListScreenProps<T>) {
  const { t } = useTranslation('workflow');
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState(p.tabs?.[0]?.key ?? '');
  const [bump, setBump] = useState(0);
  const current = p.tabs?.find((x) => x.key === tab);
  const path = current?.path ?? p.path;
  const filtersKey = JSON.stringify(p.filters ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for p.filters
  const fetchPage = useCallback(
    async (pageNo: number, limit: number): Promise<Page<T>> =>
      toPage(
        await queryList<T>(
          path,
          buildListQuery({
            pageNo,
            limit,
            search,
            ...(p.searchField ? { searchField: p.searchField } : {}),
            filters: [...(current?.filters ?? []), ...(p.filters ?? [])],
          }),
        ),
      ),
    [path, search, current, filtersKey, p.searchField],
  );
  const refresh = useCallback(() => setBump((n) => n + 1), []);
  return (
    <div className="wf-page" data-testid={p.testId}>
      <div className="wf-sticky">
        <SearchBar
          placeholder={p.searchPlaceholder ?? t('search')}
          onSearch={(v) => setSearch(v)}
          onClear={() => setSearch('')}
          data-testid="wf-search"
        />
        {p.tabs && (
          <Tabs activeKey={tab} onChange={setTab} className="wf-tabs">
            {p.tabs.map((x) => (
              <Tabs.Tab key={x.key} title={x.title} />
            ))}
          </Tabs>
        )}
        {p.header}
      </div>
      <PagedList<T>
        fetchPage={fetchPage}
        rowKey={p.rowKey ?? ((row) => row.id)}
        renderItem={(row) => p.renderItem(row, refresh)}
        resetKey={`${path}|${tab}|${search}|${filtersKey}|${bump}|${p.reloadKey ?? ''}`}
        emptyText={p.emptyText}
      />
    </div>
  );
}
