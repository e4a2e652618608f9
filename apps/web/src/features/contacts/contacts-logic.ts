import type { Contact, ContactBook, ContactLevel } from '@campusflow/contracts';

// Pure rules of the address book (tested in contacts-logic.test.ts).

export type ContactGroup = ContactBook['groups'][number];

/** People of a level shown per page; "more" fetches the next page of the same level. */
export const levelPageSize = 50;

export function countPeople(groups: ContactGroup[]): number {
  return groups.reduce((n, g) => n + g.people.length, 0);
}

/** The search text the server is asked for: trimmed, nothing for blanks, at most the contract's 40. */
export function searchKeyword(text: string): string | null {
  const k = text.trim().slice(0, 40);
  return k.length > 0 ? k : null;
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

export type Crumb = { id: string | null; name: string; current: boolean };

/**
 * Breadcrumbs of a level: the top of the book, then every org of the path. The school itself is the top,
 * so its crumb opens the top (id null) rather than repeating it.
 */
export function crumbsOf(path: ContactLevel['path'], topName: string): Crumb[] {
  const [first, ...rest] = path;
  const top: Crumb = { id: null, name: first?.kind === 'school' ? first.name : topName, current: false };
  const below = first?.kind === 'school' ? rest : path;
  const crumbs = [top, ...below.map((p) => ({ id: p.id, name: p.name, current: false }))];
  const last = crumbs[crumbs.length - 1];
  if (last) last.current = true;
  return crumbs;
}

/** Whether another page of people follows the ones shown. */
export function hasMorePeople(shown: number, total: number): boolean {
  return shown < total;
}
