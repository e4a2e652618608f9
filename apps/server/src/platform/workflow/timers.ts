import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { decide } from './decide.ts';
import type { EngineDeps } from './engine-deps.ts';
import { cancelPending, endInstance, follow, notify, openRun, persist, record } from './runtime.ts';
import { readTask, type TaskRow } from './task-guard.ts';

const leaseMs = 60_000;

/**
 * Claims due timers (pending, or firing with an expired lease after a crash) with SKIP LOCKED, so
 * several servers share the work; each is then fired under its instance's lock and marked fired in
 * the same transaction, so none fires twice.
 */
export async function fireDueTimers(
  db: Db,
  deps: EngineDeps,
  now: Date,
  workerId: string,
  limit = 50,
): Promise<number> {
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await sql<{ tenantId: string; id: string }>`
      select tenant_id as "tenantId", id from wf_timers
      where (status = 'pending' and fire_at <= ${now}) or (status = 'firing' and lease_until < ${now})
      order by fire_at limit ${limit} for update skip locked`.execute(trx);
    for (const t of due.rows) {
      await trx
        .updateTable('wfTimers')
        .set({ status: 'firing', claimedBy: workerId, leaseUntil: new Date(now.getTime() + leaseMs) })
        .where('tenantId', '=', t.tenantId)
        .where('id', '=', t.id)
        .execute();
    }
    return due.rows;
  });
  let fired = 0;
  for (const t of claimed) {
    try {
      if (await fireOne(db, deps, t.tenantId, t.id, now, workerId)) fired++;
    } catch {
      // Left in 'firing': another worker retries once the lease has expired.
    }
  }
  return fired;
}

async function fireOne(db: Db, deps: EngineDeps, tenantId: string, timerId: string, now: Date, workerId: string) {
  const timer = await db
    .selectFrom('wfTimers')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', timerId)
    .executeTakeFirst();
  if (!timer) return false;
  return db.transaction().execute(async (trx) => {
    const run = await openRun(trx, deps, tenantId, timer.instanceId, now);
    const mine = await trx
      .updateTable('wfTimers')
      .set({ status: 'fired', firedAt: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', timerId)
      .where('status', '=', 'firing')
      .where('claimedBy', '=', workerId)
      .executeTakeFirst();
    if (Number(mine.numUpdatedRows) !== 1) return false;
    // Tasks of this entry into the node only: a later return to the node has timers of its own.
    const tasks: TaskRow[] =
      run.instance.status === 'running'
        ? await trx
            .selectFrom('wfTasks')
            .selectAll()
            .where('tenantId', '=', tenantId)
            .where('instanceId', '=', timer.instanceId)
            .where('nodeId', '=', timer.nodeId)
            .where('status', '=', 'pending')
            .where('createdAt', '<=', timer.createdAt)
            .execute()
        : [];
    if (tasks.length === 0) {
      await trx
        .updateTable('wfTimers')
        .set({ status: 'canceled' })
        .where('tenantId', '=', tenantId)
        .where('id', '=', timerId)
        .execute();
      return false;
    }
    const node = run.graph.nodes[timer.nodeId];
    const definition = run.graph.timers[timer.boundaryId];
    record(run, { action: `timeout:${timer.action}`, nodeId: timer.nodeId, nodeName: node?.name ?? null });
    if (timer.action === 'remind') {
      for (const task of tasks)
        if (task.assigneeId) notify(run, 'reminded', task.assigneeId, task.id, { nodeName: task.nodeName });
    } else if (timer.action === 'approve') {
      for (const listed of tasks) {
        // A decided vote closes the other voters' tasks: answer only those still open.
        const task = await readTask(trx, tenantId, listed.id);
        if (task.status !== 'pending') continue;
        const holder = task.assigneeId ?? run.instance.starterId;
        await decide(run, task, { tenantId, userId: holder, isAdmin: false }, 'agree', {
          taskId: task.id,
          opinion: '超时自动同意',
        });
      }
    } else if (timer.action === 'reject') {
      await cancelPending(run);
      endInstance(run, 'end', 'rejected', null);
    } else if (definition?.outgoing) {
      if (definition.cancelActivity) {
        await cancelPending(run, timer.nodeId);
        const { [timer.nodeId]: _left, ...multi } = run.instance.runtime.multi ?? {};
        run.instance.runtime.multi = multi;
      }
      await follow(run, [definition.outgoing]);
    }
    await persist(run);
    return true;
  });
}

/** Polls for due timers; call once at start-up (main.ts). Returns a stop function. */
export function startTimerLoop(db: Db, deps: EngineDeps, clock: { now: () => Date }, intervalMs = 30_000) {
  const workerId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await fireDueTimers(db, deps, clock.now(), workerId)) > 0) {
        // Keep going while a batch was full of work.
      }
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick().catch(() => undefined), intervalMs);
  handle.unref();
  return () => clearInterval(handle);
}
