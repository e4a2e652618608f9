import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale.ts';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['ja-JP', 'ja-JP'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['fr-FR, ja;q=0.5', 'ja-JP'],
    ['de-DE', 'zh-CN'],
  ])('%s → %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });
});
