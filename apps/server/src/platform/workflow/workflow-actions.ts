import type { CompleteTaskInput, TaskActionInput, TaskChangeSaveInput } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { decide } from './decide.ts';
import { isUuid } from './definitions.ts';
import type { EngineDeps } from './engine-deps.ts';
import { rejectTask, takeBack, withdrawByStarter } from './returns.ts';
import { cancelPending, endInstance, notify, type Run, record, settle } from './runtime.ts';
import { addCopies } from './start-process.ts';
import { addSigners, changeTask, setChangeStatus, setLock } from './task-changes.ts';
import { type Actor, instanceIdOfTask, readTask, withInstance, withPendingTask } from './task-guard.ts';

/** bpm/task/complete and its one-endpoint-per-action twins. */
export async function completeTask(db: Db, deps: EngineDeps, actor: Actor, input: CompleteTaskInput, now: Date) {
  const { actionName } = input;
  if (actionName === 'revoke') {
    // On a task, revoke is the applicant withdrawing from their own returned request.
    const instanceId = await instanceIdOfTask(db, actor.tenantId, input.taskId);
    return withInstance(db, deps, actor, instanceId, now, async (run) => {
      await withdrawByStarter(run, actor, input.opinion);
      return { instId: run.instance.id, status: run.instance.status, taskIds: [] as string[] };
    });
  }
  return withPendingTask(db, deps, actor, input.taskId, now, async (run, task) => {
    if (actionName === 'agree' || actionName === 'oppose' || actionName === 'abandon') {
      await decide(run, task, actor, actionName, input);
    } else {
      await rejectTask(
        run,
        task,
        actor,
        { destination: actionName === 'reject' ? input.destination : undefined, kind: actionName },
        input.backHandMode ?? 'normal',
        { opinion: input.opinion, signature: input.signature },
      );
    }
    await settle(run);
    return { instId: run.instance.id, status: run.instance.status, taskIds: run.created };
  });
}

export function actOnTask(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  actionName: CompleteTaskInput['actionName'],
  input: TaskActionInput,
  now: Date,
) {
  return completeTask(db, deps, actor, { ...input, actionName }, now);
}

/** Agrees to each task in turn; one failure does not undo the others (each is its own transaction). */
export async function batchAgree(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  taskIds: string[],
  opinion: string | undefined,
  now: Date,
) {
  const results: { taskId: string; ok: boolean; state?: number }[] = [];
  for (const taskId of taskIds) {
    try {
      await completeTask(db, deps, actor, { taskId, actionName: 'agree', opinion }, now);
      results.push({ taskId, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ taskId, ok: false, state: error.state });
    }
  }
  return results;
}

export function withdraw(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  opinion: string | undefined,
  now: Date,
) {
  return withInstance(db, deps, actor, instanceId, now, (run) => withdrawByStarter(run, actor, opinion));
}

export async function takeBackTask(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  taskId: string,
  opinion: string | undefined,
  now: Date,
) {
  const instanceId = await instanceIdOfTask(db, actor.tenantId, taskId);
  return withInstance(db, deps, actor, instanceId, now, async (run) => {
    await takeBack(run, actor, await readTask(run.db, actor.tenantId, taskId), opinion);
  });
}

export function saveTaskChange(db: Db, deps: EngineDeps, actor: Actor, input: TaskChangeSaveInput, now: Date) {
  return withPendingTask(db, deps, actor, input.taskId, now, (run, task) => changeTask(run, task, actor, input));
}

export async function setTaskChangeStatus(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  id: string,
  status: 'running' | 'finish' | 'cancel',
  now: Date,
) {
  const change = isUuid(id)
    ? await db
        .selectFrom('wfTaskChanges')
        .select(['id', 'taskId', 'ownerId', 'status', 'instanceId'])
        .where('tenantId', '=', actor.tenantId)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!change) throw new AppError('TASK_NOT_FOUND');
  return withInstance(db, deps, actor, change.instanceId, now, (run) => setChangeStatus(run, actor, change, status));
}

