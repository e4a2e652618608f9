export const locales = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

/** A text shipped in every product language. */
export type LocalizedText = Record<Locale, string>;

const byLowerCase = new Map<string, Locale>(locales.map((l) => [l.toLowerCase(), l]));
// Browsers send bare or regional tags; map them onto the four product languages.
const aliases: Record<string, Locale> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  en: 'en-US',
  'en-gb': 'en-US',
  ja: 'ja-JP',
};

/** Picks the product language from a `language` or `Accept-Language` header value. */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().replace('_', '-');
    if (!tag) continue;
    const exact = byLowerCase.get(tag) ?? aliases[tag];
    if (exact) return exact;
    // zh-Hant-TW: the script subtag decides before the bare language does.
    const subtags = tag.split('-');
    const scripted = aliases[subtags.slice(0, 2).join('-')] ?? byLowerCase.get(`${subtags[0]}-${subtags.at(-1)}`);
    if (scripted) return scripted;
    const base = aliases[subtags[0] ?? ''];
    if (base) return base;
  }
  return defaultLocale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
