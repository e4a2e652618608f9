import type { PendingRow } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, CapsuleTabs, Dialog, SafeArea, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { batchAgree, bpm, queryList, type StartableRow } from '../api/workflow-api.ts';
import { timeAgo } from '../components/format-time.ts';
import { ListScreen } from '../components/list-screen.tsx';
import { RequestCard } from '../components/request-card.tsx';
import { batchOutcome } from '../logic/actions.ts';
import { buildListQuery } from '../logic/list-params.ts';
import '../workflow.css';

/** pending/index: my to-do list, with batch approval. */
export function PendingPage() {
  return <PendingScreen byProcess={false} />;
}

/** pending-matter/index: the same to-do list, narrowed to one workflow at a time. */
export function PendingMatterPage() {
  return <PendingScreen byProcess />;
}

function PendingScreen({ byProcess }: { byProcess: boolean }) {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reload, setReload] = useState(0);
  const [defKey, setDefKey] = useState('');
  const processes = useQuery({
    queryKey: ['workflow', 'processes', 'all'],
    enabled: byProcess,
    queryFn: () => queryList<StartableRow>(bpm.processNew, buildListQuery({ pageNo: 1, limit: 100 })),
  });

  const toggle = (taskId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  const stopBatch = () => {
    setBatch(false);
    setSelected(new Set());
  };
  const approve = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const sure = await Dialog.confirm({
      content: t('batch.confirm', { count: ids.length }),
      confirmText: t('buttons.agree'),
      cancelText: t('buttons.cancel'),
    });
    if (!sure) return;
    try {
      const results = (await batchAgree(ids)) as { ok: boolean }[];
      const { done, failed } = batchOutcome(results);
      Toast.show({
        icon: failed ? undefined : 'success',
        content: failed ? t('batch.partial', { done, failed }) : t('batch.done', { count: done }),
        duration: failed ? 5000 : 2000,
      });
    } catch {
      // The client has shown the error.
    }
    stopBatch();
    setReload((n) => n + 1);
  };

  const toolbar = (
    <div className="wf-toolbar">
      {batch ? (
        <>
          <span className="muted" data-testid="batch-count">
            {t('batch.selected', { count: selected.size })}
          </span>
          <Button size="small" fill="none" onClick={stopBatch}>
            {t('batch.cancel')}
          </Button>
        </>
      ) : (
        <Button size="small" fill="outline" color="primary" onClick={() => setBatch(true)} data-testid="batch-start">
          {t('batch.start')}
        </Button>
      )}
    </div>
  );
  const chips = byProcess && (processes.data?.dataResult.length ?? 0) > 0 && (
    <CapsuleTabs activeKey={defKey} onChange={setDefKey} className="wf-chips">
      <CapsuleTabs.Tab key="" title={t('tabs.all')} />
      {(processes.data?.dataResult ?? []).map((p) => (
        <CapsuleTabs.Tab key={p.defKey} title={p.name} />
      ))}
    </CapsuleTabs>
  );

  return (
    <>
      <ListScreen<PendingRow>
        path={bpm.pending}
        testId="pending-list"
        emptyText={t('empty.pending')}
        reloadKey={reload}
        filters={defKey ? [{ field: 'procDefKey', op: 'S', value: defKey }] : []}
        header={
          <>
            {chips}
            {toolbar}
          </>
        }
        renderItem={(row) => (
          <RequestCard
            testId={`pending-${row.subject}`}
            title={row.subject}
            line={`${row.procDefName} · ${row.name}`}
            meta={
              <>
                {row.ownerName} · {timeAgo(row.createTime, i18n.language)}
                {row.urgeCount > 0 && (
                  <Tag color={row.reminderType === 'danger' ? 'danger' : 'warning'} fill="outline">
                    {t('meta.reminded', { count: row.urgeCount })}
                  </Tag>
                )}
                {row.locked && <Tag fill="outline">{t('meta.claimed')}</Tag>}
              </>
            }
            tag={row.status !== 'NORMAL' ? <Tag color="primary">{t(`taskStatus.${row.status}`)}</Tag> : undefined}
            selectable={batch}
            selected={selected.has(row.taskId)}
            onToggle={() => toggle(row.taskId)}
            onOpen={() => navigate(`/bpmn/detail?taskId=${row.taskId}`)}
          />
        )}
      />
      {batch && (
        <div className="wf-bar cf-bottom-bar">
          <Button
            block
            color="primary"
            disabled={selected.size === 0}
            onClick={() => void approve()}
            data-testid="batch-approve"
          >
            {t('batch.approve')}
          </Button>
          <SafeArea position="bottom" />
        </div>
      )}
    </>
  );
}
