import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from './definitions.ts';
import type { EngineDeps } from './engine-deps.ts';
import { openRun, openRunOfTask, persist, type Run } from './runtime.ts';
import type { InstanceRuntime, WfTasksTable } from './workflow.tables.ts';

export type TaskRow = Selectable<WfTasksTable>;
/** A task read under its instance's lock, with whether added signers still have to answer. */
export type LockedTask = TaskRow & { hasWaitingSigners?: boolean };

/** Who acts; `isAdmin` (tenant administrator or super user) may end and suspend any instance. */
export type Actor = { tenantId: string; userId: string; isAdmin: boolean };

export async function instanceIdOfTask(db: Db, tenantId: string, taskId: string): Promise<string> {
  if (!isUuid(taskId)) throw new AppError('TASK_NOT_FOUND');
  const row = await db
    .selectFrom('wfTasks')
    .select('instanceId')
    .where('tenantId', '=', tenantId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw new AppError('TASK_NOT_FOUND');
  return row.instanceId;
}

export async function readTask(db: Db, tenantId: string, taskId: string): Promise<TaskRow> {
  const task = await db
    .selectFrom('wfTasks')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw new AppError('TASK_NOT_FOUND');
  return task;
}

/** readTask plus the add-signer check in the same statement (decide.ts reads it). */
async function readLockedTask(db: Db, tenantId: string, taskId: string): Promise<LockedTask> {
  const task = await db
    .selectFrom('wfTasks as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('wfTasks as c')
            .select('c.id')
            .whereRef('c.tenantId', '=', 't.tenantId')
            .whereRef('c.parentTaskId', '=', 't.id')
            .where('c.status', '=', 'pending'),
        )
        .as('hasWaitingSigners'),
    )
    .where('t.tenantId', '=', tenantId)
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw new AppError('TASK_NOT_FOUND');
  // PGlite and pg both answer a boolean; keep the type honest if a driver answers 0/1.
  return { ...task, hasWaitingSigners: Boolean(task.hasWaitingSigners) };
}

/** The assignee, or (for a pooled task nobody has claimed away) one of its candidates. */
export async function assertCanAct(db: Db, actor: Actor, task: TaskRow): Promise<void> {
  if (task.assigneeId !== actor.userId) {
    const candidate =
      task.assigneeId === null &&
      (await db
        .selectFrom('wfTaskCandidates')
        .select('userId')
        .where('tenantId', '=', actor.tenantId)
        .where('taskId', '=', task.id)
        .where('userId', '=', actor.userId)
        .executeTakeFirst());
    if (!candidate) throw new AppError('TASK_NOT_YOURS');
  }
  if (task.lockedBy && task.lockedBy !== actor.userId) throw new AppError('TASK_LOCKED');
}

/**
 * One action on one pending task: one transaction that locks the instance row, re-reads the task
 * under that lock and refuses if someone else handled it first (exactly one of two racing
 * approvers wins; the other gets TASK_ALREADY_HANDLED).
 */
export async function withPendingTask<T>(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  taskId: string,
  now: Date,
  action: (run: Run, task: LockedTask) => Promise<T>,
): Promise<T> {
  if (!isUuid(taskId)) throw new AppError('TASK_NOT_FOUND');
  return inTransaction(db, async (trx) => {
    const run = await openRunOfTask(trx, deps, actor.tenantId, taskId, now);
    const task = await readLockedTask(trx, actor.tenantId, taskId);
    if (task.status !== 'pending') throw new AppError('TASK_ALREADY_HANDLED');
    if (run.instance.status !== 'running') throw new AppError('PROCESS_NOT_RUNNING');
    await assertCanAct(trx, actor, task);
    const result = await action(run, task);
    await persist(run);
    return result;
  });
}

/** Same transaction discipline for actions on the instance as a whole (withdraw, end, urge…). */
export async function withInstance<T>(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  instanceId: string,
  now: Date,
  action: (run: Run) => Promise<T>,
): Promise<T> {
  if (!isUuid(instanceId)) throw new AppError('PROCESS_NOT_FOUND');
  return inTransaction(db, async (trx) => {
    const run = await openRun(trx, deps, actor.tenantId, instanceId, now);
    const result = await action(run);
    await persist(run);
    return result;
  });
}

/** Marks a task done by the actor; the status guard makes a second completion a clear error. */
export async function markDone(run: Run, task: TaskRow, actorId: string, decision: string, opinion?: string) {
  const updated = await run.db
    .updateTable('wfTasks')
    .set({ status: 'done', decision, opinion: opinion ?? null, completedBy: actorId, completedAt: run.now })
    .where('tenantId', '=', task.tenantId)
    .where('id', '=', task.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('TASK_ALREADY_HANDLED');
  if (task.shifted) {
    await run.db
      .updateTable('wfTaskChanges')
      .set({ status: 'finish', updatedAt: run.now })
      .where('tenantId', '=', task.tenantId)
      .where('taskId', '=', task.id)
      .where('status', '=', 'running')
      .execute();
  }
}

/** What an undo (withdraw, take back) restores: the instance before this action. */
export function snapshot(run: Run): { runtime: Omit<InstanceRuntime, 'last'>; variables: Record<string, unknown> } {
  const { last: _last, ...runtime } = run.instance.runtime;
  return { runtime: structuredClone(runtime), variables: structuredClone(run.instance.variables) };
}
