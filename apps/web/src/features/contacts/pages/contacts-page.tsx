import type { Contact } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, ErrorBlock, SearchBar, Skeleton, Tag } from 'antd-mobile';
import { MailOutline, MessageOutline, PhoneFill, UserOutline } from 'antd-mobile-icons';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactKeys, loadContactBook } from '../api/contacts-api.ts';
import { avatarText, contactLinks, countPeople, filterBook, orderGroups } from '../contacts-logic.ts';
import '../contacts.css';

/** /contacts/index: the people I may reach, by organisation; search by name or pinyin initials. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const book = useQuery({ queryKey: contactKeys.book, queryFn: loadContactBook, staleTime: 60_000 });
  const groups = useMemo(() => filterBook(orderGroups(book.data?.groups ?? []), deferred), [book.data, deferred]);
  const searching = deferred.trim().length > 0;
  // Searching opens every section that has a hit; otherwise the first section starts open.
  const [open, setOpen] = useState<string[] | null>(null);
  const keys = groups.map((g) => g.orgId ?? '_');
  const activeKeys = searching ? keys : (open ?? keys.slice(0, 1));

  return (
    <div className="contacts-page">
      <div className="contacts-search">
        <SearchBar
          placeholder={t('search')}
          value={keyword}
          onChange={setKeyword}
          aria-label={t('search')}
          data-testid="contacts-search"
        />
      </div>
      {book.isPending ? (
        <div className="page-padding" aria-busy="true">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : book.isError ? (
        <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
          <Button color="primary" onClick={() => void book.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBlock>
      ) : groups.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={searching ? t('emptySearch', { keyword: deferred.trim() }) : t('empty')}
          description={searching ? '' : t('emptyHint')}
          data-testid="contacts-empty"
        />
      ) : (
        <>
          <p className="contacts-count muted" data-testid="contacts-count">
            {t('count', { count: countPeople(groups) })}
          </p>
          <Collapse activeKey={activeKeys} onChange={(k) => setOpen(k)}>
            {groups.map((g) => (
              <Collapse.Panel
                key={g.orgId ?? '_'}
                title={
                  <span className="contacts-group-title">
                    <span>{g.orgName || t('noGroup')}</span>
                    <span className="muted">{g.people.length}</span>
                  </span>
                }
              >
                <ul className="contacts-list" data-testid="contacts-group">
                  {g.people.map((p) => (
                    <ContactRow key={p.userId} contact={p} />
                  ))}
                </ul>
              </Collapse.Panel>
            ))}
          </Collapse>
        </>
      )}
    </div>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const links = contactLinks(contact);
  const name = contact.name;
  return (
    <li className="contact-row" data-testid="contact-row" data-user-id={contact.userId}>
      <span className="contact-avatar" aria-hidden="true">
        {avatarText(name)}
      </span>
      <span className="contact-main">
        <span className="contact-name">
          {name}
          <Tag
            className="contact-relation"
            color={contact.relation === 'counsellor' ? 'primary' : 'default'}
            fill="outline"
          >
            {t(`relation.${contact.relation}`)}
          </Tag>
        </span>
        <span className="contact-phone" data-testid="contact-phone">
          {contact.mobile ?? t('noPhone')}
          {contact.mobileMasked && <span className="contact-masked"> · {t('masked')}</span>}
        </span>
      </span>
      <span className="contact-actions">
        {links.call && (
          <a className="contact-action" href={links.call} aria-label={t('call', { name })}>
            <PhoneFill aria-hidden="true" />
          </a>
        )}
        {links.sms && (
          <a className="contact-action" href={links.sms} aria-label={t('sms', { name })}>
            <MessageOutline aria-hidden="true" />
          </a>
        )}
        {links.mail && (
          <a className="contact-action" href={links.mail} aria-label={t('mail', { name })}>
            <MailOutline aria-hidden="true" />
          </a>
        )}
        {contact.relation === 'student' && (
          <Link
            className="contact-action"
            to={`/portrait/student/${encodeURIComponent(contact.userId)}`}
            aria-label={t('portrait', { name })}
          >
            <UserOutline aria-hidden="true" />
          </Link>
        )}
      </span>
    </li>
  );
}
