import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Loading skeleton, or the error with a retry: no admissions page shows a blank screen. */
export function LoadState({ pending, onRetry, message }: { pending: boolean; onRetry: () => void; message?: string }) {
  const { t } = useTranslation('admissions');
  if (pending) {
    return (
      <div style={{ padding: 16 }} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  return (
    <ErrorBlock status="disconnected" title={message ?? t('loadFailed')} description="">
      <Button onClick={onRetry}>{t('retry')}</Button>
    </ErrorBlock>
  );
}