export function addSign(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  taskId: string,
  userIds: string[],
  opinion: string | undefined,
  now: Date,
) {
  return withPendingTask(db, deps, actor, taskId, now, (run, task) => addSigners(run, task, actor, userIds, opinion));
}

export async function lockTask(db: Db, deps: EngineDeps, actor: Actor, taskId: string, lock: boolean, now: Date) {
  return withPendingTask(db, deps, actor, taskId, now, (run, task) => setLock(run, task, actor, lock));
}

/** Holders of an open task of the instance, and administrators, may end or suspend it. */
async function assertInCharge(run: Run, actor: Actor) {
  if (actor.isAdmin) return;
  const holder = await run.db
    .selectFrom('wfTasks')
    .select('id')
    .where('tenantId', '=', actor.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('status', '=', 'pending')
    .where('assigneeId', '=', actor.userId)
    .executeTakeFirst();
  if (!holder) throw new AppError('PROCESS_ACTION_NOT_ALLOWED');
}

export function endProcess(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  opinion: string | undefined,
  now: Date,
) {
  return withInstance(db, deps, actor, instanceId, now, async (run) => {
    if (run.instance.status !== 'running' && run.instance.status !== 'suspend')
      throw new AppError('PROCESS_NOT_RUNNING');
    await assertInCharge(run, actor);
    await cancelPending(run);
    record(run, { action: 'endProcess', actorId: actor.userId, opinion });
    endInstance(run, 'manualend', 'terminated', actor.userId);
  });
}

export function suspendProcess(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  suspend: boolean,
  now: Date,
) {
  return withInstance(db, deps, actor, instanceId, now, async (run) => {
    if (run.instance.status !== (suspend ? 'running' : 'suspend')) throw new AppError('PROCESS_NOT_RUNNING');
    await assertInCharge(run, actor);
    run.instance.status = suspend ? 'suspend' : 'running';
    record(run, { action: suspend ? 'suspend' : 'resume', actorId: actor.userId });
  });
}

const urgeInterval = 60 * 60 * 1000;

/** 催办 by the applicant: every open task gets a reminder, at most once an hour. */
export function urge(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  opinion: string | undefined,
  now: Date,
) {
  return withInstance(db, deps, actor, instanceId, now, async (run) => {
    if (run.instance.starterId !== actor.userId) throw new AppError('TASK_NOT_YOURS');
    if (run.instance.status !== 'running') throw new AppError('PROCESS_NOT_RUNNING');
    const tasks = await run.db
      .selectFrom('wfTasks')
      .select(['id', 'assigneeId', 'lastUrgedAt', 'urgeCount'])
      .where('tenantId', '=', actor.tenantId)
      .where('instanceId', '=', instanceId)
      .where('status', '=', 'pending')
      .execute();
    if (tasks.some((t) => t.lastUrgedAt && now.getTime() - t.lastUrgedAt.getTime() < urgeInterval)) {
      throw new AppError('PROCESS_URGE_TOO_SOON');
    }
    for (const task of tasks) {
      await run.db
        .updateTable('wfTasks')
        .set((eb) => ({ urgeCount: eb('urgeCount', '+', 1), lastUrgedAt: now }))
        .where('tenantId', '=', actor.tenantId)
        .where('id', '=', task.id)
        .execute();
      const to = task.assigneeId
        ? [task.assigneeId]
        : (
            await run.db
              .selectFrom('wfTaskCandidates')
              .select('userId')
              .where('tenantId', '=', actor.tenantId)
              .where('taskId', '=', task.id)
              .execute()
          ).map((c) => c.userId);
      for (const userId of to) notify(run, 'urged', userId, task.id, { urgeCount: task.urgeCount + 1 });
    }
    record(run, { action: 'urge', actorId: actor.userId, opinion });
    return { urged: tasks.length };
  });
}

export function copyTo(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  userIds: string[],
  opinion: string | undefined,
  now: Date,
) {
  return withInstance(db, deps, actor, instanceId, now, (run) => addCopies(run, actor.userId, userIds, opinion));
}
