import { useQuery } from '@tanstack/react-query';
import { Button, Card, Collapse, ErrorBlock, List, ProgressBar, Result, Skeleton, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { stateFirstLoginChange } from '../../../api/envelope.ts';
import { logout } from '../../../session/session-actions.ts';
import { onboardingApi, onboardingKeys } from '../api/onboarding-api.ts';
import { DeskCodeCard } from '../components/desk-code-card.tsx';
import { stateColor, stepLink } from '../onboarding-logic.ts';
import { enterAsStudent } from '../onboarding-session.ts';
import { PictureStrip } from './consulting/picture-details.tsx';
import { OnboardingQuickLinks } from './consulting/quick-links.tsx';
import '../onboarding.css';

/** yxxt_index: the new student's onboarding home (steps and progress, what is next, notices, fees). */
export function OnboardingIndexPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const home = useQuery({ queryKey: onboardingKeys.home, queryFn: onboardingApi.home, retry: false });
  // A reviewer's approval may have finished the onboarding meanwhile: the role is student now (403 here).
  // First login with an initial password (6020133): the change comes first, on the new student's own page.
  useEffect(() => {
    if (!(home.error instanceof ApiError)) return;
    if (home.error.state === stateFirstLoginChange) navigate('/xgxt/yxxt_changePassword?force=1', { replace: true });
    else if (home.error.httpStatus === 403) void enterAsStudent(navigate);
  }, [home.error, navigate]);
  const leave = async () => {
    await logout({ atProvider: true });
    navigate('/login', { replace: true });
  };
  const h = home.data;
  const waiting = h?.steps.filter((s) => s.state === 'waitingReview').length ?? 0;
  return (
    <div className="onb-page">
      <h1 className="page-heading">{t('common:routes.yxxt_index')}</h1>
      <Card data-testid="onboarding-card" className="onb-hero">
        {home.isPending && <Skeleton.Paragraph lineCount={4} animated />}
        {home.isError && (
          <ErrorBlock status="default" title={t('loadFailed')} description={home.error.message}>
            <Button size="small" onClick={() => void home.refetch()}>
              {t('retry')}
            </Button>
          </ErrorBlock>
        )}
        {h && (
          <>
            <h2>{t('welcome', { name: h.profile.name })}</h2>
            <p className="onb-muted">
              {[h.profile.collegeName, h.profile.majorName, h.profile.className].filter(Boolean).join(' · ')}
            </p>
            {h.completed ? (
              <Result
                status="success"
                title={t('completedTitle')}
                description={t('completedHint')}
                data-testid="onboarding-completed"
              />
            ) : (
              <>
                <ProgressBar
                  className="onb-progress"
                  percent={h.progress.total ? Math.round((h.progress.done / h.progress.total) * 100) : 0}
                  text
                />
                <p className="onb-muted" data-testid="onboarding-progress">
                  {t('progress', h.progress)}
                  {waiting > 0 && ` · ${t('waiting', { count: waiting })}`}
                </p>
                {h.nextStep && (
                  <div className="onb-next">
                    <span>{t('next', { step: t(`stepNames.${h.nextStep}`) })}</span>
                    <Button
                      color="primary"
                      size="small"
                      data-testid="onboarding-next"
                      onClick={() => navigate(stepLink(h.nextStep as string))}
                    >
                      {t('continue')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </Card>
      {h?.completed && (
        <Button block color="primary" className="spaced" onClick={() => void enterAsStudent(navigate)}>
          {t('enterWorkbench')}
        </Button>
      )}
      {h && (
        <>
          <List header={t('steps')} data-testid="onboarding-steps">
            {h.steps.map((s) => (
              <List.Item
                key={s.key}
                onClick={() => navigate(stepLink(s.key))}
                description={s.reviewComment && s.state === 'rejected' ? s.reviewComment : undefined}
                extra={
                  <span className="onb-step-extra">
                    {s.required && <Tag fill="outline">{t('required')}</Tag>}
                    <Tag color={stateColor[s.state]}>{t(`states.${s.state}`)}</Tag>
                  </span>
                }
              >
                {t(`stepNames.${s.key}`)}
              </List.Item>
            ))}
          </List>
          {h.announcement && (
            <Card title={t('announcement')}>
              <p className="onb-muted">{h.announcement}</p>
            </Card>
          )}
          <OnboardingQuickLinks />
          <DeskCodeCard />
          <PictureStrip />
          <Card title={t('payment')} data-testid="onboarding-payment">
            {h.payment.items.map((f) => (
              <div key={f.name} className="onb-fee">
                <span>{f.name}</span>
                <span>¥{f.amount}</span>
              </div>
            ))}
            <div className="onb-fee">
              <strong>{t('paymentTotal', { amount: h.payment.total })}</strong>
              <Tag color={h.payment.status === 'unpaid' ? 'warning' : 'success'}>
                {t(`paymentStatus.${h.payment.status}`)}
              </Tag>
            </div>
          </Card>
          {h.requirements.length > 0 && (
            <Card title={t('requirements')}>
              <ul className="onb-requirements">
                {h.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Card>
          )}
          {h.faq.length > 0 && (
            <>
              <div className="onb-list-title">{t('faq')}</div>
              <Collapse accordion>
                {h.faq.map((q) => (
                  <Collapse.Panel key={q.question} title={q.question}>
                    {q.answer}
                  </Collapse.Panel>
                ))}
              </Collapse>
            </>
          )}
        </>
      )}
      <Button block fill="outline" className="spaced" onClick={() => void leave()}>
        {t('logout')}
      </Button>
    </div>
  );
}
