import { describe, expect, it } from 'vitest';
import { defaultDateFormat, formatDate } from './date-format.ts';
import { formatDuration } from './duration.ts';
import { formatNumberSuffix, formatSize, reminderTypeColour } from './numbers.ts';
import { formatRelativeTime } from './relative-time.ts';

const at = Date.UTC(2026, 10, 23, 1, 0, 0);
const china = { utcOffsetMinutes: 480 };

describe('formatDate', () => {
  it('uses yyyy-MM-dd HH:mm:ss by default', () => {
    expect(defaultDateFormat).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatDate(Date.UTC(2026, 0, 5, 7, 8, 9), undefined, { utcOffsetMinutes: 0 })).toBe('2026-01-05 07:08:09');
  });

  it('formats in a given offset, crossing the day', () => {
    expect(formatDate(Date.UTC(2026, 11, 31, 20, 30), 'yyyy-MM-dd HH:mm', china)).toBe('2027-01-01 04:30');
  });

  it('supports short tokens, milliseconds and quoted text', () => {
    expect(formatDate(Date.UTC(2026, 2, 4, 5, 6, 7, 89), "yy/M/d H:m:s.SSS 'at' HH", { utcOffsetMinutes: 0 })).toBe(
      '26/3/4 5:6:7.089 at 05',
    );
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeTime (spec §9)', () => {
  const ago = (ms: number, locale: Parameters<typeof formatRelativeTime>[2] = 'zh-CN') =>
    formatRelativeTime(at - ms, at, locale, china);

  it('under 1 s is just now, in each language', () => {
    expect(ago(999)).toBe('刚刚');
    expect(ago(0, 'zh-TW')).toBe('剛剛');
    expect(ago(500, 'en-US')).toBe('just now');
    expect(ago(10, 'ja-JP')).toBe('たった今');
  });

  it('then seconds, minutes, hours and days', () => {
    expect(ago(1000)).toBe('1秒前');
    expect(ago(59_999)).toBe('59秒前');
    expect(ago(60_000)).toBe('1分钟前');
    expect(ago(3_599_000, 'zh-TW')).toBe('59分鐘前');
    expect(ago(3_600_000, 'en-US')).toBe('1 hour ago');
    expect(ago(2 * 3_600_000, 'en-US')).toBe('2 hours ago');
    expect(ago(86_400_000, 'ja-JP')).toBe('1日前');
    expect(ago(30 * 86_400_000, 'en-US')).toBe('30 days ago');
  });

  it('beyond 30 days shows the date', () => {
    expect(ago(31 * 86_400_000)).toBe('2026-10-23');
    expect(formatRelativeTime(at - 40 * 86_400_000, at, 'en-US', { ...china, dateFormat: 'yyyy-MM-dd HH:mm' })).toBe(
      '2026-10-14 09:00',
    );
  });

  it('future times read as "in"', () => {
    expect(formatRelativeTime(at + 5 * 60_000, at, 'en-US')).toBe('in 5 minutes');
    expect(formatRelativeTime(at + 5 * 60_000, at, 'zh-CN')).toBe('5分钟后');
    expect(formatRelativeTime(new Date(at + 1000), new Date(at), 'ja-JP')).toBe('1秒後');
  });
});

describe('formatDuration', () => {
  const ms = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

  it('days, hours, minutes, seconds, zero parts left out', () => {
    expect(formatDuration(ms(1, 2, 3, 4), 'zh-CN')).toBe('1天2小时3分钟4秒');
    expect(formatDuration(ms(1, 0, 3, 0), 'zh-TW')).toBe('1天3分鐘');
    expect(formatDuration(ms(2, 1, 0, 5), 'en-US')).toBe('2 days 1 hr 5 s');
    expect(formatDuration(ms(0, 3, 30, 0), 'ja-JP')).toBe('3時間30分');
  });

  it('keeps the largest parts when asked', () => {
    expect(formatDuration(ms(1, 2, 3, 4), 'zh-CN', { maxParts: 2 })).toBe('1天2小时');
  });

  it('zero and sub-second are 0 s; negative is empty', () => {
    expect(formatDuration(0, 'zh-CN')).toBe('0秒');
    expect(formatDuration(999, 'en-US')).toBe('0 s');
    expect(formatDuration(-1, 'en-US')).toBe('');
  });
});

describe('formatSize (1024 steps)', () => {
  it('B, K, M, G, TB', () => {
    expect(formatSize(0)).toBe('0B');
    expect(formatSize(1023)).toBe('1023B');
    expect(formatSize(1024)).toBe('1K');
    expect(formatSize(1536)).toBe('1.5K');
    expect(formatSize(5 * 1024 ** 2)).toBe('5M');
    expect(formatSize(1.25 * 1024 ** 3)).toBe('1.25G');
    expect(formatSize(3 * 1024 ** 4)).toBe('3TB');
    expect(formatSize(2048 * 1024 ** 4)).toBe('2048TB');
    expect(formatSize(-1)).toBe('');
  });
});

describe('formatNumberSuffix', () => {
  it('k, M, G, T, P, E at 1000', () => {
    expect(formatNumberSuffix(999)).toBe('999');
    expect(formatNumberSuffix(1000)).toBe('1k');
    expect(formatNumberSuffix(12_345)).toBe('12.3k');
    expect(formatNumberSuffix(2_500_000)).toBe('2.5M');
    expect(formatNumberSuffix(7e9)).toBe('7G');
    expect(formatNumberSuffix(1e12)).toBe('1T');
    expect(formatNumberSuffix(3e15)).toBe('3P');
    expect(formatNumberSuffix(4.56e18, 2)).toBe('4.56E');
    expect(formatNumberSuffix(-1500)).toBe('-1.5k');
  });
});

describe('reminderTypeColour', () => {
  it('above 3 is danger, otherwise warning', () => {
    expect(reminderTypeColour(4)).toBe('danger');
    expect(reminderTypeColour('5')).toBe('danger');
    expect(reminderTypeColour(3)).toBe('warning');
    expect(reminderTypeColour(0)).toBe('warning');
    expect(reminderTypeColour('x')).toBe('warning');
  });
});
