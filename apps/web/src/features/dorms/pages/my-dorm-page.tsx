import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';
import { LoadState } from './load-state.tsx';
import { MyAwards } from './ssgl/my-awards.tsx';
import { MyViolations } from './ssgl/my-violations.tsx';

/** studentLive: my building, room and bed, and who lives with me. */
export function MyDormPage() {
  const { t, i18n } = useTranslation('dorms');
  const navigate = useNavigate();
  // Approvals by others move the student: always ask again when the page opens.
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  if (mine.isPending || mine.isError) return <LoadState pending={mine.isPending} onRetry={() => void mine.refetch()} />;
  const data = mine.data;
  if (!data) {
    return (
      <div className="dorm-page">
        <ErrorBlock
          status="empty"
          data-testid="dorm-not-housed"
          title={t('notHoused')}
          description={t('affairs.moveIn.next')}
        />
        <div className="dorm-bottom-bar">
          <Button block color="primary" onClick={() => navigate('/xgxt/changingDormitory')} data-testid="dorm-move-in">
            {t('affairs.moveIn.submit')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="dorm-page" data-testid="dorm-mine">
      <div className="dorm-place">
        <h3 data-testid="dorm-place">
          {t('place', { building: data.place.buildingName, room: data.place.roomNo, bed: data.place.bedNo })}
        </h3>
        <p>{t('since', { date: new Date(data.since).toLocaleDateString(i18n.language) })}</p>
        <MyAwards />
      </div>
      <List header={t('roommates')}>
        {data.roommates.length === 0 && <List.Item>{t('noRoommates')}</List.Item>}
        {data.roommates.map((r) => (
          <List.Item key={r.studentId} description={`${r.code} ${r.className ?? ''}`} extra={`${r.bedNo}`}>
            {r.name}
          </List.Item>
        ))}
      </List>
      <MyViolations />
      <div className="dorm-bottom-bar">
        <Button block color="primary" onClick={() => navigate('/xgxt/changingDormitory')}>
          {t('titles.change')}
        </Button>
      </div>
    </div>
  );
}
