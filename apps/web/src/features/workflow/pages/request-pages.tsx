import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  bpm,
  type CopiedRow,
  type HandledRow,
  type InstanceRow,
  type TaskChangeRow,
  takeBack,
  withdraw,
} from '../api/workflow-api.ts';
import { timeAgo } from '../components/format-time.ts';
import { ListScreen } from '../components/list-screen.tsx';
import { RequestCard } from '../components/request-card.tsx';
import { RequestTag } from '../components/request-tag.tsx';
import { statusTabs } from '../logic/list-params.ts';
import '../workflow.css';

function useInstanceCard() {
  const { i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  return (row: InstanceRow, extra?: ReactNode) => (
    <RequestCard
      testId={`request-${row.subject}`}
      title={row.subject}
      line={row.currentNodes ? `${row.procDefName} · ${row.currentNodes}` : row.procDefName}
      meta={`${row.ownerName} · ${timeAgo(row.endTime ?? row.createTime, i18n.language)}`}
      tag={<RequestTag status={row.status} result={row.result} />}
      onOpen={() => navigate(`/bpmn/detail?instId=${row.instId}`)}
      extra={extra}
    />
  );
}

/** handled/index: tasks I have acted on (the request may still be running). */
export function HandledPage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <ListScreen<HandledRow>
      path={bpm.handled}
      testId="handled-list"
      emptyText={t('empty.handled')}
      renderItem={(row) => (
        <RequestCard
          testId={`handled-${row.subject}`}
          title={row.subject}
          line={`${row.procDefName} · ${row.name}`}
          meta={`${row.ownerName} · ${timeAgo(row.completeTime, i18n.language)}`}
          tag={
            row.decision && ['agree', 'oppose', 'abandon'].includes(row.decision) ? (
              <Tag color={row.decision === 'agree' ? 'success' : row.decision === 'oppose' ? 'danger' : 'default'}>
                {t(`decision.${row.decision}`)}
              </Tag>
            ) : (
              <RequestTag status={row.instStatus} result={row.result} />
            )
          }
          onOpen={() => navigate(`/bpmn/detail?instId=${row.instId}`)}
        />
      )}
    />
  );
}

/** completed/index: closed requests I took part in as an approver. */
export function CompletedPage() {
  const { t } = useTranslation('workflow');
  const card = useInstanceCard();
  return (
    <ListScreen<InstanceRow>
      path={bpm.completed}
      testId="completed-list"
      emptyText={t('empty.completed')}
      renderItem={(row) => card(row)}
    />
  );
}

/** myRequest/index: requests I started, by status. */
export function MyRequestPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const card = useInstanceCard();
  return (
    <ListScreen<InstanceRow>
      path={bpm.myRequested}
      testId="my-request-list"
      emptyText={t('empty.myRequest')}
      tabs={[
        { key: 'all', title: t('tabs.all'), filters: statusTabs.all },
        { key: 'running', title: t('tabs.running'), filters: statusTabs.running },
        { key: 'ended', title: t('tabs.ended'), filters: statusTabs.ended },
      ]}
      header={
        <div className="wf-toolbar">
          <Button size="small" color="primary" fill="outline" onClick={() => navigate('/bpmn/newProcess/index')}>
            + {t('emptyAction.newProcess')}
          </Button>
        </div>
      }
      renderItem={(row) => card(row)}
    />
  );
}

/** myCompleted/index: my requests that have closed (approved, rejected, withdrawn or ended). */
export function MyCompletedPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const card = useInstanceCard();
  return (
    <ListScreen<InstanceRow>
      path={bpm.myCompleted}
      testId="my-completed-list"
      emptyText={t('empty.completed')}
      renderItem={(row) =>
        card(
          row,
          row.result !== 'approved' && (
            <Button
              size="mini"
              fill="outline"
              onClick={() => navigate(`/bpmn/newProcess/start?proInstId=${row.instId}&reinitiate=1`)}
            >
              {t('buttons.reinitiate')}
            </Button>
          ),
        )
      }
    />
  );
}

