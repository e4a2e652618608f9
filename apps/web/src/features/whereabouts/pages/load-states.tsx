import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Skeleton while loading, the error block with retry; the empty state is the caller's. */
export function Loading() {
  return (
    <div style={{ padding: 16 }} aria-busy="true">
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}

export function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('whereabouts');
  return (
    <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
      <Button onClick={retry}>{t('retry')}</Button>
    </ErrorBlock>
  );
}

export function Empty({ text }: { text: string }) {
  return <ErrorBlock status="empty" title={text} description="" />;
}
