import { useQuery } from '@tanstack/react-query';
import { Badge, List, PullToRefresh } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffApi, staffKeys } from './staff-api.ts';
import { reviewListPath } from './staff-pages.ts';
import { reviewQueues } from './staff-tools-logic.ts';
import { LoadState } from './staff-ui.tsx';

/**
 * yx_reviews: every review queue with its waiting count, one tap into the queue. The counts come from
 * one grouped call and refresh whenever the page (or the browser tab) gets focus again, so a reviewer
 * coming back from a queue sees it shrink.
 */
export function ReviewHubPage() {
  const { t } = useTranslation(['onboardingTools', 'onboardingStaff']);
  const navigate = useNavigate();
  const counts = useQuery({
    queryKey: staffKeys.reviewCounts,
    queryFn: staffApi.reviewCounts,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });
  const { refetch } = counts;
  // React Query only listens to visibilitychange; a desk with two windows side by side switches by focus.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  if (!counts.data) return <LoadState pending={counts.isPending} onRetry={() => void counts.refetch()} />;
  const { lines, total } = reviewQueues(counts.data);
  return (
    <div className="yx-staff" data-testid="onboarding-review-hub">
      <PullToRefresh onRefresh={async () => void (await counts.refetch())}>
        <p className="yx-staff-hint">{t('hub.intro')}</p>
        <section className="yx-staff-card">
          <strong data-testid="review-hub-total">
            {total > 0 ? t('hub.total', { count: total }) : t('hub.empty')}
          </strong>
        </section>
        <List>
          {lines.map((line) => (
            <List.Item
              key={line.kind}
              data-testid="review-queue"
              data-kind={line.kind}
              onClick={() => navigate(reviewListPath(line.kind))}
              extra={
                line.waiting > 0 ? (
                  <span title={t('hub.waiting', { count: line.waiting })}>
                    <Badge content={line.waiting} />
                  </span>
                ) : (
                  <span className="yx-staff-meta">0</span>
                )
              }
            >
              {t(`onboardingStaff:kinds.${line.kind}`)}
            </List.Item>
          ))}
        </List>
      </PullToRefresh>
    </div>
  );
}
