import type { BackHandMode } from '@campusflow/contracts';
import { AppError } from '../http/app-error.ts';
import { reenterNode } from './decide.ts';
import { nodeOf, userTasksBefore } from './graph.ts';
import { cancelPending, endInstance, notify, pendingCount, type Run, record } from './runtime.ts';
import { insertTask } from './task-factory.ts';
import { type Actor, markDone, snapshot, type TaskRow } from './task-guard.ts';

export type RejectTarget = { nodeId: string; nodeName: string; isStarter: boolean };

/**
 * Where a task may be returned to (toReject): the applicant, then the earlier user tasks of the
 * diagram that were really handled in this instance, oldest first (the last one is "previous").
 */
export async function rejectTargets(run: Run, task: TaskRow): Promise<RejectTarget[]> {
  const start = nodeOf(run.graph, run.graph.startId);
  const targets: RejectTarget[] = [{ nodeId: start.id, nodeName: start.name, isStarter: true }];
  if (task.nodeId === start.id) return [];
  const before = new Set(userTasksBefore(run.graph, task.nodeId).map((n) => n.id));
  const rows = await run.db
    .selectFrom('wfTasks')
    .select(['nodeId', 'nodeName', ({ fn }) => fn.max('completedAt').as('at')])
    .where('tenantId', '=', run.instance.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('status', '=', 'done')
    .where('kind', '=', 'normal')
    .where('decision', 'in', ['agree', 'oppose', 'abandon'])
    .groupBy(['nodeId', 'nodeName'])
    .orderBy('at')
    .execute();
  for (const row of rows) {
    if (before.has(row.nodeId) && row.nodeId !== task.nodeId) {
      targets.push({ nodeId: row.nodeId, nodeName: row.nodeName, isStarter: false });
    }
  }
  return targets;
}

/** 驳回: to a chosen node, the previous one, or the applicant; every open branch is closed. */
export async function rejectTask(
  run: Run,
  task: TaskRow,
  actor: Actor,
  to: { destination?: string | undefined; kind: 'reject' | 'rejectToPrevious' | 'rejectToStart' },
  mode: BackHandMode,
  words: { opinion?: string | undefined; signature?: string | undefined },
) {
  if (task.kind !== 'normal') throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'only the task holder may return it');
  const targets = await rejectTargets(run, task);
  const target =
    to.kind === 'rejectToStart'
      ? targets[0]
      : to.destination
        ? targets.find((t) => t.nodeId === to.destination)
        : targets[targets.length - 1];
  if (!target) throw new AppError('PROCESS_REJECT_TARGET_INVALID', to.destination ?? to.kind);
  const before = snapshot(run);
  await markDone(run, task, actor.userId, 'reject', words.opinion);
  await cancelPending(run);
  const runtime = run.instance.runtime;
  run.instance.runtime = {
    ...(mode === 'direct' ? { returnTo: { ...(runtime.returnTo ?? {}), [target.nodeId]: task.nodeId } } : {}),
  };
  const node = nodeOf(run.graph, task.nodeId);
  record(run, {
    action: to.kind,
    actorId: actor.userId,
    taskId: task.id,
    nodeId: node.id,
    nodeName: node.name,
    ...words,
    target: { nodeId: target.nodeId, nodeName: target.nodeName, backHandMode: mode },
  });
  if (target.isStarter) {
    await insertTask(run, nodeOf(run.graph, target.nodeId), { users: [run.instance.starterId] });
  } else {
    await reenterNode(run, target.nodeId);
  }
  notify(run, 'rejected', run.instance.starterId, task.id, { to: target.nodeName });
  run.instance.runtime.last = {
    kind: to.kind,
    actorId: actor.userId,
    taskId: task.id,
    created: [...run.created],
    canceled: [...run.canceled],
    before,
  };
}

/** True when nobody has touched the tasks the last action created (claimed, moved, signed). */
async function untouched(run: Run, created: readonly string[]): Promise<boolean> {
  if (created.length === 0) return true;
  const rows = await run.db
    .selectFrom('wfTasks')
    .select(['id', 'status', 'lockedBy', 'shifted', 'kind', 'ownerId'])
    .where('tenantId', '=', run.instance.tenantId)
    .where((eb) => eb.or([eb('id', 'in', created), eb('parentTaskId', 'in', created)]))
    .execute();
  return (
    rows.length === created.length &&
    rows.every((r) => r.status === 'pending' && !r.lockedBy && !r.shifted && r.kind === 'normal' && !r.ownerId)
  );
}

/** 撤回 by the applicant: allowed while the first step (or their own returned task) is untouched. */
export async function withdrawByStarter(run: Run, actor: Actor, opinion?: string) {
  const { instance } = run;
  if (instance.starterId !== actor.userId) throw new AppError('TASK_NOT_YOURS');
  if (instance.status !== 'running') throw new AppError('PROCESS_NOT_RUNNING');
  const last = instance.runtime.last;
  const ownReturned = await run.db
    .selectFrom('wfTasks')
    .select('id')
    .where('tenantId', '=', instance.tenantId)
    .where('instanceId', '=', instance.id)
    .where('status', '=', 'pending')
    .where('nodeId', '=', run.graph.startId)
    .executeTakeFirst();
  const fresh =
    last && (last.kind === 'start' || last.kind === 'resubmit') && last.actorId === actor.userId
      ? await untouched(run, last.created)
      : false;
  if (!fresh && !(ownReturned && (await pendingCount(run)) === 1)) throw new AppError('PROCESS_REVOKE_DENIED');
  await cancelPending(run);
  record(run, { action: 'revoke', actorId: actor.userId, opinion });
  endInstance(run, 'end', 'revoked', actor.userId);
}

/** 拿回 by an approver: their answer is undone while the next step is untouched. */
export async function takeBack(run: Run, actor: Actor, task: TaskRow, opinion?: string) {
  const { instance } = run;
  if (instance.status !== 'running') throw new AppError('PROCESS_NOT_RUNNING');
  if (task.completedBy !== actor.userId || task.status !== 'done') throw new AppError('TASK_NOT_YOURS');
  const last = instance.runtime.last;
  if (!last || last.taskId !== task.id || !['agree', 'oppose', 'abandon'].includes(last.kind)) {
    throw new AppError('PROCESS_REVOKE_DENIED');
  }
  if (!(await untouched(run, last.created))) throw new AppError('PROCESS_REVOKE_DENIED');
  const tenantId = instance.tenantId;
  if (last.created.length > 0) {
    await run.db
      .updateTable('wfTasks')
      .set({ status: 'canceled', completedAt: run.now })
      .where('tenantId', '=', tenantId)
      .where('id', 'in', last.created)
      .execute();
  }
  const reopen = [...last.canceled, task.id];
  await run.db
    .updateTable('wfTasks')
    .set({ status: 'pending', completedAt: null, completedBy: null, decision: null, opinion: null })
    .where('tenantId', '=', tenantId)
    .where('id', 'in', reopen)
    .execute();
  instance.runtime = structuredClone(last.before.runtime);
  instance.variables = structuredClone(last.before.variables);
  record(run, {
    action: 'takeBack',
    actorId: actor.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    opinion,
  });
}
