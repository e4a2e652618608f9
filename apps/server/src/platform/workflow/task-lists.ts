import { type ListQuery, type ListResult, type PendingRow, reminderTypeOf } from '@campusflow/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type ListFields, listCondition, listOrder, pageOf } from './list-filter.ts';
import type { Actor } from './task-guard.ts';

export type ListSpec = {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  select: RawBuilder<unknown>;
  fields: ListFields;
  defaultOrder: string;
};

/** Runs one paged list: exact total, whitelisted filters and sorts, the page's rows. */
export async function runList<T>(db: Db, query: ListQuery, spec: ListSpec): Promise<ListResult<T>> {
  const condition = listCondition(spec.fields, query.parameters);
  const { pageNo, limit } = query.requestPage;
  const total = await sql<{
    n: number;
  }>`select count(*)::int as n from ${spec.from} where ${spec.where} and ${condition}`.execute(db);
  const rows = await sql<T>`select ${spec.select} from ${spec.from} where ${spec.where} and ${condition}
    order by ${listOrder(spec.fields, query.sorts, spec.defaultOrder)} limit ${limit} offset ${(pageNo - 1) * limit}`.execute(
    db,
  );
  return { dataResult: rows.rows, pageResult: pageOf(query, Number(total.rows[0]?.n ?? 0)) };
}

// Every task list is one user's few hundred tasks, so each instance is looked up by key. The lateral
// "limit 1" keeps it that way: left to the planner, an over-estimate of the user's tasks made it hash-join
// a sequential scan of all instances (pending list at 1M tasks / 100k instances: p50 29 ms → ~3 ms).
export const taskFrom = sql`wf_tasks t
  cross join lateral (select * from wf_instances i0
    where i0.tenant_id = t.tenant_id and i0.id = t.instance_id limit 1) i
  join wf_definitions d on d.tenant_id = i.tenant_id and d.id = i.definition_id`;

const taskFields: ListFields = {
  subject: { column: 'i.subject', type: 'text' },
  procDefName: { column: 'd.name', type: 'text' },
  procDefKey: { column: 'd.key', type: 'text' },
  name: { column: 't.node_name', type: 'text' },
  ownerName: { column: 'i.starter_name', type: 'text' },
  createTime: { column: 't.created_at', type: 'date' },
  completeTime: { column: 't.completed_at', type: 'date' },
  status: { column: 'i.status', type: 'text' },
};

const taskSelect = sql`t.id as "id", t.id as "taskId", i.id as "instId", i.subject as "subject",
  d.name as "procDefName", d.key as "procDefKey", t.node_name as "name", t.node_id as "nodeId",
  t.created_at as "createTime", t.due_at as "dueTime", i.starter_name as "ownerName", t.kind as "kind",
  t.shifted as "shifted", t.agent_of as "agentOf", t.urge_count as "urgeCount", t.locked_by as "lockedBy",
  t.decision as "decision", t.completed_at as "completeTime", i.status as "instStatus", i.result as "result"`;

type TaskListRow = {
  id: string;
  taskId: string;
  instId: string;
  subject: string;
  procDefName: string;
  procDefKey: string;
  name: string;
  nodeId: string;
  createTime: Date;
  dueTime: Date | null;
  ownerName: string;
  kind: string;
  shifted: boolean;
  agentOf: string | null;
  urgeCount: number;
  lockedBy: string | null;
  decision: string | null;
  completeTime: Date | null;
  instStatus: string;
  result: string | null;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toPending(row: TaskListRow): PendingRow {
  return {
    id: row.id,
    taskId: row.taskId,
    instId: row.instId,
    subject: row.subject,
    procDefName: row.procDefName,
    procDefKey: row.procDefKey,
    name: row.name,
    nodeId: row.nodeId,
    createTime: iso(row.createTime) as string,
    dueTime: iso(row.dueTime),
    ownerName: row.ownerName,
    status: row.agentOf ? 'AGENT' : row.shifted ? 'DELIVERTO' : 'NORMAL',
    allowShift: row.kind === 'normal',
    urgeCount: row.urgeCount,
    reminderType: reminderTypeOf(row.urgeCount),
    locked: row.lockedBy !== null,
  };
}

/** Where the actor may act: assigned, or a candidate of a pooled task. */
export const mineToAct = (actor: Actor) => sql`t.tenant_id = ${actor.tenantId} and t.status = 'pending'
  and i.status in ('running', 'suspend')
  and (t.assignee_id = ${actor.userId} or (t.assignee_id is null and exists (select 1 from wf_task_candidates c
    where c.tenant_id = t.tenant_id and c.task_id = t.id and c.user_id = ${actor.userId})))`;

export async function pendingList(db: Db, actor: Actor, query: ListQuery): Promise<ListResult<PendingRow>> {
  const result = await runList<TaskListRow>(db, query, {
    from: taskFrom,
    where: mineToAct(actor),
    select: taskSelect,
    fields: taskFields,
    defaultOrder: 't.created_at desc, t.id desc',
  });
  return { ...result, dataResult: result.dataResult.map(toPending) };
}

function toHandled(row: TaskListRow) {
  return {
    ...toPending(row),
    decision: row.decision,
    completeTime: iso(row.completeTime),
    instStatus: row.instStatus,
    result: row.result,
  };
}

/** Tasks I answered; `revokable` keeps those I may still take back (nobody acted after me). */
export async function handledList(db: Db, actor: Actor, query: ListQuery, revokable: boolean) {
  const where = sql`t.tenant_id = ${actor.tenantId} and t.status = 'done' and t.completed_by = ${actor.userId}
    ${
      revokable
        ? sql`and i.status = 'running' and i.runtime->'last'->>'taskId' = t.id::text
      and i.runtime->'last'->>'kind' in ('agree', 'oppose', 'abandon')`
        : sql``
    }`;
  const result = await runList<TaskListRow>(db, query, {
    from: taskFrom,
    where,
    select: taskSelect,
    fields: taskFields,
    defaultOrder: 't.completed_at desc, t.id desc',
  });
  return { ...result, dataResult: result.dataResult.map(toHandled) };
}

/** Changes (transfer / delegate) I made, for taskChange/index. */
export async function taskChangeList(db: Db, actor: Actor, query: ListQuery) {
  return runList(db, query, {
    from: sql`wf_task_changes c join wf_instances i on i.tenant_id = c.tenant_id and i.id = c.instance_id
      join wf_tasks t on t.tenant_id = c.tenant_id and t.id = c.task_id`,
    where: sql`c.tenant_id = ${actor.tenantId} and c.owner_id = ${actor.userId}`,
    select: sql`c.id as "id", c.task_id as "taskId", i.id as "instId", i.subject as "subject", t.node_name as "name",
      c.change_type as "changeType", c.executor_ids as "executorIds", c.executor_names as "executorNames",
      c.comment as "comment", c.status as "status", c.created_at as "createTime"`,
    fields: {
      // One change (taskChangeDetail) or one task's changes: `Q^id^S`, `Q^taskId^S`.
      id: { column: 'c.id', type: 'uuid' },
      taskId: { column: 'c.task_id', type: 'uuid' },
      subject: { column: 'i.subject', type: 'text' },
      changeType: { column: 'c.change_type', type: 'text' },
      status: { column: 'c.status', type: 'text' },
      createTime: { column: 'c.created_at', type: 'date' },
    },
    defaultOrder: 'c.created_at desc, c.id desc',
  });
}
