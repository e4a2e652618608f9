import type { Contact, ContactBook } from '@campusflow/contracts';

// Pure rules of the address book (tested in contacts-logic.test.ts).

export type ContactGroup = ContactBook['groups'][number];

/** Same rule as the server: the name contains the text, or the pinyin initials start with it. */
export function matches(contact: Pick<Contact, 'name' | 'initials'>, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return contact.name.toLowerCase().includes(k) || contact.initials.toLowerCase().startsWith(k);
}

/** The groups with only the matching people; empty groups disappear. */
export function filterBook(groups: ContactGroup[], keyword: string): ContactGroup[] {
  if (!keyword.trim()) return groups;
  return groups
    .map((g) => ({ ...g, people: g.people.filter((p) => matches(p, keyword)) }))
    .filter((g) => g.people.length > 0);
}

export function countPeople(groups: ContactGroup[]): number {
  return groups.reduce((n, g) => n + g.people.length, 0);
}

export type ContactLinks = { call: string | null; sms: string | null; mail: string | null };

/** Call / SMS / e-mail links; a masked number offers none (it is shown, not dialled). */
export function contactLinks(contact: Pick<Contact, 'mobile' | 'mobileMasked' | 'email'>): ContactLinks {
  const raw = contact.mobile ?? '';
  const digits = raw.replace(/[^\d+]/g, '');
  // A masked number is shown, never dialled, even if the flag were missing.
  const usable = !contact.mobileMasked && !raw.includes('*') && digits.length >= 3;
  return {
    call: usable ? `tel:${digits}` : null,
    sms: usable ? `sms:${digits}` : null,
    mail: contact.email ? `mailto:${encodeURIComponent(contact.email).replace('%40', '@')}` : null,
  };
}

/** Sections shown first: a student's counsellors before the class list; otherwise the server's order. */
export function orderGroups(groups: ContactGroup[]): ContactGroup[] {
  const rank = (g: ContactGroup) => (g.people.some((p) => p.relation === 'counsellor') ? 0 : 1);
  return [...groups].sort((a, b) => rank(a) - rank(b));
}

/** Avatar text: the last two characters of a Chinese name (as DingTalk does), else the first letter. */
export function avatarText(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/[\u3400-\u9fff]/.test(trimmed)) return trimmed.slice(-2);
  return trimmed.slice(0, 1).toUpperCase();
}
