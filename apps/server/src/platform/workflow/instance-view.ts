import type { ButtonAlias, Locale } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { buttonsFor, defaultTaskButtons } from './button-labels.ts';
import { findDefinition, graphOf, isUuid } from './definitions.ts';
import type { EngineDeps } from './engine-deps.ts';
import { nodeOf } from './graph.ts';
import { nodeUserChoices } from './next-nodes.ts';
import { type Actor, assertCanAct, readTask } from './task-guard.ts';

async function loadInstance(db: Db, actor: Actor, instId: string) {
  if (!isUuid(instId)) throw new AppError('PROCESS_NOT_FOUND');
  const instance = await db
    .selectFrom('wfInstances')
    .selectAll()
    .where('tenantId', '=', actor.tenantId)
    .where('id', '=', instId)
    .executeTakeFirst();
  if (!instance) throw new AppError('PROCESS_NOT_FOUND');
  return instance;
}

/** Who may read a request: its applicant, anyone who held or holds one of its tasks, copy recipients, admins. */
export async function loadViewable(db: Db, actor: Actor, instId: string) {
  const instance = await loadInstance(db, actor, instId);
  if (actor.isAdmin || instance.starterId === actor.userId) return instance;
  const me = actor.userId;
  const found = await sql<{ ok: number }>`select 1 as ok where exists (select 1 from wf_tasks t
      where t.tenant_id = ${actor.tenantId} and t.instance_id = ${instId}
        and (t.assignee_id = ${me} or t.completed_by = ${me} or t.owner_id = ${me} or exists (select 1
          from wf_task_candidates c where c.tenant_id = t.tenant_id and c.task_id = t.id and c.user_id = ${me})))
    or exists (select 1 from wf_copies c where c.tenant_id = ${actor.tenantId} and c.instance_id = ${instId}
      and c.user_id = ${me})`.execute(db);
  if (found.rows.length === 0) throw new AppError('UNAUTHORIZED', 'not a participant of this request');
  return instance;
}

/** The start form (or a draft of mine to resume). */
export async function startFormData(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  q: { defId?: string | undefined; defKey?: string | undefined; proInstId?: string | undefined },
  locale: Locale,
) {
  let values: Record<string, unknown> = {};
  let by = { defId: q.defId, defKey: q.defKey };
  if (q.proInstId && isUuid(q.proInstId)) {
    const draft = await db
      .selectFrom('wfDrafts')
      .select(['definitionId', 'formData'])
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', q.proInstId)
      .where('userId', '=', actor.userId)
      .executeTakeFirst();
    const earlier = draft ? undefined : await loadInstance(db, actor, q.proInstId);
    if (earlier && earlier.starterId !== actor.userId) throw new AppError('PROCESS_NOT_FOUND');
    values = draft?.formData ?? earlier?.formData ?? {};
    by = { defId: draft?.definitionId ?? undefined, defKey: draft ? undefined : earlier?.defKey };
  }
  const definition = await findDefinition(db, actor.tenantId, by);
  const starterName = (await deps.directory(db).names(actor.tenantId, [actor.userId])).get(actor.userId) ?? '';
  const view = await deps.forms.view({
    db,
    tenantId: actor.tenantId,
    locale,
    formKey: definition.formKey,
    nodeId: definition.graph.startId,
    values,
  });
  return {
    formModel: { formData: view.definition, formValue: view.values },
    boData: view.values,
    permissions: view.permissions,
    buttons: buttonsFor(['start', 'saveDraft'], locale),
    attributes: {
      defId: definition.id,
      defKey: definition.key,
      procDefName: definition.name,
      starterName,
      nodeId: definition.graph.startId,
      isEnd: false,
      nodeUserChoices: nodeUserChoices(definition.graph, definition.graph.startId),
    },
    version: definition.version,
  };
}

