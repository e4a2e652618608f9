import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, ErrorBlock, SearchBar, Skeleton } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { contactKeys, searchContacts } from '../api/contacts-api.ts';
import { ContactLevelView } from '../components/contact-level-view.tsx';
import { ContactRow } from '../components/contact-row.tsx';
import { countPeople, orderGroups, searchKeyword } from '../contacts-logic.ts';
import '../contacts.css';

/**
 * /contacts/index: the organisation tree one level at a time, or, while a keyword is typed, the server's
 * search by name or pinyin initials. Each level is a history entry carrying the org in its state (not in
 * the URL: the kept-alive layout keeps one page per URL), so the back button walks up the tree.
 */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const location = useLocation();
  const navigate = useNavigate();
  const orgId = levelOf(location.state);
  const [text, setText] = useState('');
  const keyword = searchKeyword(useDeferredValue(text));
  const open = (id: string | null) => {
    setText('');
    if (id !== orgId) navigate(location.pathname, { state: id ? { org: id } : null });
  };

  return (
    <div className="contacts-page">
      <div className="contacts-search">
        <SearchBar
          placeholder={t('search')}
          value={text}
          onChange={setText}
          aria-label={t('search')}
          data-testid="contacts-search"
        />
      </div>
      {keyword ? <SearchResults keyword={keyword} onOpen={open} /> : <ContactLevelView orgId={orgId} onOpen={open} />}
    </div>
  );
}

function levelOf(state: unknown): string | null {
  const org = state && typeof state === 'object' ? (state as Record<string, unknown>).org : null;
  return typeof org === 'string' ? org : null;
}

function SearchResults({ keyword, onOpen }: { keyword: string; onOpen: (orgId: string | null) => void }) {
  const { t } = useTranslation('contacts');
  const found = useQuery({
    queryKey: contactKeys.search(keyword),
    queryFn: () => searchContacts(keyword),
    staleTime: 60_000,
  });
  if (found.isPending) {
    return (
      <div className="page-padding" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (found.isError) {
    return (
      <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
        <Button color="primary" onClick={() => void found.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const groups = orderGroups(found.data.groups);
  if (groups.length === 0) {
    return (
      <ErrorBlock status="empty" title={t('emptySearch', { keyword })} description="" data-testid="contacts-empty" />
    );
  }
  return (
    <>
      <p className="contacts-count" data-testid="contacts-count">
        {found.data.truncated
          ? t('truncated', { count: countPeople(groups) })
          : t('count', { count: countPeople(groups) })}
      </p>
      <Collapse activeKey={groups.map((g) => g.orgId ?? '_')}>
        {groups.map((g) => (
          <Collapse.Panel
            key={g.orgId ?? '_'}
            title={
              <span className="contacts-group-title">
                <span>{g.orgName || t('noGroup')}</span>
                <span className="contacts-org-count">{g.people.length}</span>
              </span>
            }
          >
            <ul className="contacts-list" data-testid="contacts-group">
              {g.people.map((p) => (
                <ContactRow key={p.userId} contact={p} />
              ))}
            </ul>
            {g.orgId && (
              <Button size="mini" fill="none" color="primary" onClick={() => onOpen(g.orgId)}>
                {t('openOrg', { name: g.orgName })}
              </Button>
            )}
          </Collapse.Panel>
        ))}
      </Collapse>
    </>
  );
}
