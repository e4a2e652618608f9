import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Loading skeleton, or the error with a retry: the dorm pages never show a blank screen. */
export function LoadState({ pending, onRetry }: { pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('dorms');
  if (pending) {
    return (
      <div style={{ padding: 16 }} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  return (
    <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
      <Button onClick={onRetry}>{t('retry')}</Button>
    </ErrorBlock>
  );
}
