import { Button, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './staff.css';

/** Skeleton while loading, or the error with a retry: no staff page is ever blank. */
export function LoadState({ pending, onRetry }: { pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('onboardingStaff');
  if (pending) {
    return (
      <div className="yx-staff-pad" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return (
    <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
      <Button onClick={onRetry}>{t('retry')}</Button>
    </ErrorBlock>
  );
}

const stateColours: Record<string, 'success' | 'primary' | 'danger' | 'default' | 'warning'> = {
  done: 'success',
  approved: 'success',
  waitingReview: 'warning',
  submitted: 'warning',
  rejected: 'danger',
  draft: 'default',
  todo: 'default',
  notOpen: 'default',
  closed: 'default',
};

/** A status tag in the product's fixed colours (ux.md: approved green, returned red, pending yellow, draft grey). */
export function StateTag({ state, label }: { state: string; label: string }) {
  return (
    <Tag color={stateColours[state] ?? 'default'} fill="outline">
      {label}
    </Tag>
  );
}
