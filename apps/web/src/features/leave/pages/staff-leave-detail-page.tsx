import { geofenceStatus } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty, LoadError, Loading } from '../../../components/load-states.tsx';
import { leaveApi, leaveKeys } from '../api/leave-api.ts';
import { approvalHistoryPath, reportBackResult, resultColor } from '../staff-views.ts';
import '../leave.css';
import { LeaveCard } from './leave-card.tsx';

/** rcswQjxq / rcswXjxq (and Jsd): one leave of a student in the caller's scope, its report-back and approvals. */
export function StaffLeaveDetailPage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const leave = useQuery({
    queryKey: [...leaveKeys.all, 'detail', id],
    queryFn: () => leaveApi.detail(id),
    enabled: !!id,
  });
  const settings = useQuery({ queryKey: leaveKeys.settings, queryFn: leaveApi.settings, staleTime: 300_000 });
  if (!id) return <Empty text={t('staff.notFound')} />;
  if (leave.isPending) return <Loading />;
  if (leave.isError) return <LoadError retry={() => void leave.refetch()} />;
  const row = leave.data;
  const result = reportBackResult(row);
  const where = row.reportBackLocation;
  const fence = where ? geofenceStatus(where, settings.data?.geofence ?? null) : null;
  return (
    <div className="leave-page" data-testid="leave-staff-detail">
      <List header={t('staff.student')}>
        <List.Item extra={row.studentCode}>{row.studentName}</List.Item>
        <List.Item extra={row.className ?? ''}>{t('staff.class')}</List.Item>
      </List>
      <LeaveCard leave={row} />
      <List header={t('staff.reason')}>
        <List.Item>{row.reason}</List.Item>
      </List>
      {(row.reportedBackAt || result) && (
        <List header={t('titles.reportBack')}>
          {result && (
            <List.Item extra={<Tag color={resultColor[result]}>{t(`staff.results.${result}`)}</Tag>}>
              {t('staff.result')}
            </List.Item>
          )}
          {row.reportedBackAt && (
            <List.Item extra={new Date(row.reportedBackAt).toLocaleString()}>{t('staff.reportedBackTime')}</List.Item>
          )}
          {fence && (
            <List.Item data-testid="leave-staff-fence">
              {t(fence.inside ? 'map.inside' : 'map.outside', { distance: Math.round(fence.distanceM) })}
            </List.Item>
          )}
          {row.reportBackRemark && <List.Item>{row.reportBackRemark}</List.Item>}
        </List>
      )}
      <div className="leave-bottom-bar">
        <Button block onClick={() => navigate(approvalHistoryPath(row.instanceId))} data-testid="leave-staff-history">
          {t('staff.history')}
        </Button>
      </div>
    </div>
  );
}
