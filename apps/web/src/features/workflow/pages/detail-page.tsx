import type { BackHandMode } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { ActionSheet, Button, Dialog, DotLoading, ErrorBlock, NoticeBar, SafeArea, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  addSigners,
  changeTask,
  completeTask,
  copyTo,
  endProcess,
  type FormAnswer,
  flowHistory,
  flowImage,
  instanceForm,
  lockTask,
  rejectTargets,
  suspendProcess,
  taskForm,
  urge,
  withdraw,
} from '../api/workflow-api.ts';
import { FlowDiagram } from '../components/flow-diagram.tsx';
import { FlowTimeline } from '../components/flow-timeline.tsx';
import { FormBlock } from '../components/form-block.tsx';
import { NextStepUsers } from '../components/next-step-users.tsx';
import { OpinionBox } from '../components/opinion-box.tsx';
import { PeoplePicker, type Person } from '../components/people-picker.tsx';
import { RequestTag } from '../components/request-tag.tsx';
import { useRequestForm } from '../components/use-request-form.ts';
import { type ActionPlan, labelKeyOf, layoutBar, planOf } from '../logic/actions.ts';
import { type ChosenPeople, missingChoices, toNodeUsers } from '../logic/node-users.ts';
import '../workflow.css';

type Choice = { key: string; text: string };

/** An action sheet as a promise: the chosen key, or null when dismissed. */
function choose(title: string, options: Choice[], cancelText: string): Promise<string | null> {
  return new Promise((resolve) => {
    let chosen: string | null = null;
    const handler = ActionSheet.show({
      extra: title,
      cancelText,
      actions: options.map((o) => ({ key: o.key, text: o.text })),
      onAction: (action) => {
        chosen = String(action.key);
        handler.close();
      },
      afterClose: () => resolve(chosen),
    });
  });
}

type Picking = { alias: string; plan: ActionPlan; title: string } | null;

/**
 * detail: one request. With `taskId` it is my step to act on (form, comment, action bar); with `instId`
 * a read-only view (my request: remind and withdraw; a closed one: submit again). Always the form,
 * the approval history and the diagram.
 */
