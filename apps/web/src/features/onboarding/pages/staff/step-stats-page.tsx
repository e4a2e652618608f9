import { onboardingReviewKindList, onboardingReviewKinds } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { List, PullToRefresh, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarChart, formatCount, ProgressRing, rateOf } from '../../../../components/chart/index.ts';
import { staffApi, staffKeys } from './staff-api.ts';
import { reviewListPath } from './staff-pages.ts';
import { LoadState } from './staff-ui.tsx';

/** The review queue of a step (the first kind reviewing it), if any. */
const queueOf = (step: string) => onboardingReviewKindList.find((k) => onboardingReviewKinds[k] === step);

/**
 * yxcx_wsyxtj, yxtjWsyxtj, wsyxhjgl: how far the students in scope are with the online steps — completed
 * onboarding, and per step how many are done, waiting for review, returned or still drafting.
 */
export function StepStatsPage() {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const stats = useQuery({ queryKey: staffKeys.stepStats, queryFn: staffApi.stepStats, refetchInterval: 30_000 });
  const data = stats.data;
  if (!data) return <LoadState pending={stats.isPending} onRetry={() => void stats.refetch()} />;
  // A reviewed step's row opens its review queue.
  const openQueue = (key: string, reviewed: boolean) => {
    const kind = queueOf(key);
    return kind && reviewed ? () => navigate(reviewListPath(kind)) : undefined;
  };
  const enabled = data.steps.filter((s) => s.enabled);
  return (
    <div className="yx-staff" data-testid="onboarding-step-stats">
      <PullToRefresh onRefresh={async () => void (await stats.refetch())}>
        <section className="yx-staff-card yx-staff-rings">
          <ProgressRing
            label={t('stepStats.completed')}
            rate={rateOf(data.completed, data.total)}
            detail={`${formatCount(data.completed)} / ${formatCount(data.total)}`}
            colour="#14804A"
          />
        </section>
        <section className="yx-staff-card" aria-labelledby="yx-step-progress">
          <h2 id="yx-step-progress">{t('stepStats.progress')}</h2>
          <BarChart
            title={t('stepStats.progress')}
            data={enabled.map((s) => ({ key: s.key, label: t(`steps.${s.key}`), value: s.approved }))}
            max={Math.max(1, data.total)}
            labelHeader={t('stats.unit')}
            valueHeader={t('stepStats.approved')}
          />
        </section>
        <List>
          {data.steps.map((s) => (
            <List.Item
              key={s.key}
              onClick={openQueue(s.key, s.needsReview)}
              description={`${t('stepStats.approved')} ${s.approved} · ${t('stepStats.waiting')} ${s.waiting} · ${t('stepStats.rejected')} ${s.rejected} · ${t('stepStats.draft')} ${s.draft}`}
              extra={
                <span>
                  {!s.enabled && <Tag>{t('stepStats.disabled')}</Tag>}{' '}
                  <Tag color={s.required ? 'primary' : 'default'} fill="outline">
                    {t(s.required ? 'stepStats.required' : 'stepStats.optional')}
                  </Tag>
                  {s.needsReview && (
                    <>
                      {' '}
                      <Tag color="warning" fill="outline">
                        {t('stepStats.reviewed')}
                      </Tag>
                    </>
                  )}
                </span>
              }
            >
              {t(`steps.${s.key}`)}
            </List.Item>
          ))}
        </List>
      </PullToRefresh>
    </div>
  );
}
