import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dormReviewApi } from '../../api/dorm-review-api.ts';
import { reviewColour } from './violation-review.ts';

/** The student's own violation reports with the dorm office's review (shown on studentLive). */
export function MyViolations() {
  const { t, i18n } = useTranslation('dorms');
  const mine = useQuery({ queryKey: ['dorms', 'violations', 'mine'], queryFn: dormReviewApi.mine });
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <List header={t('review.mine')} data-testid="dorm-my-violations">
      {mine.data.map((v) => (
        <List.Item
          key={v.id}
          data-testid="dorm-my-violation"
          data-status={v.reviewStatus}
          extra={<Tag color={reviewColour[v.reviewStatus]}>{t(`review.statuses.${v.reviewStatus}`)}</Tag>}
          description={
            <>
              <div>{`${new Date(v.occurredAt).toLocaleString(i18n.language)} ${v.place}`}</div>
              <div>{v.description}</div>
              {v.reviewReason && <div>{t('review.reason', { reason: v.reviewReason })}</div>}
            </>
          }
        >
          {t(`affairs.violation.types.${v.type}`)}
        </List.Item>
      ))}
    </List>
  );
}
