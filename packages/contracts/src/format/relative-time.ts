import type { Locale } from '../i18n/locale.ts';
import { formatDate } from './date-format.ts';

type Unit = 'second' | 'minute' | 'hour' | 'day';
type Phrases = {
  justNow: string;
  past: Record<Unit, (n: number) => string>;
  future: Record<Unit, (n: number) => string>;
};

const en = (unit: string) => (n: number) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const phrases: Record<Locale, Phrases> = {
  'zh-CN': {
    justNow: '刚刚',
    past: { second: (n) => `${n}秒前`, minute: (n) => `${n}分钟前`, hour: (n) => `${n}小时前`, day: (n) => `${n}天前` },
    future: {
      second: (n) => `${n}秒后`,
      minute: (n) => `${n}分钟后`,
      hour: (n) => `${n}小时后`,
      day: (n) => `${n}天后`,
    },
  },
  'zh-TW': {
    justNow: '剛剛',
    past: { second: (n) => `${n}秒前`, minute: (n) => `${n}分鐘前`, hour: (n) => `${n}小時前`, day: (n) => `${n}天前` },
    future: {
      second: (n) => `${n}秒後`,
      minute: (n) => `${n}分鐘後`,
      hour: (n) => `${n}小時後`,
      day: (n) => `${n}天後`,
    },
  },
  'en-US': {
    justNow: 'just now',
    past: {
      second: (n) => `${en('second')(n)} ago`,
      minute: (n) => `${en('minute')(n)} ago`,
      hour: (n) => `${en('hour')(n)} ago`,
      day: (n) => `${en('day')(n)} ago`,
    },
    future: {
      second: (n) => `in ${en('second')(n)}`,
      minute: (n) => `in ${en('minute')(n)}`,
      hour: (n) => `in ${en('hour')(n)}`,
      day: (n) => `in ${en('day')(n)}`,
    },
  },
  'ja-JP': {
    justNow: 'たった今',
    past: { second: (n) => `${n}秒前`, minute: (n) => `${n}分前`, hour: (n) => `${n}時間前`, day: (n) => `${n}日前` },
    future: { second: (n) => `${n}秒後`, minute: (n) => `${n}分後`, hour: (n) => `${n}時間後`, day: (n) => `${n}日後` },
  },
};

/** Beyond this many days a relative phrase stops helping; the date is shown instead (spec §9). */
export const relativeTimeMaxDays = 30;

/**
 * Spec §9: under 1 s "just now", then seconds, minutes, hours and days up to 30 days, then the date
 * (`dateFormat`, default yyyy-MM-dd). `now` is passed in so callers use their clock.
 */
export function formatRelativeTime(
  value: Date | number | string,
  now: Date | number,
  locale: Locale,
  options: { dateFormat?: string; utcOffsetMinutes?: number } = {},
): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(then)) return '';
  const diff = (now instanceof Date ? now.getTime() : now) - then;
  const seconds = Math.floor(Math.abs(diff) / 1000);
  const words = phrases[locale];
  if (seconds < 1) return words.justNow;
  const side = diff >= 0 ? words.past : words.future;
  if (seconds < 60) return side.second(seconds);
  if (seconds < 3600) return side.minute(Math.floor(seconds / 60));
  if (seconds < 86_400) return side.hour(Math.floor(seconds / 3600));
  const days = Math.floor(seconds / 86_400);
  if (days <= relativeTimeMaxDays) return side.day(days);
  const dateOptions = options.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: options.utcOffsetMinutes };
  return formatDate(then, options.dateFormat ?? 'yyyy-MM-dd', dateOptions);
}
