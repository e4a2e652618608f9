import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config.ts';
import '../account.css';

/** Help: the questions users ask most, answered in a few lines each. */
export function HelpPage() {
  const { t } = useTranslation('account');
  const topics = ['login', 'password', 'security', 'language', 'contact'] as const;
  return (
    <div className="account-page">
      {topics.map((topic) => (
        <section key={topic} className="account-card help-topic" data-testid={`help-${topic}`}>
          <h2>{t(`help.${topic}.q`)}</h2>
          <p>{t(`help.${topic}.a`)}</p>
        </section>
      ))}
    </div>
  );
}

/** About us: what CampusFlow is and who runs it. */
export function AboutUsPage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-page">
      <section className="account-card about-card">
        <div className="my-avatar about-logo" aria-hidden="true">
          CF
        </div>
        <h2>{t('common:appName')}</h2>
        <p>{t('aboutUs.body')}</p>
        <p className="account-hint">{t('aboutUs.contact')}</p>
      </section>
    </div>
  );
}

/** About: the version and the build. */
export function AboutPage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-page">
      <List className="account-list">
        <List.Item extra={<span data-testid="app-version">{appConfig.version}</span>}>{t('about.version')}</List.Item>
        <List.Item extra={appConfig.routerMode}>{t('about.routerMode')}</List.Item>
        <List.Item extra={appConfig.apiBase}>{t('about.apiBase')}</List.Item>
      </List>
      <p className="account-hint page-padding">{t('about.copyright')}</p>
    </div>
  );
}
