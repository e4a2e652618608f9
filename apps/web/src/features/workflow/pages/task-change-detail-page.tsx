import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DotLoading, ErrorBlock, List, SafeArea, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { bpm, queryList, setTaskChangeStatus, type TaskChangeRow } from '../api/workflow-api.ts';
import { timeAgo } from '../components/format-time.ts';
import { buildListQuery } from '../logic/list-params.ts';
import '../workflow.css';

/**
 * taskChangeDetail: one transfer or delegation of mine. The list hands the row over in the route
 * state; opened directly, it is read by id from my changes (`task/change/query` with `Q^id^S`).
 */
export function TaskChangeDetailPage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const passed = (useLocation().state ?? null) as TaskChangeRow | null;
  const found = useQuery({
    queryKey: ['workflow', 'task-change', id],
    // A malformed id would only earn a 400 from the server: show "not found" straight away.
    enabled: (!passed || passed.id !== id) && /^[0-9a-f-]{36}$/i.test(id),
    queryFn: async () =>
      (
        await queryList<TaskChangeRow>(
          bpm.taskChanges,
          buildListQuery({ pageNo: 1, limit: 1, filters: [{ field: 'id', op: 'S', value: id }] }),
        )
      ).dataResult[0] ?? null,
  });
  const row = passed?.id === id ? passed : found.data;
  if (!row) {
    if (found.isLoading)
      return (
        <div className="paged-list-state">
          <DotLoading color="primary" />
        </div>
      );
    return <ErrorBlock status="empty" title={t('taskChange.missing')} description="" />;
  }
  const cancel = async () => {
    const sure = await Dialog.confirm({
      content: t('taskChange.cancelConfirm'),
      confirmText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
    });
    if (!sure) return;
    try {
      await setTaskChangeStatus(row.id, 'cancel');
      Toast.show({ icon: 'success', content: t('taskChange.cancelled') });
      navigate(-1);
    } catch {
      // The client has shown the error.
    }
  };
  return (
    <div className="wf-page wf-with-bar" data-testid="task-change-detail">
      <List header={row.subject}>
        <List.Item extra={t(`changeType.${row.changeType}`)}>{t('titles.taskChange')}</List.Item>
        <List.Item extra={row.name}>{t('meta.step')}</List.Item>
        <List.Item extra={(row.executorNames ?? []).join('、')}>{t('taskChange.to')}</List.Item>
        <List.Item extra={row.comment || '—'}>{t('taskChange.comment')}</List.Item>
        <List.Item extra={timeAgo(row.createTime, i18n.language)}>{t('taskChange.createdAt')}</List.Item>
        <List.Item
          extra={
            <Tag color={row.status === 'running' ? 'primary' : row.status === 'finish' ? 'success' : 'default'}>
              {t(`changeStatus.${row.status}`)}
            </Tag>
          }
        >
          {t('taskChange.status')}
        </List.Item>
      </List>
      <div className="wf-bar cf-bottom-bar">
        <div className="wf-bar-row">
          <Button block onClick={() => navigate(`/bpmn/detail?instId=${row.instId}`)}>
            {t('taskChange.openRequest')}
          </Button>
          {row.status === 'running' && (
            <Button block color="warning" onClick={() => void cancel()} data-testid="change-cancel">
              {t('buttons.cancelChange')}
            </Button>
          )}
        </div>
        <SafeArea position="bottom" />
      </div>
    </div>
  );
}
