import { formatRelativeTime } from '@campusflow/contracts';
import { productLocale } from '../../../i18n/i18n.ts';

/** Relative time of spec §9 ("3 minutes ago", the date after 30 days) in the app's language. */
export function timeAgo(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return formatRelativeTime(value, Date.now(), productLocale(language));
}
