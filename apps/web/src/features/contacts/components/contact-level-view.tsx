import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { contactKeys, loadContactLevel } from '../api/contacts-api.ts';
import { crumbsOf, hasMorePeople, levelPageSize } from '../contacts-logic.ts';
import { ContactRow } from './contact-row.tsx';

/**
 * One level of the organisation tree: breadcrumbs, the sub-organisations (tap to go down) and the people
 * placed in this level, a page at a time. Only this level is fetched, whatever the size of the school.
 */
export function ContactLevelView({ orgId, onOpen }: { orgId: string | null; onOpen: (orgId: string | null) => void }) {
  const { t } = useTranslation('contacts');
  const level = useInfiniteQuery({
    queryKey: contactKeys.level(orgId, 0),
    queryFn: ({ pageParam }) => loadContactLevel(orgId, pageParam, levelPageSize),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      hasMorePeople(
        pages.reduce((n, p) => n + p.people.length, 0),
        last.peopleTotal,
      )
        ? pages.length + 1
        : undefined,
    staleTime: 60_000,
  });

  if (level.isPending) {
    return (
      <div className="page-padding" aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (level.isError) {
    return (
      <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
        <Button color="primary" onClick={() => void level.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const first = level.data.pages[0];
  const people = level.data.pages.flatMap((p) => p.people);
  const crumbs = crumbsOf(first?.path ?? [], t('title'));
  const orgs = first?.orgs ?? [];
  const total = first?.peopleTotal ?? 0;

  return (
    <div data-testid="contacts-level">
      <nav className="contacts-crumbs" aria-label={t('crumbs')} data-testid="contacts-crumbs">
        {crumbs.map((c, i) => (
          <Fragment key={c.id ?? 'top'}>
            {i > 0 && (
              <span className="contacts-crumb-sep" aria-hidden="true">
                ›
              </span>
            )}
            {c.current ? (
              <span className="contacts-crumb-current" aria-current="page">
                {c.name}
              </span>
            ) : (
              <button type="button" className="contacts-crumb" onClick={() => onOpen(c.id)}>
                {c.name}
              </button>
            )}
          </Fragment>
        ))}
      </nav>
      {orgs.length === 0 && total === 0 ? (
        <ErrorBlock status="empty" title={t('empty')} description={t('emptyHint')} data-testid="contacts-empty" />
      ) : null}
      {orgs.length > 0 && (
        <List header={t('subOrgs')} data-testid="contacts-orgs">
          {orgs.map((o) => (
            <List.Item
              key={o.id}
              onClick={() => onOpen(o.id)}
              extra={<span className="contacts-org-count">{t('count', { count: o.people })}</span>}
              arrowIcon={<RightOutline aria-hidden="true" />}
              data-testid="contacts-org"
              data-org-id={o.id}
            >
              {o.name}
            </List.Item>
          ))}
        </List>
      )}
      {total > 0 && (
        <section className="contacts-people" aria-label={t('peopleHere')}>
          <h2 className="contacts-section-title">
            {t('peopleHere')} <span className="contacts-org-count">{t('count', { count: total })}</span>
          </h2>
          <ul className="contacts-list" data-testid="contacts-group">
            {people.map((p) => (
              <ContactRow key={p.userId} contact={p} />
            ))}
          </ul>
          {level.hasNextPage && (
            <div className="contacts-more">
              <Button
                size="small"
                onClick={() => void level.fetchNextPage()}
                loading={level.isFetchingNextPage}
                data-testid="contacts-more"
              >
                {t('more', { count: total - people.length })}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
