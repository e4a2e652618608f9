import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { embeddableUrl } from '../embed-url.ts';
import '../system-pages.css';

/** A menu item that is an external web page (spec §2), shown inside the secondary layout. */
export function IframePage() {
  const { t } = useTranslation('systemPages');
  const [search] = useSearchParams();
  const url = embeddableUrl(search.get('url'));
  if (!url) {
    return (
      <div className="system-page">
        <ErrorBlock status="empty" title={t('iframe.invalid')} description="" />
      </div>
    );
  }
  return (
    <iframe
      className="system-iframe"
      src={url}
      title={search.get('title') ?? t('iframe.title')}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
      data-testid="embedded-page"
    />
  );
}
