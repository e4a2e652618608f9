import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A page's loading skeleton, its load error with a retry, and a titled empty state. */
export function Loading() {
  return (
    <div style={{ padding: 16 }} aria-busy="true">
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}

export function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock status="disconnected" title={t('list.error')} description="">
      <Button onClick={retry}>{t('list.retry')}</Button>
    </ErrorBlock>
  );
}

export function Empty({ text }: { text: string }) {
  return <ErrorBlock status="empty" title={text} description="" />;
}
