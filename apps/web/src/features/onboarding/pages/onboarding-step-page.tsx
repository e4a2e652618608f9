import { type OnboardingStepKey, onboardingStepKeys } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton, Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { onboardingApi, onboardingKeys } from '../api/onboarding-api.ts';
import { canOpen, stateColor, stepLink } from '../onboarding-logic.ts';
import { BedPicker } from './bed-picker.tsx';
import { isOnboardingView } from './consulting/consulting-logic.ts';
import { OnboardingExtraView } from './consulting/onboarding-extra-view.tsx';
import { StepForm } from './step-form.tsx';
import '../onboarding.css';

const isStepKey = (v: string | null): v is OnboardingStepKey =>
  v !== null && (onboardingStepKeys as readonly string[]).includes(v);

/** The flow: every step in order with its state; tapping one opens its form. */
function StepFlow() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const home = useQuery({ queryKey: onboardingKeys.home, queryFn: onboardingApi.home });
  if (home.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  if (home.isError)
    return (
      <ErrorBlock status="default" title={t('loadFailed')} description={home.error.message}>
        <Button onClick={() => void home.refetch()}>{t('retry')}</Button>
      </ErrorBlock>
    );
  const steps = home.data.steps;
  const current = Math.max(
    0,
    steps.findIndex((s) => s.key === home.data.nextStep),
  );
  return (
    <Steps direction="vertical" current={current}>
      {steps.map((s) => (
        <Steps.Step
          key={s.key}
          status={
            s.state === 'done'
              ? 'finish'
              : s.state === 'rejected'
                ? 'error'
                : s.key === home.data.nextStep
                  ? 'process'
                  : 'wait'
          }
          title={
            <button
              type="button"
              className="cf-link-button"
              data-testid={`onboarding-flow-${s.key}`}
              disabled={!canOpen(s)}
              onClick={() => navigate(stepLink(s.key))}
            >
              {t(`stepNames.${s.key}`)}
            </button>
          }
          description={
            <span className="onb-step-extra" style={{ justifyContent: 'flex-start' }}>
              <Tag color={stateColor[s.state]}>{t(`states.${s.state}`)}</Tag>
              <Tag fill="outline">{s.required ? t('required') : t('optional')}</Tag>
              {s.needsReview && <Tag fill="outline">{t('needsReview')}</Tag>}
            </span>
          }
        />
      ))}
    </Steps>
  );
}

/**
 * yxxt_lc_index: the step flow, one step's form page with `?step=<key>`, or one of the new student's
 * extra pages with `?view=` (consulting, pictures, grzx: pages/consulting/).
 */
export function OnboardingStepPage() {
  const [search] = useSearchParams();
  const step = search.get('step');
  const view = search.get('view');
  if (isOnboardingView(view)) return <OnboardingExtraView view={view} />;
  return (
    <div className="onb-page" data-testid="onboarding-step">
      {!isStepKey(step) && <StepFlow />}
      {step === 'bed' && <BedPicker />}
      {isStepKey(step) && step !== 'bed' && <StepForm key={step} stepKey={step} />}
    </div>
  );
}
