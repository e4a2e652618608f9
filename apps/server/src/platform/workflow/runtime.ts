import { evaluate, scopeOf, truthy } from '@campusflow/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { graphOf } from './definitions.ts';
import type { EngineDeps } from './engine-deps.ts';
import { flowOf, type GraphNode, nodeOf, type ProcessGraph } from './graph.ts';
import type { OrgDirectory } from './org-relations-adapter.ts';
import { enterUserTask } from './task-factory.ts';
import type { OutboxEvent, WfHistoryTable, WfInstancesTable, WfOutboxTable } from './workflow.tables.ts';

export type InstanceRow = Selectable<WfInstancesTable>;

/** One action on one instance, inside one transaction: the walk's working state until persist(). */
export type Run = {
  db: Db;
  deps: EngineDeps;
  /** Bound to the action's transaction (PGlite has one session: a query beside it would wait forever). */
  directory: OrgDirectory;
  now: Date;
  instance: InstanceRow;
  graph: ProcessGraph;
  /** Version read under the row lock; persist() refuses if it moved (two actions at once). */
  version: number;
  /**
   * Time of this action's first history entry: never before the previous action's last one, so the
   * timeline keeps its order even when two actions fall in the same millisecond.
   */
  historyBase: number;
  created: string[];
  canceled: string[];
  reachedEnd: 'approved' | 'rejected' | null;
  history: Insertable<WfHistoryTable>[];
  outbox: Insertable<WfOutboxTable>[];
};

export async function openRun(db: Db, deps: EngineDeps, tenantId: string, instanceId: string, now: Date) {
  const instance = await db
    .selectFrom('wfInstances')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', instanceId)
    .forUpdate()
    .executeTakeFirst();
  if (!instance) throw new AppError('PROCESS_NOT_FOUND');
  return newRun(db, deps, instance, await graphOf(db, tenantId, instance.definitionId), now);
}

/**
 * openRun for an action on a task: finds and locks the task's instance in one statement (one round
 * trip fewer per approval than looking the instance id up first). An unknown task is TASK_NOT_FOUND.
 */
export async function openRunOfTask(db: Db, deps: EngineDeps, tenantId: string, taskId: string, now: Date) {
  const instance = await db
    .selectFrom('wfInstances')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('wfTasks')
        .select('wfTasks.instanceId')
        .where('wfTasks.tenantId', '=', tenantId)
        .where('wfTasks.id', '=', taskId),
    )
    .forUpdate()
    .executeTakeFirst();
  if (!instance) throw new AppError('TASK_NOT_FOUND');
  return newRun(db, deps, instance, await graphOf(db, tenantId, instance.definitionId), now);
}

export function newRun(db: Db, deps: EngineDeps, instance: InstanceRow, graph: ProcessGraph, now: Date): Run {
  const run: Run = {
    db,
    deps,
    directory: deps.directory(db),
    now,
    instance: { ...instance, runtime: structuredClone(instance.runtime ?? {}) },
    graph,
    version: instance.version,
    historyBase: Math.max(now.getTime(), new Date(instance.updatedAt).getTime() + 1),
    created: [],
    canceled: [],
    reachedEnd: null,
    history: [],
    outbox: [],
  };
  return run;
}

export function expressionScope(run: Run) {
  const { formData, variables } = run.instance;
  return scopeOf({ form: formData, vars: variables }, variables, formData);
}

/** Walks from the outgoing flows of `nodeId` until every token rests on a user task, a join or an end. */
export async function leave(run: Run, nodeId: string): Promise<void> {
  await follow(run, nodeOf(run.graph, nodeId).outgoing);
}

export async function enter(run: Run, nodeId: string): Promise<void> {
  await walk(run, [nodeId]);
}

/** Follows the given flows (a timer boundary's outgoing flow, for instance). */
export async function follow(run: Run, flowIds: readonly string[]): Promise<void> {
  await walk(
    run,
    flowIds.map((id) => flowOf(run.graph, id).target),
  );
}

