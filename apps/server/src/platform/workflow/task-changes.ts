import type { TaskChangeSaveInput } from '@campusflow/contracts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { nodeOf } from './graph.ts';
import { notify, type Run, record } from './runtime.ts';
import { insertTask } from './task-factory.ts';
import type { Actor, TaskRow } from './task-guard.ts';

/** The people a change may hand a task to: active users of the tenant other than the actor. */
async function targetUsers(run: Run, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const users = (await run.directory.existing(actor.tenantId, ids)).filter((id) => id !== actor.userId);
  if (users.length === 0) throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'no valid person to hand the task to');
  return users;
}

/**
 * 转办 (shift): the task now belongs to the new people; 委派 (assignee, delegate): one person answers
 * and the task comes back to its owner. Both are listed in "my task changes" until finished.
 */
export async function changeTask(run: Run, task: TaskRow, actor: Actor, input: TaskChangeSaveInput) {
  if (task.kind !== 'normal') throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'this task cannot be handed on');
  const users = await targetUsers(
    run,
    actor,
    input.assignees.map((a) => a.executor),
  );
  if (input.changeType === 'assignee' && users.length !== 1) {
    throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'a task is delegated to one person');
  }
  const single = users.length === 1 ? (users[0] as string) : null;
  await run.db
    .updateTable('wfTasks')
    .set({
      assigneeId: single,
      ownerId: task.ownerId ?? actor.userId,
      agentOf: null,
      lockedBy: null,
      shifted: input.changeType === 'shift',
      kind: input.changeType === 'shift' ? 'normal' : 'delegate',
    })
    .where('tenantId', '=', task.tenantId)
    .where('id', '=', task.id)
    .execute();
  await run.db
    .deleteFrom('wfTaskCandidates')
    .where('tenantId', '=', task.tenantId)
    .where('taskId', '=', task.id)
    .execute();
  if (!single) {
    await run.db
      .insertInto('wfTaskCandidates')
      .values(users.map((userId) => ({ tenantId: task.tenantId, taskId: task.id, userId })))
      .execute();
  }
  const names = await run.directory.names(actor.tenantId, users);
  const id = newId(run.now.getTime());
  await run.db
    .insertInto('wfTaskChanges')
    .values({
      tenantId: task.tenantId,
      id,
      taskId: task.id,
      newTaskId: null,
      instanceId: task.instanceId,
      changeType: input.changeType,
      ownerId: actor.userId,
      executorIds: JSON.stringify(users),
      executorNames: JSON.stringify(users.map((u) => names.get(u) ?? '')),
      comment: input.comment,
      status: 'running',
      createdAt: run.now,
      updatedAt: run.now,
    })
    .execute();
  record(run, {
    action: input.changeType === 'shift' ? 'shift' : 'delegate',
    actorId: actor.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    opinion: input.comment,
    target: { userIds: users },
  });
  for (const userId of users) notify(run, 'assigned', userId, task.id, { nodeName: task.nodeName });
  return { id };
}

/** Cancelling a running change gives the task back to the person who handed it on. */
export async function setChangeStatus(
  run: Run,
  actor: Actor,
  change: { id: string; taskId: string; ownerId: string; status: string },
  status: 'running' | 'finish' | 'cancel',
) {
  if (change.ownerId !== actor.userId) throw new AppError('TASK_NOT_YOURS');
  if (change.status !== 'running' || status === 'running') {
    throw new AppError('PROCESS_ACTION_NOT_ALLOWED', `the change is ${change.status}`);
  }
  if (status === 'cancel') {
    const reverted = await run.db
      .updateTable('wfTasks')
      .set({ assigneeId: actor.userId, ownerId: null, shifted: false, kind: 'normal', lockedBy: null })
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', change.taskId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(reverted.numUpdatedRows) !== 1) throw new AppError('TASK_ALREADY_HANDLED');
    await run.db
      .deleteFrom('wfTaskCandidates')
      .where('tenantId', '=', actor.tenantId)
      .where('taskId', '=', change.taskId)
      .execute();
    record(run, { action: 'changeCancel', actorId: actor.userId, taskId: change.taskId });
  }
  await run.db
    .updateTable('wfTaskChanges')
    .set({ status, updatedAt: run.now })
    .where('tenantId', '=', actor.tenantId)
    .where('id', '=', change.id)
    .execute();
}

/**
 * 加签: on a vote the new people join the vote; on a single step they answer first and the holder
 * decides once they have (the holder's agree is refused until then).
 */
export async function addSigners(run: Run, task: TaskRow, actor: Actor, userIds: readonly string[], opinion?: string) {
  if (task.kind !== 'normal') throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'only the task holder may add signers');
  const node = nodeOf(run.graph, task.nodeId);
  const state = run.instance.runtime.multi?.[node.id];
  const known = new Set(state?.users ?? []);
  const users = (await targetUsers(run, actor, userIds)).filter((u) => !known.has(u));
  if (users.length === 0) throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'these people already take part');
  if (state) {
    run.instance.runtime.multi = {
      ...run.instance.runtime.multi,
      [node.id]: { ...state, users: [...state.users, ...users] },
    };
    if (state.mode !== 'sequential') {
      const { multi: _vote, ...oneByOne } = node;
      for (const userId of users) await insertTask(run, oneByOne, { users: [userId] });
    }
  } else {
    for (const userId of users)
      await insertTask(run, node, { users: [userId], kind: 'addSign', parentTaskId: task.id });
  }
  record(run, {
    action: 'addSign',
    actorId: actor.userId,
    taskId: task.id,
    nodeId: node.id,
    nodeName: node.name,
    opinion,
    target: { userIds: users },
  });
}

/** 锁定 / 解锁: claim a pooled task so the other candidates cannot act on it meanwhile. */
export async function setLock(run: Run, task: TaskRow, actor: Actor, lock: boolean) {
  if (!lock && task.lockedBy !== actor.userId) throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'not locked by you');
  await run.db
    .updateTable('wfTasks')
    .set({ lockedBy: lock ? actor.userId : null })
    .where('tenantId', '=', task.tenantId)
    .where('id', '=', task.id)
    .execute();
  record(run, {
    action: lock ? 'lock' : 'unlock',
    actorId: actor.userId,
    taskId: task.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
  });
}
