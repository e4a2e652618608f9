import type { TaskActionInput } from '@campusflow/contracts';
import { AppError } from '../http/app-error.ts';
import { type GraphNode, nodeOf } from './graph.ts';
import { enter, leave, notify, type Run, record } from './runtime.ts';
import { addCopies } from './start-process.ts';
import { enterUserTask, resolveAssignees } from './task-factory.ts';
import { type Actor, type LockedTask, markDone, snapshot } from './task-guard.ts';
import type { MultiState } from './workflow.tables.ts';

export type Decision = 'agree' | 'oppose' | 'abandon';

/** Re-opens a node after a return: the people who handled it last, or its rules for a vote. */
export async function reenterNode(run: Run, nodeId: string): Promise<void> {
  const node = nodeOf(run.graph, nodeId);
  if (node.type !== 'userTask' || node.multi) return enter(run, nodeId);
  const last = await run.db
    .selectFrom('wfTasks')
    .select(['completedBy', 'completedAt'])
    .where('tenantId', '=', run.instance.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('nodeId', '=', nodeId)
    .where('status', '=', 'done')
    .where('kind', '=', 'normal')
    .orderBy('completedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const users = last?.completedBy ? [last.completedBy] : await resolveAssignees(run, node);
  if (!(await enterUserTask(run, node, users))) await leave(run, nodeId);
}

/** Leaves a decided node, unless a "direct" return sends the request straight back to who returned it. */
async function proceed(run: Run, nodeId: string): Promise<void> {
  const back = run.instance.runtime.returnTo?.[nodeId];
  if (back) {
    const { [nodeId]: _done, ...rest } = run.instance.runtime.returnTo ?? {};
    run.instance.runtime.returnTo = rest;
    return reenterNode(run, back);
  }
  return leave(run, nodeId);
}

function setDecision(run: Run, nodeId: string, decision: Decision) {
  const decisions = { ...((run.instance.variables.decisions as Record<string, string>) ?? {}), [nodeId]: decision };
  run.instance.variables = { ...run.instance.variables, decision, decisions };
}

/** Counts one vote of a multi-instance node; returns the node's outcome once it is decided. */
async function vote(run: Run, node: GraphNode, state: MultiState, decision: Decision): Promise<Decision | null> {
  const m = { ...state };
  if (decision === 'agree') m.agree++;
  else if (decision === 'oppose') m.oppose++;
  else m.abstain++;
  const n = m.users.length;
  const voted = m.agree + m.oppose + m.abstain;
  let outcome: Decision | null = null;
  if (m.mode === 'any') outcome = decision === 'abandon' ? (voted >= n ? 'oppose' : null) : decision;
  else if (m.mode === 'sequential') {
    if (decision === 'oppose') outcome = 'oppose';
    else if (m.next < n) {
      const { multi: _vote, ...oneByOne } = node;
      await enterUserTask(run, oneByOne, [m.users[m.next] as string]);
      m.next++;
    } else outcome = m.agree > 0 ? 'agree' : 'oppose';
  } else if (m.mode === 'all') {
    if (m.oppose > 0) outcome = 'oppose';
    else if (voted >= n) outcome = m.agree > 0 ? 'agree' : 'oppose';
  } else if (m.agree / n >= m.ratio) outcome = 'agree';
  else if ((n - m.oppose - m.abstain) / n < m.ratio) outcome = 'oppose';
  run.instance.runtime.multi = { ...(run.instance.runtime.multi ?? {}), [node.id]: m };
  if (outcome) {
    const { [node.id]: _decided, ...rest } = run.instance.runtime.multi;
    run.instance.runtime.multi = rest;
  }
  return outcome;
}

/** agree / oppose / abandon (弃权) on a task: a vote, a delegate's answer, an added signer's, or a step. */
export async function decide(run: Run, task: LockedTask, actor: Actor, decision: Decision, input: TaskActionInput) {
  const node = nodeOf(run.graph, task.nodeId);
  const base = { taskId: task.id, nodeId: node.id, nodeName: node.name, actorId: actor.userId };
  const words = { opinion: input.opinion, signature: input.signature };
  if (task.kind === 'addSign') {
    await markDone(run, task, actor.userId, decision, input.opinion);
    record(run, { ...base, ...words, action: `addSign:${decision}` });
    return;
  }
  if (task.kind === 'delegate') {
    // 委派: the delegate answers, the task goes back to its owner, who still decides.
    await run.db
      .updateTable('wfTasks')
      .set({ assigneeId: task.ownerId, ownerId: null, kind: 'normal', lockedBy: null })
      .where('tenantId', '=', task.tenantId)
      .where('id', '=', task.id)
      .execute();
    await run.db
      .updateTable('wfTaskChanges')
      .set({ status: 'finish', updatedAt: run.now })
      .where('tenantId', '=', task.tenantId)
      .where('taskId', '=', task.id)
      .where('status', '=', 'running')
      .execute();
    record(run, { ...base, ...words, action: `delegateReturn:${decision}` });
    if (task.ownerId) notify(run, 'assigned', task.ownerId, task.id, { nodeName: node.name });
    return;
  }
  // Read with the task under the lock when it came through withPendingTask; looked up otherwise.
  const waiting =
    task.hasWaitingSigners ??
    (await run.db
      .selectFrom('wfTasks')
      .select('id')
      .where('tenantId', '=', task.tenantId)
      .where('parentTaskId', '=', task.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()) !== undefined;
  if (waiting) throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'added signers have not answered yet');
  const before = snapshot(run);
  if (input.data) {
    run.instance.formData = await run.deps.forms.accept({
      db: run.db,
      tenantId: run.instance.tenantId,
      userId: actor.userId,
      now: run.now,
      formKey: await formKeyOf(run),
      nodeId: node.id,
      values: input.data,
      previous: run.instance.formData,
    });
  }
  if (input.nodeUsers) {
    const nodeUsers = { ...((run.instance.variables.nodeUsers as Record<string, string[]>) ?? {}), ...input.nodeUsers };
    run.instance.variables = { ...run.instance.variables, nodeUsers };
  }
  await markDone(run, task, actor.userId, decision, input.opinion);
  const resubmit = node.type === 'startEvent';
  record(run, { ...base, ...words, action: resubmit ? 'resubmit' : decision });
  if (!resubmit) notify(run, decision === 'oppose' ? 'rejected' : 'approved', run.instance.starterId, task.id);
  const state = run.instance.runtime.multi?.[node.id];
  const outcome = state && !resubmit ? await vote(run, node, state, decision) : decision;
  if (outcome) {
    if (state) await cancelOtherVoters(run, node.id);
    if (!resubmit) setDecision(run, node.id, outcome);
    await proceed(run, node.id);
  }
  run.instance.runtime.last = {
    kind: resubmit ? 'resubmit' : decision,
    actorId: actor.userId,
    taskId: task.id,
    created: [...run.created],
    canceled: [...run.canceled],
    before,
  };
  if (input.copyTo?.length) await addCopies(run, actor.userId, input.copyTo, input.opinion);
}

async function cancelOtherVoters(run: Run, nodeId: string) {
  const rows = await run.db
    .updateTable('wfTasks')
    .set({ status: 'canceled', completedAt: run.now })
    .where('tenantId', '=', run.instance.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('nodeId', '=', nodeId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  run.canceled.push(...rows.map((r) => r.id));
}

async function formKeyOf(run: Run): Promise<string | null> {
  const row = await run.db
    .selectFrom('wfDefinitions')
    .select('formKey')
    .where('tenantId', '=', run.instance.tenantId)
    .where('id', '=', run.instance.definitionId)
    .executeTakeFirst();
  return row?.formKey ?? null;
}