async function walk(run: Run, start: string[]): Promise<void> {
  const queue = [...start];
  const targets = (node: GraphNode) => node.outgoing.map((id) => flowOf(run.graph, id).target);
  for (let steps = 0; queue.length > 0; steps++) {
    if (steps > 500) throw new AppError('PROCESS_NO_ROUTE', 'the process loops without reaching a user task');
    const node = nodeOf(run.graph, queue.shift() as string);
    if (node.type === 'userTask') {
      if (!(await enterUserTask(run, node))) queue.push(...targets(node));
    } else if (node.type === 'exclusiveGateway') {
      queue.push(chooseFlow(run, node));
    } else if (node.type === 'parallelGateway') {
      if (arriveAtJoin(run, node)) queue.push(...targets(node));
    } else if (node.type === 'serviceTask') {
      await runServiceTask(run, node);
      queue.push(...targets(node));
    } else if (node.type === 'endEvent') {
      // A rejecting end terminates every branch; a normal end waits for the other branches.
      if (node.result === 'rejected') run.reachedEnd = 'rejected';
      else run.reachedEnd ??= 'approved';
    } else {
      queue.push(...targets(node));
    }
  }
}

function chooseFlow(run: Run, node: GraphNode): string {
  const scope = expressionScope(run);
  for (const flowId of node.outgoing) {
    const flow = flowOf(run.graph, flowId);
    if (flowId === node.defaultFlow) continue;
    if (!flow.condition) return flow.target;
    let passed: boolean;
    try {
      passed = truthy(evaluate(flow.condition, scope));
    } catch {
      throw new AppError('PROCESS_EXPRESSION_ERROR', `${flow.id}: ${flow.conditionText ?? ''}`.slice(0, 300));
    }
    if (passed) return flow.target;
  }
  if (node.defaultFlow) return flowOf(run.graph, node.defaultFlow).target;
  throw new AppError('PROCESS_NO_ROUTE', `gateway ${node.id}`);
}

/** A join passes once every incoming branch has arrived; a fork (one incoming) passes at once. */
function arriveAtJoin(run: Run, node: GraphNode): boolean {
  if (node.incoming.length <= 1) return true;
  const joins = { ...(run.instance.runtime.joins ?? {}) };
  const arrived = (joins[node.id] ?? 0) + 1;
  if (arrived >= node.incoming.length) delete joins[node.id];
  else joins[node.id] = arrived;
  run.instance.runtime.joins = joins;
  return arrived >= node.incoming.length;
}

async function runServiceTask(run: Run, node: GraphNode) {
  const handler = run.deps.handlers.get(node.handler ?? '');
  if (!handler) throw new AppError('PROCESS_ACTION_NOT_ALLOWED', `no handler registered for "${node.handler}"`);
  const { instance } = run;
  const result = await handler({
    db: run.db,
    tenantId: instance.tenantId,
    instanceId: instance.id,
    businessKey: instance.businessKey,
    nodeId: node.id,
    starterId: instance.starterId,
    formData: instance.formData,
    variables: instance.variables,
    now: run.now,
  });
  if (result) instance.variables = { ...instance.variables, ...result };
  record(run, { action: 'service', nodeId: node.id, nodeName: node.name });
}