export function DetailPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? undefined;
  const instParam = params.get('instId') ?? undefined;
  const [opinion, setOpinion] = useState('');
  const [picking, setPicking] = useState<Picking>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<ChosenPeople>({});
  const [missing, setMissing] = useState<string[]>([]);

  const answer = useQuery<FormAnswer>({
    queryKey: ['workflow', 'detail', taskId ?? '', instParam ?? ''],
    queryFn: () => (taskId ? taskForm(taskId) : instanceForm(instParam ?? '')),
    enabled: Boolean(taskId || instParam),
    gcTime: 0,
    retry: false,
  });
  const attributes = answer.data?.attributes;
  const instId = attributes?.instId ?? instParam ?? '';
  const history = useQuery({
    queryKey: ['workflow', 'history', instId],
    queryFn: () => flowHistory(instId),
    enabled: Boolean(instId) && answer.isSuccess,
    gcTime: 0,
  });
  const diagram = useQuery({
    queryKey: ['workflow', 'diagram', instId],
    queryFn: () => flowImage(instId),
    enabled: Boolean(instId) && answer.isSuccess,
    gcTime: 0,
  });

  const hasTask = Boolean(taskId) && attributes?.canAct === true;
  const isStarterStep = attributes?.isStarterStep === true;
  const ctx = { hasTask, isStarterStep };
  const aliases = (answer.data?.buttons ?? []).map((b) => String(b.alias));
  const vote = aliases.includes('abandon');
  // The applicant edits on their returned step; approvers edit only where the node's rights allow it.
  const editable =
    hasTask &&
    (isStarterStep || Object.values(answer.data?.permissions ?? {}).some((right) => right === 'e' || right === 'b'));
  const form = useRequestForm(answer.data, undefined, editable);
  const bar = layoutBar(aliases, ctx);
  const label = (alias: string) => {
    const key = labelKeyOf(alias, { ...ctx, vote });
    return t(key, { defaultValue: answer.data?.buttons.find((b) => b.alias === alias)?.name ?? alias });
  };

  const finish = (stay = false) => {
    Toast.show({ icon: 'success', content: t('detail.done') });
    if (stay) {
      void answer.refetch();
      void history.refetch();
      void diagram.refetch();
      return;
    }
    if (window.history.length > 1) navigate(-1);
    else navigate('/bpmn/pending/index', { replace: true });
  };
  const guarded = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // The API client has shown the error (another approver may have acted first).
    } finally {
      setBusy(false);
    }
  };
  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('buttons.confirm'), cancelText: t('buttons.cancel') });

  const run = async (alias: string) => {
    const plan = planOf(alias, ctx);
    const text = opinion.trim();
    switch (plan.kind) {
      case 'complete': {
        if (!taskId) return;
        if (plan.needsOpinion && !text) {
          Toast.show({ content: t('detail.needOpinion') });
          document.querySelector<HTMLTextAreaElement>('[data-testid="wf-opinion"] textarea')?.focus();
          return;
        }
        let destination: string | undefined;
        let backHandMode: BackHandMode | undefined;
        if (plan.chooseTarget) {
          const targets = (await rejectTargets(taskId)).filter((x) => !x.isStarter);
          if (targets.length === 0) {
            Toast.show({ content: t('detail.noSteps') });
            return;
          }
          const picked = await choose(
            t('detail.chooseStep'),
            targets.map((x) => ({ key: x.nodeId, text: x.nodeName })),
            t('buttons.cancel'),
          );
          if (!picked) return;
          destination = picked;
        }
        if (plan.chooseMode) {
          const mode = await choose(
            t('detail.backMode'),
            [
              { key: 'normal', text: t('detail.modeNormal') },
              { key: 'direct', text: t('detail.modeDirect') },
            ],
            t('buttons.cancel'),
          );
          if (!mode) return;
          backHandMode = mode === 'direct' ? 'direct' : 'normal';
        }
        const data = editable && plan.action === 'agree' ? form.check() : undefined;
        if (editable && plan.action === 'agree' && !data) return;
        // Only an approval moves on to the next steps, so only it carries their people.
        const choices = plan.action === 'agree' ? (attributes?.nodeUserChoices ?? []) : [];
        const unchosen = missingChoices(choices, chosen).map((c) => c.nodeId);
        setMissing(unchosen);
        if (unchosen.length > 0) {
          Toast.show({ content: t('nextUsers.required') });
          return;
        }
        const nodeUsers = toNodeUsers(choices, chosen);
        await guarded(async () => {
          try {
            await completeTask({
              taskId,
              actionName: plan.action,
              ...(text ? { opinion: text } : {}),
              ...(data ? { data } : {}),
              ...(destination ? { destination } : {}),
              ...(backHandMode ? { backHandMode } : {}),
              ...(nodeUsers ? { nodeUsers } : {}),
            });
          } catch (error) {
            form.showServerErrors(error);
            throw error;
          }
          finish();
        });
        return;
      }
      case 'change':
      case 'addSign':
      case 'copy':
        setPicking({ alias, plan, title: label(alias) });
        return;
      case 'endProcess':
        if (!taskId || !(await confirm(t('detail.confirmEnd')))) return;
        await guarded(async () => {
          await endProcess(taskId, text || undefined);
          finish();
        });
        return;
      case 'lock':
        if (!taskId) return;
        await guarded(async () => {
          await lockTask(taskId, plan.lock);
          finish(true);
        });
        return;
      case 'suspend':
        await guarded(async () => {
          await suspendProcess(instId, plan.suspend);
          finish(true);
        });
        return;
      case 'urge':
        await guarded(async () => {
          await urge(instId, text || undefined);
          finish(true);
        });
        return;
      case 'withdraw':
        if (!(await confirm(t('detail.confirmWithdraw')))) return;
        await guarded(async () => {
          await withdraw(instId, text || undefined);
          finish(true);
        });
        return;
      case 'print':
        window.print();
        return;
      case 'none':
        return;
    }
  };

  const picked = async (people: Person[], comment: string) => {
    const current = picking;
    setPicking(null);
    if (!current) return;
    const ids = people.map((p) => p.userId);
    await guarded(async () => {
      if (current.plan.kind === 'change' && taskId) {
        await changeTask(taskId, current.plan.changeType, comment || opinion.trim(), people);
        finish();
      } else if (current.plan.kind === 'addSign' && taskId) {
        await addSigners(taskId, ids, opinion.trim() || undefined);
        finish(true);
      } else if (current.plan.kind === 'copy') {
        await copyTo(instId, ids, comment || opinion.trim() || undefined);
        finish(true);
      }
    });
  };

  const more = async () => {
    const key = await choose(
      t('detail.actions'),
      bar.more.map((alias) => ({ key: alias, text: label(alias) })),
      t('buttons.cancel'),
    );
    if (key) await run(key);
  };

  if (!taskId && !instParam) return <ErrorBlock status="empty" title={t('detail.notFound')} description="" />;
  if (answer.isLoading) {
    return (
      <div className="wf-page" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (answer.isError || !answer.data) {
    return (
      <ErrorBlock status="default" title={t('detail.notFound')} description="">
        <Button onClick={() => void answer.refetch()}>{t('detail.retry')}</Button>
      </ErrorBlock>
    );
  }

  const applicant = attributes?.starterName ?? history.data?.find((h) => h.action === 'start')?.actorName ?? '';
  const showBar = Boolean(bar.primary || bar.secondary || bar.more.length || attributes?.reinitiable);
  return (
    <div className={showBar ? 'wf-page wf-with-bar' : 'wf-page'} data-testid="wf-detail">
      <header className="wf-head-card">
        <div className="wf-head-row">
          <span className="wf-avatar" aria-hidden="true">
            {applicant.slice(0, 1)}
          </span>
          <div className="wf-head-text">
            <h1 className="wf-subject" data-testid="wf-subject">
              {attributes?.subject}
            </h1>
            <p className="muted">
              {t('meta.applicant')}：{applicant}
              {attributes?.procDefName ? ` · ${attributes.procDefName}` : ''}
            </p>
          </div>
          <RequestTag status={attributes?.status} result={attributes?.result ?? null} />
        </div>
        {attributes?.nodeName && attributes.status === 'running' && (
          <p className="wf-current" data-testid="wf-current-step">
            {t('detail.currentStep', { name: attributes.nodeName })}
          </p>
        )}
      </header>
      {taskId && !hasTask && <NoticeBar content={t('detail.readOnly')} color="info" wrap />}
      <FormBlock
        definition={form.definition}
        values={form.values}
        {...(form.rights ? { rights: form.rights } : {})}
        readOnly={!editable}
        errors={form.errors}
        onChange={form.setValues}
      />
      {hasTask && (
        <NextStepUsers
          choices={attributes?.nodeUserChoices ?? []}
          value={chosen}
          onChange={setChosen}
          missing={missing}
        />
      )}
      {hasTask && <OpinionBox value={opinion} onChange={setOpinion} />}
      <section className="wf-section" aria-labelledby="wf-history-title">
        <h2 id="wf-history-title" className="wf-section-title">
          {t('detail.history')}
        </h2>
        {history.data ? <FlowTimeline rows={history.data} /> : <Skeleton.Paragraph lineCount={3} animated />}
      </section>
      <section className="wf-section" aria-labelledby="wf-diagram-title">
        <h2 id="wf-diagram-title" className="wf-section-title">
          {t('detail.diagram')}
        </h2>
        {diagram.data ? (
          <FlowDiagram svg={diagram.data.svg} />
        ) : diagram.isError ? (
          <p className="muted">{t('detail.loadError')}</p>
        ) : (
          <DotLoading color="primary" />
        )}
      </section>
      {showBar && (
        <div className="wf-bar cf-bottom-bar" data-testid="wf-bar">
          <div className="wf-bar-row">
            {bar.more.length > 0 && (
              <Button className="wf-more" onClick={() => void more()} data-testid="action-more" disabled={busy}>
                {t('buttons.more')}
              </Button>
            )}
            {attributes?.reinitiable && (
              <Button
                block
                color="primary"
                fill="outline"
                data-testid="action-reinitiate"
                onClick={() => navigate(`/bpmn/newProcess/start?proInstId=${instId}&reinitiate=1`)}
              >
                {t('buttons.reinitiate')}
              </Button>
            )}
            {bar.secondary && (
              <Button
                block
                color={bar.secondary === 'oppose' ? 'danger' : 'default'}
                fill="outline"
                disabled={busy}
                onClick={() => void run(bar.secondary as string)}
                data-testid={`action-${bar.secondary}`}
              >
                {label(bar.secondary)}
              </Button>
            )}
            {bar.primary && (
              <Button
                block
                color="primary"
                disabled={busy}
                onClick={() => void run(bar.primary as string)}
                data-testid={`action-${bar.primary}`}
              >
                {label(bar.primary)}
              </Button>
            )}
          </div>
          <SafeArea position="bottom" />
        </div>
      )}
      <PeoplePicker
        visible={picking !== null}
        title={picking?.title ?? ''}
        single={picking?.plan.kind === 'change' && picking.plan.single}
        withComment={picking?.plan.kind === 'change' || picking?.plan.kind === 'copy'}
        onClose={() => setPicking(null)}
        onConfirm={(people, comment) => void picked(people, comment)}
      />
    </div>
  );
}
