import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dormAwardsApi } from '../../api/dorm-awards-api.ts';

/** The room's published model-room awards as badges (studentLive). */
export function MyAwards() {
  const { t } = useTranslation('dorms');
  const mine = useQuery({ queryKey: ['dorms', 'awards', 'mine'], queryFn: dormAwardsApi.mine });
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Space wrap className="dorm-award-badges" data-testid="dorm-award-badges">
      {mine.data.map((a) => (
        <Tag key={a.id} color="danger" round data-testid="dorm-award-badge">
          {t('awards.badge', { term: a.term })}
        </Tag>
      ))}
    </Space>
  );
}
