import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function OnboardingStepPage() {
  const { t } = useTranslation('onboarding');
  return (
    <div data-testid="onboarding-step">
      <ErrorBlock status="empty" title={t('steps')} description={t('intro')} />
    </div>
  );
}