/**
 * myRevoke/index: what I can still pull back: my running requests (withdraw, while the next approver
 * has not acted) and my last approvals nobody has acted on since (take back).
 */
export function MyRevokePage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  const card = useInstanceCard();
  const act = async (run: () => Promise<unknown>, question: string, refresh: () => void) => {
    const sure = await Dialog.confirm({
      content: question,
      cancelText: t('buttons.cancel'),
      confirmText: t('buttons.confirm'),
    });
    if (!sure) return;
    try {
      await run();
      Toast.show({ icon: 'success', content: t('detail.done') });
      refresh();
    } catch {
      // The client has shown the error.
    }
  };
  const tabs = [
    { key: 'requests', title: t('tabs.myRequests'), filters: statusTabs.running, path: bpm.myRequested },
    { key: 'approvals', title: t('tabs.myApprovals'), filters: [], path: bpm.handledRevokable },
  ];
  return (
    <ListScreen<InstanceRow & HandledRow>
      path={bpm.myRequested}
      testId="my-revoke-list"
      emptyText={t('empty.myRevoke')}
      tabs={tabs}
      renderItem={(row, refresh) => {
        // Handled rows carry a task id; my requests do not.
        if (row.taskId) {
          return (
            <RequestCard
              title={row.subject}
              line={`${row.procDefName} · ${row.name}`}
              meta={`${row.ownerName} · ${timeAgo(row.completeTime, i18n.language)}`}
              onOpen={() => navigate(`/bpmn/detail?instId=${row.instId}`)}
              extra={
                <Button
                  size="mini"
                  color="warning"
                  fill="outline"
                  onClick={() => void act(() => takeBack(row.taskId), t('detail.confirmTakeBack'), refresh)}
                >
                  {t('buttons.takeBack')}
                </Button>
              }
            />
          );
        }
        return card(
          row,
          <Button
            size="mini"
            color="warning"
            fill="outline"
            data-testid={`withdraw-${row.subject}`}
            onClick={() => void act(() => withdraw(row.instId), t('detail.confirmWithdraw'), refresh)}
          >
            {t('buttons.revoke')}
          </Button>,
        );
      }}
    />
  );
}

/** copied-to-me: requests someone CC'd to me. */
export function CopiedPage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <ListScreen<CopiedRow>
      path={bpm.copied}
      testId="copied-list"
      emptyText={t('empty.copied')}
      renderItem={(row) => (
        <RequestCard
          title={row.subject}
          line={row.opinion ? `${row.procDefName} · “${row.opinion}”` : row.procDefName}
          meta={
            <>
              {row.ownerName} · {timeAgo(row.createTime, i18n.language)}
              {!row.read && (
                <Tag color="danger" fill="solid">
                  {t('meta.unread')}
                </Tag>
              )}
            </>
          }
          tag={<RequestTag status={row.status} />}
          onOpen={() => navigate(`/bpmn/detail?instId=${row.instId}`)}
        />
      )}
    />
  );
}

/** taskChange/index: tasks I transferred or delegated. */
export function TaskChangePage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <ListScreen<TaskChangeRow>
      path={bpm.taskChanges}
      testId="task-change-list"
      emptyText={t('empty.taskChange')}
      renderItem={(row) => (
        <RequestCard
          testId={`change-${row.subject}`}
          title={row.subject}
          line={`${t(`changeType.${row.changeType}`)} → ${(row.executorNames ?? []).join('、')}`}
          meta={`${row.name} · ${timeAgo(row.createTime, i18n.language)}`}
          tag={
            <Tag color={row.status === 'running' ? 'primary' : row.status === 'finish' ? 'success' : 'default'}>
              {t(`changeStatus.${row.status}`)}
            </Tag>
          }
          onOpen={() => navigate(`/bpmn/taskChangeDetail?id=${row.id}`, { state: row })}
        />
      )}
    />
  );
}
