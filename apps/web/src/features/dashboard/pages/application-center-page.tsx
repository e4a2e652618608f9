import { Button, SearchBar, type SearchBarRef } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyApps } from '../api/use-my-apps.ts';
import { AppGrid } from '../components/app-grid.tsx';
import { AppsError, AppsLoading } from '../components/apps-state.tsx';
import { searchGroups } from '../logic/app-search.ts';
import '../dashboard.css';

/** applicationCenter: every app of the role by area; search by name or pinyin initials; edit my apps. */
export function ApplicationCenterPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const [query, setQuery] = useState(params.get('q') ?? '');
  const search = useRef<SearchBarRef>(null);
  const { apps, toggle } = useMyApps();
  const groups = useMemo(() => searchGroups(apps.data?.groups ?? [], query), [apps.data, query]);
  const collected = useMemo(() => new Set((apps.data?.myApps ?? []).map((a) => a.menuId)), [apps.data]);

  useEffect(() => {
    if (params.get('focus') === '1') search.current?.focus();
  }, [params]);

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', '1');
    else next.delete('edit');
    next.delete('focus');
    setParams(next, { replace: true });
  };

  return (
    <div className="dashboard app-centre">
      <div className="app-centre-bar">
        <SearchBar
          ref={search}
          value={query}
          onChange={setQuery}
          placeholder={t('apps.search')}
          aria-label={t('apps.searchLabel')}
          data-testid="apps-search"
        />
        <Button
          size="small"
          color="primary"
          fill={editing ? 'solid' : 'outline'}
          onClick={() => setEditing(!editing)}
          data-testid="apps-edit"
          aria-label={editing ? t('apps.done') : t('apps.editLabel')}
        >
          {editing ? t('apps.done') : t('apps.edit')}
        </Button>
      </div>
      {apps.isPending ? (
        <AppsLoading />
      ) : apps.isError ? (
        <AppsError onRetry={() => void apps.refetch()} />
      ) : (
        <>
          {editing && (
            <section className="dash-section" data-testid="apps-mine">
              <div className="dash-section-head">
                <h2>{t('myApps.title')}</h2>
              </div>
              {apps.data.myApps.length === 0 ? (
                <p className="dash-empty muted">{t('myApps.emptyHint')}</p>
              ) : (
                <AppGrid apps={apps.data.myApps} editing collected={collected} onToggle={(a) => toggle.mutate(a)} />
              )}
            </section>
          )}
          {apps.data.groups.length === 0 ? (
            <div className="dash-section dash-empty">
              <p>{t('apps.empty')}</p>
              <p className="muted">{t('apps.emptyHint')}</p>
            </div>
          ) : groups.length === 0 ? (
            <div className="dash-section dash-empty" data-testid="apps-no-match">
              <p>{t('apps.noMatch', { query: query.trim() })}</p>
            </div>
          ) : (
            groups.map((g) => (
              <section key={g.id} className="dash-section" data-testid={`apps-group-${g.id}`}>
                <div className="dash-section-head">
                  <h2>{g.name}</h2>
                </div>
                <AppGrid apps={g.apps} editing={editing} collected={collected} onToggle={(a) => toggle.mutate(a)} />
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
