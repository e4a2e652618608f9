import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Loading skeleton and the retry state shared by the application-centre pages. */
export function AppsLoading() {
  return (
    <div className="dash-section" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

export function AppsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dash-section dash-error" role="alert">
      <ErrorBlock status="disconnected" title={t('loadFailed')} description={t('loadFailedHint')} />
      <Button color="primary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
