import { defaultLocale, type Locale, locales, resolveLocale } from '@campusflow/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deviceStorage, userStorage } from '../session/user-storage.ts';
import { eagerNamespaces, lazyNamespaces } from './namespaces.ts';

/** The four product languages plus the further antd-mobile locales of spec §9 (our texts fall back). */
export const extraLanguages = ['zh-HK', 'de-DE', 'es-ES', 'fr-FR', 'nb-NO', 'th-TH', 'tr-TR'] as const;
export type AppLanguage = Locale | (typeof extraLanguages)[number];
export const appLanguages: readonly AppLanguage[] = [...locales, ...extraLanguages];

const languageKey = 'language';

/** The product language our own texts and the API use for an app language. */
export function productLocale(language: string): Locale {
  if ((locales as readonly string[]).includes(language)) return language as Locale;
  return language === 'zh-HK' ? 'zh-TW' : resolveLocale(language.startsWith('zh') ? language : 'en-US');
}

function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}

function initialLanguage(): AppLanguage {
  const saved = userStorage.get<string>(languageKey) ?? deviceStorage.get<string>(languageKey);
  if (isAppLanguage(saved)) return saved;
  return resolveLocale(globalThis.navigator?.languages?.join(',') ?? defaultLocale);
}

const resources = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(eagerNamespaces).map(([ns, messages]) => [ns, messages[locale]])),
  ]),
);

/** Loads a feature's namespace on first use; languages beyond the four fall back (fallbackLng). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = lazyNamespaces[namespace];
    if (!load || !(locales as readonly string[]).includes(language)) {
      callback(null, {});
      return;
    }
    load().then(
      (messages) => callback(null, messages[language as Locale]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLanguage();
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng,
      fallbackLng: { 'zh-HK': ['zh-TW'], default: ['en-US', defaultLocale] },
      supportedLngs: [...appLanguages],
      defaultNS: 'common',
      ns: Object.keys(eagerNamespaces),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  return i18next;
}

/** Switches at once and remembers the choice for this user (and for the login page of this device). */
export async function setLanguage(language: AppLanguage): Promise<void> {
  userStorage.set(languageKey, language);
  deviceStorage.set(languageKey, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** After login the user's stored choice (if any) wins over the device's. */
export async function applyUserLanguage(): Promise<void> {
  const saved = userStorage.get<string>(languageKey);
  if (isAppLanguage(saved) && saved !== i18next.language) await setLanguage(saved);
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18next.language) ? i18next.language : defaultLocale;
}

export { i18next };