/** Cancels pending tasks of the instance (all, or of one node); returns their ids. */
export async function cancelPending(run: Run, nodeId?: string): Promise<string[]> {
  let query = run.db
    .updateTable('wfTasks')
    .set({ status: 'canceled', completedAt: run.now })
    .where('tenantId', '=', run.instance.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('status', '=', 'pending');
  if (nodeId) query = query.where('nodeId', '=', nodeId);
  const rows = await query.returning('id').execute();
  run.canceled.push(...rows.map((r) => r.id));
  return rows.map((r) => r.id);
}

type HistoryInput = {
  action: string;
  actorId?: string | null;
  taskId?: string | null;
  nodeId?: string | null;
  nodeName?: string | null;
  opinion?: string | null | undefined;
  signature?: string | null | undefined;
  target?: Record<string, unknown> | null;
};

export function record(run: Run, entry: HistoryInput): void {
  run.history.push({
    tenantId: run.instance.tenantId,
    id: newId(run.now.getTime()),
    instanceId: run.instance.id,
    taskId: entry.taskId ?? null,
    nodeId: entry.nodeId ?? null,
    nodeName: entry.nodeName ?? null,
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorName: null,
    opinion: entry.opinion ?? null,
    signature: entry.signature ?? null,
    target: entry.target ? JSON.stringify(entry.target) : null,
    createdAt: new Date(run.historyBase + run.history.length),
  });
}

export function notify(run: Run, event: OutboxEvent, recipientId: string, taskId: string | null, extra = {}) {
  run.outbox.push({
    tenantId: run.instance.tenantId,
    id: newId(run.now.getTime()),
    event,
    instanceId: run.instance.id,
    taskId,
    recipientId,
    payload: JSON.stringify({ subject: run.instance.subject, ...extra }),
    createdAt: run.now,
  });
}

export async function pendingCount(run: Run): Promise<number> {
  const row = await run.db
    .selectFrom('wfTasks')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('tenantId', '=', run.instance.tenantId)
    .where('instanceId', '=', run.instance.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Ends the instance when an end event was reached and no branch is still open. `persist` calls it;
 * an action that answers the instance's status calls it first so the answer is not a step behind.
 */
export async function settle(run: Run): Promise<void> {
  if (!run.reachedEnd || run.instance.status !== 'running') return;
  if (run.reachedEnd === 'rejected') await cancelPending(run);
  else if ((await pendingCount(run)) > 0) return;
  endInstance(run, 'end', run.reachedEnd, null);
}

export function endInstance(
  run: Run,
  status: 'end' | 'manualend',
  result: NonNullable<InstanceRow['result']>,
  by: string | null,
) {
  Object.assign(run.instance, { status, result, endedAt: run.now, endedBy: by });
  run.instance.runtime = { ...(run.instance.runtime.last ? { last: run.instance.runtime.last } : {}) };
  notify(run, 'ended', run.instance.starterId, null, { result });
  record(run, { action: 'end', actorId: by, target: { result } });
}

// Display names of recent actors, so a busy approver's every step does not look their name up again.
// Kept briefly: history stores the name at the time of the action, and a renamed user shows under the
// new name within a minute. Keys lead with the tenant.
const nameCache = new Map<string, { name: string; at: number }>();
const nameTtlMs = 60_000;

async function actorNames(run: Run, userIds: readonly string[]): Promise<Map<string, string>> {
  const tenantId = run.instance.tenantId;
  const now = Date.now();
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of new Set(userIds)) {
    const hit = nameCache.get(`${tenantId}:${id}`);
    if (hit && now - hit.at < nameTtlMs) found.set(id, hit.name);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const looked = await run.directory.names(tenantId, missing);
    if (nameCache.size > 10_000) nameCache.clear();
    for (const [id, name] of looked) {
      found.set(id, name);
      nameCache.set(`${tenantId}:${id}`, { name, at: now });
    }
  }
  return found;
}

/** Writes the instance (guarded by its version), the history and the outbox of this action. */
export async function persist(run: Run): Promise<void> {
  await settle(run);
  const { instance } = run;
  const updated = await run.db
    .updateTable('wfInstances')
    .set({
      subject: instance.subject,
      status: instance.status,
      result: instance.result,
      formData: JSON.stringify(instance.formData),
      variables: JSON.stringify(instance.variables),
      runtime: JSON.stringify(instance.runtime),
      endedAt: instance.endedAt,
      endedBy: instance.endedBy,
      updatedAt: new Date(run.historyBase + Math.max(0, run.history.length - 1)),
      version: run.version + 1,
    })
    .where('tenantId', '=', instance.tenantId)
    .where('id', '=', instance.id)
    .where('version', '=', run.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('TASK_ALREADY_HANDLED', 'the request changed meanwhile');
  if (run.history.length > 0) {
    const actors = run.history.flatMap((h) => (h.actorId ? [h.actorId] : []));
    const names = await actorNames(run, actors);
    for (const h of run.history) h.actorName = h.actorId ? (names.get(h.actorId) ?? null) : null;
  }
  // History and outbox in one round trip where both have rows (a data-modifying CTE).
  if (run.history.length > 0 && run.outbox.length > 0) {
    const history = run.history;
    await run.db
      .with('h', (db) => db.insertInto('wfHistory').values(history))
      .insertInto('wfOutbox')
      .values(run.outbox)
      .execute();
  } else if (run.history.length > 0) await run.db.insertInto('wfHistory').values(run.history).execute();
  else if (run.outbox.length > 0) await run.db.insertInto('wfOutbox').values(run.outbox).execute();
}
