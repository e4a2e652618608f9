import type { Locale } from '../i18n/locale.ts';

type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

const unitWords: Record<Locale, Record<DurationUnit, (n: number) => string>> = {
  'zh-CN': { day: (n) => `${n}天`, hour: (n) => `${n}小时`, minute: (n) => `${n}分钟`, second: (n) => `${n}秒` },
  'zh-TW': { day: (n) => `${n}天`, hour: (n) => `${n}小時`, minute: (n) => `${n}分鐘`, second: (n) => `${n}秒` },
  'en-US': {
    day: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    hour: (n) => `${n} ${n === 1 ? 'hr' : 'hrs'}`,
    minute: (n) => `${n} min`,
    second: (n) => `${n} s`,
  },
  'ja-JP': { day: (n) => `${n}日`, hour: (n) => `${n}時間`, minute: (n) => `${n}分`, second: (n) => `${n}秒` },
};

const separators: Record<Locale, string> = { 'zh-CN': '', 'zh-TW': '', 'en-US': ' ', 'ja-JP': '' };

/**
 * Spec §9 duration: days, hours, minutes, seconds, largest first, zero parts left out. `maxParts`
 * keeps the first (largest) parts only, e.g. 2 → "1天3小时". Negative or invalid durations give "".
 */
export function formatDuration(milliseconds: number, locale: Locale, options: { maxParts?: number } = {}): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return '';
  let rest = Math.floor(milliseconds / 1000);
  const amounts: [DurationUnit, number][] = [];
  for (const [unit, size] of [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ] as const) {
    amounts.push([unit, Math.floor(rest / size)]);
    rest %= size;
  }
  const words = unitWords[locale];
  const parts = amounts.filter(([, n]) => n > 0).slice(0, options.maxParts ?? 4);
  if (parts.length === 0) return words.second(0);
  return parts.map(([unit, n]) => words[unit](n)).join(separators[locale]);
}