/** A task's form with the buttons its node offers; read-only for someone who may only look. */
export async function taskFormData(db: Db, deps: EngineDeps, actor: Actor, taskId: string, locale: Locale) {
  if (!isUuid(taskId)) throw new AppError('TASK_NOT_FOUND');
  const task = await readTask(db, actor.tenantId, taskId);
  const instance = await loadViewable(db, actor, task.instanceId);
  const graph = await graphOf(db, actor.tenantId, instance.definitionId);
  const node = nodeOf(graph, task.nodeId);
  let canAct = task.status === 'pending' && instance.status === 'running';
  if (canAct)
    canAct = await assertCanAct(db, actor, task).then(
      () => true,
      () => false,
    );
  const definition = await findDefinition(db, actor.tenantId, { defId: instance.definitionId });
  const view = await deps.forms.view({
    db,
    tenantId: actor.tenantId,
    locale,
    formKey: definition.formKey,
    nodeId: node.id,
    values: instance.formData,
  });
  let aliases: ButtonAlias[] = ['flowImage', 'approvalHistory'];
  if (canAct) {
    if (node.type === 'startEvent') aliases = ['agree', 'revoke', 'flowImage', 'approvalHistory'];
    else if (task.kind !== 'normal') aliases = ['agree', 'oppose', 'flowImage', 'approvalHistory'];
    else
      aliases = (node.buttons as ButtonAlias[] | undefined) ?? [
        ...defaultTaskButtons,
        ...(node.multi ? (['abandon'] as const) : []),
      ];
    if (task.lockedBy === actor.userId) aliases = aliases.map((a) => (a === 'lock' ? 'unlock' : a));
  }
  return {
    formModel: { formData: view.definition, formValue: view.values },
    boData: view.values,
    permissions: canAct ? view.permissions : Object.fromEntries(Object.keys(view.permissions).map((k) => [k, 'r'])),
    buttons: buttonsFor(aliases, locale),
    attributes: {
      taskId: task.id,
      instId: instance.id,
      nodeId: node.id,
      nodeName: node.name,
      defId: definition.id,
      defKey: definition.key,
      procDefName: definition.name,
      starterName: instance.starterName,
      isEnd: instance.status === 'end' || instance.status === 'manualend',
      canAct,
      // Who runs the next steps, where this approver chooses them (nodeUsers on agree).
      nodeUserChoices: canAct && task.kind === 'normal' ? nodeUserChoices(graph, node.id) : [],
      isStarterStep: node.type === 'startEvent',
      subject: instance.subject,
      status: instance.status,
    },
    version: instance.version,
  };
}

/** The read-only view of a request (my request, a copy, a handled task). */
export async function instanceFormInfo(db: Db, deps: EngineDeps, actor: Actor, instId: string, locale: Locale) {
  const instance = await loadViewable(db, actor, instId);
  const definition = await findDefinition(db, actor.tenantId, { defId: instance.definitionId });
  const view = await deps.forms.view({
    db,
    tenantId: actor.tenantId,
    locale,
    formKey: definition.formKey,
    nodeId: '',
    values: instance.formData,
  });
  const running = instance.status === 'running';
  const mine = instance.starterId === actor.userId;
  const aliases: ButtonAlias[] = [
    ...(running && mine ? (['revoke', 'urge'] as const) : []),
    'flowImage',
    'approvalHistory',
  ];
  await db
    .updateTable('wfCopies')
    .set({ readAt: new Date() })
    .where('tenantId', '=', actor.tenantId)
    .where('instanceId', '=', instId)
    .where('userId', '=', actor.userId)
    .where('readAt', 'is', null)
    .execute();
  return {
    formModel: { formData: view.definition, formValue: view.values },
    boData: view.values,
    permissions: Object.fromEntries(Object.keys(view.permissions).map((k) => [k, 'r'])),
    buttons: buttonsFor(aliases, locale),
    attributes: {
      instId: instance.id,
      subject: instance.subject,
      status: instance.status,
      result: instance.result,
      defId: definition.id,
      defKey: definition.key,
      procDefName: definition.name,
      starterName: instance.starterName,
      isEnd: !running && instance.status !== 'suspend',
      reinitiable: mine && (instance.status === 'end' || instance.status === 'manualend'),
    },
    version: instance.version,
  };
}

/** The timeline of a request: every action with its actor, opinion and time, oldest first. */
export async function flowHistory(
  db: Db,
  actor: Actor,
  by: { instId?: string | undefined; bizKey?: string | undefined },
) {
  let instId = by.instId;
  if (!instId && by.bizKey) {
    const row = await db
      .selectFrom('wfInstances')
      .select('id')
      .where('tenantId', '=', actor.tenantId)
      .where('businessKey', '=', by.bizKey)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    instId = row?.id;
  }
  if (!instId) throw new AppError('PROCESS_NOT_FOUND');
  await loadViewable(db, actor, instId);
  const rows = await db
    .selectFrom('wfHistory')
    .select([
      'id',
      'action',
      'nodeId',
      'nodeName',
      'actorId',
      'actorName',
      'opinion',
      'signature',
      'target',
      'createdAt',
    ])
    .where('tenantId', '=', actor.tenantId)
    .where('instanceId', '=', instId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(({ createdAt, ...r }) => ({ ...r, createTime: createdAt.toISOString() }));
}

/** Who holds or held one node of a request, with their answers. */
export async function nodeApproval(db: Db, actor: Actor, instId: string, nodeId: string) {
  await loadViewable(db, actor, instId);
  const tasks = await db
    .selectFrom('wfTasks')
    .leftJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'wfTasks.tenantId').onRef('employees.userId', '=', 'wfTasks.assigneeId'),
    )
    .select([
      'wfTasks.id',
      'wfTasks.status',
      'wfTasks.decision',
      'wfTasks.opinion',
      'wfTasks.createdAt',
      'wfTasks.completedAt',
      'wfTasks.kind',
      'employees.name as assigneeName',
    ])
    .where('wfTasks.tenantId', '=', actor.tenantId)
    .where('wfTasks.instanceId', '=', instId)
    .where('wfTasks.nodeId', '=', nodeId)
    .orderBy('wfTasks.createdAt')
    .execute();
  return tasks;
}
