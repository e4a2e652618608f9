import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import type { AssigneeRule, GraphNode } from './graph.ts';
import { notify, type Run } from './runtime.ts';

/** The users a node's rules name for this instance, without duplicates. */
export async function resolveAssignees(run: Run, node: GraphNode): Promise<string[]> {
  const { directory } = run;
  const { tenantId, starterId, variables } = run.instance;
  const found: string[] = [];
  const asList = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? v.split(',') : [];
  for (const rule of node.assignees ?? ([] as AssigneeRule[])) {
    if (rule.type === 'starter') found.push(starterId);
    else if (rule.type === 'user') found.push(...(await directory.existing(tenantId, rule.value.split('|'))));
    else if (rule.type === 'role') found.push(...(await directory.withRole(tenantId, rule.value)));
    else if (rule.type === 'position') found.push(...(await directory.withPosition(tenantId, rule.value)));
    else if (rule.type === 'group') found.push(...(await directory.inGroup(tenantId, rule.value)));
    else if (rule.type === 'relation') found.push(...(await directory.byRelation(tenantId, rule.value, starterId)));
    else {
      const value =
        rule.type === 'nodeUsers'
          ? (variables.nodeUsers as Record<string, unknown> | undefined)?.[node.id]
          : variables[rule.value];
      found.push(...(await directory.existing(tenantId, asList(value))));
    }
  }
  // Rule order is kept: a sequential vote asks people in the order the definition names them.
  return [...new Set(found)];
}

/** Standing proxies (代理): a principal away for this process is replaced by their agent. */
async function withAgents(run: Run, users: string[]): Promise<{ userId: string; agentOf: string | null }[]> {
  if (users.length === 0) return [];
  const defKey = run.instance.defKey;
  const agents = await run.db
    .selectFrom('wfAgents')
    .select(['principalId', 'agentId', 'defKey'])
    .where('tenantId', '=', run.instance.tenantId)
    .where('principalId', 'in', users)
    .where('enabled', '=', true)
    .where('startAt', '<=', run.now)
    .where('endAt', '>', run.now)
    .where((eb) => eb.or([eb('defKey', 'is', null), eb('defKey', '=', defKey)]))
    .execute();
  return users.map((userId) => {
    // A process-specific proxy wins over a general one.
    const agent =
      agents.find((a) => a.principalId === userId && a.defKey) ?? agents.find((a) => a.principalId === userId);
    return agent ? { userId: agent.agentId, agentOf: userId } : { userId, agentOf: null };
  });
}

export type NewTask = {
  users: string[];
  kind?: 'normal' | 'addSign' | 'delegate';
  parentTaskId?: string | null;
  ownerId?: string | null;
};

/** One task for one user, or one pooled task (claimable) when several users share it. */
export async function insertTask(run: Run, node: GraphNode, spec: NewTask): Promise<string> {
  const people = await withAgents(run, spec.users);
  const single = people.length === 1 ? (people[0] as { userId: string; agentOf: string | null }) : null;
  const id = newId(run.now.getTime());
  const firstTimer = node.timers?.[0] ? run.graph.timers[node.timers[0]] : undefined;
  await run.db
    .insertInto('wfTasks')
    .values({
      tenantId: run.instance.tenantId,
      id,
      instanceId: run.instance.id,
      nodeId: node.id,
      nodeName: node.name,
      assigneeId: single?.userId ?? null,
      agentOf: single?.agentOf ?? null,
      ownerId: spec.ownerId ?? null,
      kind: spec.kind ?? 'normal',
      parentTaskId: spec.parentTaskId ?? null,
      status: 'pending',
      dueAt: firstTimer ? new Date(run.now.getTime() + firstTimer.durationMs) : null,
      createdAt: run.now,
    })
    .execute();
  if (!single) {
    const candidates = [...new Set(people.map((p) => p.userId))];
    await run.db
      .insertInto('wfTaskCandidates')
      .values(candidates.map((userId) => ({ tenantId: run.instance.tenantId, taskId: id, userId })))
      .execute();
  }
  run.created.push(id);
  for (const p of people) notify(run, 'assigned', p.userId, id, { nodeName: node.name });
  return id;
}

/**
 * Creates the tasks of a user task node. Returns false when nobody was found and the node says
 * skip (the walk goes on); refuses the action when nobody was found otherwise.
 */
export async function enterUserTask(run: Run, node: GraphNode, chosen?: string[]): Promise<boolean> {
  const users = chosen ?? (await resolveAssignees(run, node));
  if (users.length === 0) {
    if (node.emptyAssignee === 'skip') return false;
    throw new AppError('PROCESS_NO_ASSIGNEE', node.name);
  }
  await scheduleTimers(run, node);
  if (!node.multi) {
    await insertTask(run, node, { users });
    return true;
  }
  const multi = { ...node.multi, users, next: 1, agree: 0, oppose: 0, abstain: 0 };
  run.instance.runtime.multi = { ...(run.instance.runtime.multi ?? {}), [node.id]: multi };
  const first = node.multi.mode === 'sequential' ? users.slice(0, 1) : users;
  for (const user of first) await insertTask(run, node, { users: [user] });
  return true;
}

/** The node's timer boundary events, persisted so a scheduler on any server fires them once. */
async function scheduleTimers(run: Run, node: GraphNode) {
  const timers = (node.timers ?? []).flatMap((id) => (run.graph.timers[id] ? [run.graph.timers[id]] : []));
  if (timers.length === 0) return;
  await run.db
    .insertInto('wfTimers')
    .values(
      timers.map((timer) => ({
        tenantId: run.instance.tenantId,
        id: newId(run.now.getTime()),
        instanceId: run.instance.id,
        nodeId: node.id,
        boundaryId: timer.id,
        action: timer.action,
        fireAt: new Date(run.now.getTime() + timer.durationMs),
        createdAt: run.now,
      })),
    )
    .execute();
}
