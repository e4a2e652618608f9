import { Button, DotLoading, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { type ReactNode, useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { initialListState, type ListState, listReducer } from './list-state.ts';

export type Page<T> = { rows: T[]; total: number };

/** A list answer of api-conventions §2 (`dataResult` + `pageResult.totalCount`) as a page. */
export function toPage<T>(data: { dataResult?: T[]; pageResult?: { totalCount?: number } } | null): Page<T> {
  const rows = data?.dataResult ?? [];
  return { rows, total: data?.pageResult?.totalCount ?? rows.length };
}

export type PagedListProps<T> = {
  fetchPage: (pageNo: number, limit: number) => Promise<Page<T>>;
  renderItem: (row: T, index: number) => ReactNode;
  rowKey: (row: T) => string;
  /** Changing it (filters, search) refreshes the list. */
  resetKey?: string;
  pageSize?: number;
  emptyText?: string;
};

/**
 * The one paged list (spec §4 list states): pull to refresh, infinite scroll, empty / finished /
 * network / error states with retry. Every list in the app uses it.
 */
export function PagedList<T>({ fetchPage, renderItem, rowKey, resetKey, pageSize = 20, emptyText }: PagedListProps<T>) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(listReducer<T>, undefined, initialListState<T>);
  const live = useRef<ListState<T>>(state);
  live.current = state;
  const generation = useRef(0);

  const loadMore = useCallback(async () => {
    const s = live.current;
    if (s.loading || s.finished) return;
    const mine = generation.current;
    dispatch({ type: 'loadStart' });
    live.current = { ...s, loading: true };
    try {
      const page = await fetchPage(s.pageNo, pageSize);
      if (mine === generation.current) dispatch({ type: 'loadSuccess', rows: page.rows, total: page.total });
    } catch (error) {
      if (mine !== generation.current) return;
      const e = error instanceof ApiError ? error : null;
      dispatch({
        type: 'loadFailure',
        state: e?.state ?? null,
        network: e?.isNetwork ?? false,
        message: e?.message ?? String(error),
      });
    }
  }, [fetchPage, pageSize]);

  const refresh = useCallback(async () => {
    generation.current++;
    dispatch({ type: 'refresh' });
    live.current = initialListState<T>();
    await loadMore();
  }, [loadMore]);

  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => {
    // Child effects run first: on mount InfiniteScroll has usually asked for page 1 already, and a
    // second request for the same page would only be thrown away.
    const firstRun = !mounted.current;
    mounted.current = true;
    if (firstRun && live.current.loading) return;
    void refresh();
  }, [resetKey]);

  return (
    <PullToRefresh
      onRefresh={refresh}
      pullingText={t('list.pullToRefresh')}
      canReleaseText={t('list.releaseToRefresh')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
    >
      <ul className="paged-list" data-testid="paged-list" data-result={state.resultType}>
        {state.rows.map((row, i) => (
          <li key={rowKey(row)}>{renderItem(row, i)}</li>
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={!state.finished} threshold={200}>
        <ListFooter state={state} emptyText={emptyText} onRetry={() => dispatch({ type: 'retry' })} />
      </InfiniteScroll>
    </PullToRefresh>
  );
}

function ListFooter<T>({
  state,
  emptyText,
  onRetry,
}: {
  state: ListState<T>;
  emptyText?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  switch (state.resultType) {
    case 'empty':
      return <div className="paged-list-state">{emptyText ?? t('list.empty')}</div>;
    case 'finished':
      return <div className="paged-list-state">{t('list.finished')}</div>;
    case 'network':
    case 'error':
      return (
        <div className="paged-list-state" role="alert">
          <p>{state.resultType === 'network' ? t('list.network') : state.resultMessage || t('list.error')}</p>
          <Button size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </div>
      );
    default:
      return (
        <div className="paged-list-state" aria-busy="true">
          <DotLoading color="primary" /> {t('list.loading')}
        </div>
      );
  }
}
