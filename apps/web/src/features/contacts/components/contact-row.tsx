import type { Contact } from '@campusflow/contracts';
import { Tag } from 'antd-mobile';
import { MailOutline, MessageOutline, PhoneFill, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarText, contactLinks } from '../contacts-logic.ts';

/** One person: name, relation, number as the server answered it (masked or not) and the actions allowed. */
export function ContactRow({ contact }: { contact: Contact }) {
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
