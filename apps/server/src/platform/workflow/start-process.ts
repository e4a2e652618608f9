import type { SaveDraftInput, StartProcessInput } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { AppError } from '../http/app-error.ts';
import { type DeployedDefinition, findDefinition, isUuid } from './definitions.ts';
import type { EngineDeps } from './engine-deps.ts';
import { leave, newRun, notify, persist, type Run, record } from './runtime.ts';
import type { Actor } from './task-guard.ts';

/** `{field}` placeholders from the form, plus {processName}, {starterName}, {date}. */
export function buildSubject(template: string | null, values: Record<string, unknown>, fixed: Record<string, string>) {
  const text = (template ?? '{processName}-{starterName}-{date}').replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const value = fixed[key] ?? values[key];
    return value === undefined || value === null ? '' : String(value);
  });
  return text.slice(0, 200);
}

export async function mayStart(db: Db, actor: Actor, definition: DeployedDefinition): Promise<boolean> {
  if (definition.starterRoles.length === 0 || actor.isAdmin) return true;
  const row = await db
    .selectFrom('userRoles')
    .innerJoin('roles', (j) =>
      j.onRef('roles.tenantId', '=', 'userRoles.tenantId').onRef('roles.id', '=', 'userRoles.roleId'),
    )
    .select('roles.alias')
    .where('userRoles.tenantId', '=', actor.tenantId)
    .where('userRoles.userId', '=', actor.userId)
    .where('roles.alias', 'in', definition.starterRoles)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addCopies(run: Run, fromUserId: string | null, userIds: readonly string[], opinion?: string) {
  const users = await run.directory.existing(run.instance.tenantId, userIds);
  if (users.length === 0) return;
  await run.db
    .insertInto('wfCopies')
    .values(
      users.map((userId) => ({
        tenantId: run.instance.tenantId,
        id: newId(run.now.getTime()),
        instanceId: run.instance.id,
        userId,
        fromUserId,
        nodeId: null,
        opinion: opinion ?? null,
        createdAt: run.now,
      })),
    )
    .onConflict((oc) => oc.columns(['tenantId', 'instanceId', 'userId']).doNothing())
    .execute();
  for (const userId of users) notify(run, 'copied', userId, null);
  record(run, { action: 'copy', actorId: fromUserId, opinion, target: { userIds: users } });
}

/**
 * A request someone registers for the applicant (a counsellor entering a student's leave, 代请假): the
 * instance is the applicant's in every respect (lists, notifications, withdrawal), the start record
 * names who registered it, and attachments must be that person's uploads.
 */
export type StartOptions = { enteredBy?: string };

/**
 * Starts an instance: stores the accepted form values, walks to the first user tasks and records
 * it. `proInstId` submits one of my drafts, or re-initiates one of my ended requests.
 */
export async function startProcess(
  db: Db,
  deps: EngineDeps,
  actor: Actor,
  input: StartProcessInput,
  now: Date,
  options: StartOptions = {},
) {
  const definition = await findDefinition(db, actor.tenantId, input);
  if (definition.status !== 'deployed') throw new AppError('PROCESS_NOT_FOUND', 'disabled');
  if (!(await mayStart(db, actor, definition))) throw new AppError('PROCESS_START_DENIED');
  const { graph } = definition;
  const { enteredBy } = options;
  const values = await deps.forms.accept({
    db,
    tenantId: actor.tenantId,
    userId: enteredBy ?? actor.userId,
    now,
    formKey: definition.formKey,
    nodeId: graph.startId,
    values: input.data,
    previous: {},
  });
  // Joins a caller's transaction (a module's demo seed starts requests inside the seed).
  return inTransaction(db, async (trx) => {
    let reinitiatedFrom: string | null = null;
    if (input.proInstId) {
      if (!isUuid(input.proInstId)) throw new AppError('PROCESS_NOT_FOUND');
      const draft = await trx
        .deleteFrom('wfDrafts')
        .where('tenantId', '=', actor.tenantId)
        .where('id', '=', input.proInstId)
        .where('userId', '=', actor.userId)
        .returning('id')
        .executeTakeFirst();
      if (!draft) {
        const earlier = await trx
          .selectFrom('wfInstances')
          .select(['id', 'status'])
          .where('tenantId', '=', actor.tenantId)
          .where('id', '=', input.proInstId)
          .where('starterId', '=', actor.userId)
          .executeTakeFirst();
        if (!earlier) throw new AppError('PROCESS_NOT_FOUND');
        if (earlier.status === 'running' || earlier.status === 'suspend') {
          throw new AppError('PROCESS_ACTION_NOT_ALLOWED', 'the earlier request is still running');
        }
        reinitiatedFrom = earlier.id;
      }
    }
    const starterName = (await deps.directory(trx).names(actor.tenantId, [actor.userId])).get(actor.userId) ?? '';
    const variables: Record<string, unknown> = {
      starterId: actor.userId,
      nodeUsers: input.nodeUsers ?? {},
      ...(enteredBy ? { enteredBy } : {}),
    };
    const instance = {
      tenantId: actor.tenantId,
      id: newId(now.getTime()),
      definitionId: definition.id,
      defKey: definition.key,
      subject: buildSubject(graph.subjectTemplate ?? null, values, {
        processName: definition.name,
        starterName,
        date: now.toISOString().slice(0, 10),
      }),
      businessKey: input.businessKey ?? null,
      status: 'running' as const,
      result: null,
      starterId: actor.userId,
      starterName,
      formData: values,
      variables,
      runtime: {},
      reinitiatedFrom,
      createdAt: now,
      updatedAt: now,
      endedAt: null,
      endedBy: null,
      version: 1,
    };
    await trx
      .insertInto('wfInstances')
      .values({
        ...instance,
        formData: JSON.stringify(values),
        variables: JSON.stringify(variables),
        runtime: '{}',
      })
      .execute();
    const run = newRun(trx, deps, instance, graph, now);
    record(run, {
      action: 'start',
      actorId: enteredBy ?? actor.userId,
      nodeId: graph.startId,
      nodeName: graph.nodes[graph.startId]?.name,
      ...(enteredBy ? { target: { onBehalfOf: actor.userId } } : {}),
    });
    await leave(run, graph.startId);
    run.instance.runtime.last = {
      kind: 'start',
      actorId: actor.userId,
      taskId: null,
      created: [...run.created],
      canceled: [],
      before: { runtime: {}, variables },
    };
    if (input.copyTo?.length) await addCopies(run, actor.userId, input.copyTo);
    await persist(run);
    return { instId: instance.id, taskIds: run.created, status: run.instance.status };
  });
}

export async function saveDraft(db: Db, deps: EngineDeps, actor: Actor, input: SaveDraftInput, now: Date) {
  const definition = await findDefinition(db, actor.tenantId, input);
  // The draft list shows the subject the request will carry, applicant's name included.
  const starterName = (await deps.directory(db).names(actor.tenantId, [actor.userId])).get(actor.userId) ?? '';
  const subject = buildSubject(definition.graph.subjectTemplate ?? null, input.data, {
    processName: definition.name,
    starterName,
    date: now.toISOString().slice(0, 10),
  });
  if (input.proInstId) {
    const updated = await db
      .updateTable('wfDrafts')
      .set({ formData: JSON.stringify(input.data), subject, updatedAt: now })
      .where('tenantId', '=', actor.tenantId)
      .where('id', '=', isUuid(input.proInstId) ? input.proInstId : '00000000-0000-0000-0000-000000000000')
      .where('userId', '=', actor.userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('PROCESS_NOT_FOUND');
    return { id: input.proInstId };
  }
  const id = newId(now.getTime());
  await db
    .insertInto('wfDrafts')
    .values({
      tenantId: actor.tenantId,
      id,
      definitionId: definition.id,
      defKey: definition.key,
      userId: actor.userId,
      subject,
      formData: JSON.stringify(input.data),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id };
}

export async function removeDrafts(db: Db, actor: Actor, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return 0;
  const result = await db
    .deleteFrom('wfDrafts')
    .where('tenantId', '=', actor.tenantId)
    .where('userId', '=', actor.userId)
    .where('id', 'in', valid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
