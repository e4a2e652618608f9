import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { type AppLanguage, appLanguages, currentLanguage, setLanguage } from '../../../i18n/i18n.ts';
import { session } from '../../../session/session.ts';
import { loadUserInfo } from '../../../session/session-actions.ts';
import '../account.css';

/** Each language in its own name, so anyone can find theirs whatever the current language is. */
const languageNames: Record<AppLanguage, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'ja-JP': '日本語',
  'zh-HK': '繁體中文（香港）',
  'de-DE': 'Deutsch',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'nb-NO': 'Norsk bokmål',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
};

/** The language's name in the current language, under its own name (for scripts the reader cannot read). */
function displayNames(current: AppLanguage): (language: AppLanguage) => string | undefined {
  try {
    const names = new Intl.DisplayNames([current], { type: 'language' });
    // The script, not the country, tells the two written Chinese apart.
    const scripts: Partial<Record<AppLanguage, string>> = { 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' };
    return (language) => names.of(scripts[language] ?? language);
  } catch {
    return () => undefined;
  }
}

const productLanguages = appLanguages.slice(0, 4);
const furtherLanguages = appLanguages.slice(4);

/** Switches at once and is remembered (i18n.setLanguage stores it for the user and the device). */
export function LanguagePage() {
  const { t } = useTranslation('account');
  const active = currentLanguage();
  const localName = displayNames(active);
  const choose = async (language: AppLanguage) => {
    await setLanguage(language);
    // Role, organization and menu names come from the server in the request's language: fetch them again.
    if (session.get().token) await loadUserInfo();
  };
  const item = (language: AppLanguage) => (
    <List.Item
      key={language}
      onClick={() => void choose(language)}
      arrowIcon={false}
      description={language === active ? undefined : localName(language)}
      extra={
        language === active ? (
          <CheckOutline color="var(--adm-color-primary)" aria-label={t('language.current')} />
        ) : null
      }
      data-testid={`language-${language}`}
      aria-current={language === active ? 'true' : undefined}
    >
      <span lang={language}>{languageNames[language]}</span>
    </List.Item>
  );
  return (
    <div className="account-page">
      <List className="account-list" header={t('language.product')}>
        {productLanguages.map(item)}
      </List>
      <List className="account-list" header={t('language.further')}>
        {furtherLanguages.map(item)}
      </List>
      <p className="account-hint page-padding">{t('language.furtherHint')}</p>
    </div>
  );
}
