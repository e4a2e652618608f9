import {
  AddSignInput,
  BatchAgreeInput,
  CompleteTaskInput,
  CopyInput,
  DeployProcessInput,
  EndProcessInput,
  FavouriteInput,
  FlowHistoryQuery,
  InstanceIdInput,
  InstIdQuery,
  ListQuery,
  NodeApprovalQuery,
  RemoveDraftInput,
  RevokeInput,
  SaveDraftInput,
  StartFormQuery,
  StartProcessInput,
  TaskActionInput,
  TaskChangeSaveInput,
  TaskChangeStatusInput,
  TaskIdInput,
  TaskIdQuery,
} from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { agentAndPhraseRoutes } from './agent-routes.ts';
import { deployDefinition } from './definitions.ts';
import { engineDeps } from './engine-deps.ts';
import { flowImage } from './flow-image.ts';
import { copiedList, draftList, instanceList, mobileDashboard, startableList } from './instance-lists.ts';
import {
  flowHistory,
  instanceFormInfo,
  loadViewable,
  nodeApproval,
  startFormData,
  taskFormData,
} from './instance-view.ts';
import { rejectTargets } from './returns.ts';
import { openRun } from './runtime.ts';
import { removeDrafts, saveDraft, startProcess } from './start-process.ts';
import { type Actor, instanceIdOfTask, readTask } from './task-guard.ts';
import { handledList, pendingList, taskChangeList } from './task-lists.ts';
import { startTimerLoop } from './timers.ts';
import * as actions from './workflow-actions.ts';

function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  return { tenantId: auth.tenantId, userId: auth.userId, isAdmin: auth.isSuper || auth.roleAlias === 'tenantAdmin' };
}

const authenticated = { access: 'authenticated' as const };

async function workflowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const deps = engineDeps();
  const now = () => app.clock.now();
  // Deadlines and reminders fire from a polling loop; claims use SKIP LOCKED so every instance may run it.
  const stopTimers = startTimerLoop(db, deps, app.clock);
  app.addHook('onClose', async () => stopTimers());
  await agentAndPhraseRoutes(app);

  // Lists (POST with the list payload).
  const lists: [string, (actor: Actor, q: ListQuery) => Promise<unknown>][] = [
    ['/bpm/received/query/pending', (a, q) => pendingList(db, a, q)],
    ['/bpm/received/query/handled', (a, q) => handledList(db, a, q, false)],
    ['/bpm/received/query/handled/revokable', (a, q) => handledList(db, a, q, true)],
    ['/bpm/received/query/completed', (a, q) => instanceList(db, a, q, 'participated')],
    ['/bpm/received/query/copied', (a, q) => copiedList(db, a, q)],
    ['/bpm/initiated/query/my/requested', (a, q) => instanceList(db, a, q, 'requested')],
    ['/bpm/initiated/query/my/completed', (a, q) => instanceList(db, a, q, 'completed')],
    ['/bpm/initiated/query/my/draft', (a, q) => draftList(db, a, q)],
    ['/bpm/initiated/query/process/new', (a, q) => startableList(db, a, q, false)],
    ['/bpm/initiated/query/favorited', (a, q) => startableList(db, a, q, true)],
    ['/bpm/task/change/query', (a, q) => taskChangeList(db, a, q)],
  ];
  for (const [path, list] of lists) {
    r.post(path, { config: authenticated, schema: { body: ListQuery } }, async (request) =>
      ok(request, await list(actorOf(request), request.body)),
    );
  }
  r.get('/bpm/initiated/find/dashboard/mobile', { config: authenticated }, async (request) =>
    ok(request, await mobileDashboard(db, actorOf(request))),
  );

  // Forms, history, diagram.
  r.get(
    '/bpm/instance/getFormData',
    { config: authenticated, schema: { querystring: StartFormQuery } },
    async (request) => ok(request, await startFormData(db, deps, actorOf(request), request.query, request.locale)),
  );
  r.get('/bpm/task/getFormData', { config: authenticated, schema: { querystring: TaskIdQuery } }, async (request) =>
    ok(request, await taskFormData(db, deps, actorOf(request), request.query.taskId, request.locale)),
  );
  r.get(
    '/bpm/instance/instFormInfo',
    { config: authenticated, schema: { querystring: InstIdQuery } },
    async (request) =>
      ok(request, await instanceFormInfo(db, deps, actorOf(request), request.query.instId, request.locale)),
  );
  r.get(
    '/bpm/instance/flowHistory',
    { config: authenticated, schema: { querystring: FlowHistoryQuery } },
    async (request) => ok(request, await flowHistory(db, actorOf(request), request.query)),
  );
  r.post('/bpm/instance/flowHistory', { config: authenticated, schema: { body: FlowHistoryQuery } }, async (request) =>
    ok(request, await flowHistory(db, actorOf(request), request.body)),
  );
  r.get(
    '/bpm/task/nodeApproval',
    { config: authenticated, schema: { querystring: NodeApprovalQuery } },
    async (request) =>
      ok(request, await nodeApproval(db, actorOf(request), request.query.instId, request.query.nodeId)),
  );
  r.get('/bpm/instance/flowImage', { config: authenticated, schema: { querystring: InstIdQuery } }, async (request) =>
    ok(request, await flowImage(db, actorOf(request), request.query.instId)),
  );
  r.get('/bpm/task/toReject', { config: authenticated, schema: { querystring: TaskIdQuery } }, async (request) => {
    const actor = actorOf(request);
    const instanceId = await instanceIdOfTask(db, actor.tenantId, request.query.taskId);
    await loadViewable(db, actor, instanceId);
    const run = await openRun(db, deps, actor.tenantId, instanceId, now());
    return ok(request, await rejectTargets(run, await readTask(db, actor.tenantId, request.query.taskId)));
  });

  // Starting.
  r.post('/bpm/instance/start', { config: authenticated, schema: { body: StartProcessInput } }, async (request) =>
    ok(request, await startProcess(db, deps, actorOf(request), request.body, now())),
  );
  r.post('/bpm/instance/saveDraft', { config: authenticated, schema: { body: SaveDraftInput } }, async (request) =>
    ok(request, await saveDraft(db, deps, actorOf(request), request.body, now())),
  );
  r.post(
    '/bpm/initiated/draft/remove',
    { config: authenticated, schema: { body: RemoveDraftInput } },
    async (request) => {
      const ids = Array.isArray(request.body.ids) ? request.body.ids : [request.body.ids];
      return ok(request, { removed: await removeDrafts(db, actorOf(request), ids) });
    },
  );
  r.post('/bpm/initiated/favorite', { config: authenticated, schema: { body: FavouriteInput } }, async (request) => {
    const actor = actorOf(request);
    const { defKey, favorite } = request.body;
    if (favorite) {
      await db
        .insertInto('wfFavourites')
        .values({ tenantId: actor.tenantId, userId: actor.userId, defKey })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await db
        .deleteFrom('wfFavourites')
        .where('tenantId', '=', actor.tenantId)
        .where('userId', '=', actor.userId)
        .where('defKey', '=', defKey)
        .execute();
    }
    return ok(request, null);
  });

  // Task actions.
  r.post('/bpm/task/complete', { config: authenticated, schema: { body: CompleteTaskInput } }, async (request) =>
    ok(request, await actions.completeTask(db, deps, actorOf(request), request.body, now())),
  );
  const oneAction = {
    agree: 'agree',
    oppose: 'oppose',
    abandon: 'abandon',
    reject: 'reject',
    'reject/previous': 'rejectToPrevious',
    'reject/starter': 'rejectToStart',
  } as const;
  for (const [path, actionName] of Object.entries(oneAction)) {
    r.post(`/bpm/task/${path}`, { config: authenticated, schema: { body: TaskActionInput } }, async (request) =>
      ok(request, await actions.actOnTask(db, deps, actorOf(request), actionName, request.body, now())),
    );
  }
  r.post('/bpm/task/revoke', { config: authenticated, schema: { body: RevokeInput } }, async (request) => {
    const actor = actorOf(request);
    const { instId, taskId, opinion } = request.body;
    if (instId) return ok(request, await actions.withdraw(db, deps, actor, instId, opinion, now()));
    if (!taskId) throw new AppError('ILLEGAL_REQUEST', 'instId or taskId is required');
    return ok(request, await actions.completeTask(db, deps, actor, { taskId, actionName: 'revoke', opinion }, now()));
  });
  r.post('/bpm/received/revoke', { config: authenticated, schema: { body: TaskIdInput } }, async (request) =>
    ok(
      request,
      await actions.takeBackTask(db, deps, actorOf(request), request.body.taskId, request.body.opinion, now()),
    ),
  );
  r.post('/bpm/task/agree/batch', { config: authenticated, schema: { body: BatchAgreeInput } }, async (request) =>
    ok(
      request,
      await actions.batchAgree(db, deps, actorOf(request), request.body.taskIds, request.body.opinion, now()),
    ),
  );
  r.get('/bpm/task/change/edit', { config: authenticated, schema: { querystring: TaskIdQuery } }, async (request) => {
    const actor = actorOf(request);
    const task = await readTask(db, actor.tenantId, request.query.taskId);
    await loadViewable(db, actor, task.instanceId);
    return ok(request, {
      taskId: task.id,
      nodeName: task.nodeName,
      allowShift: task.kind === 'normal',
      changeTypes: ['shift', 'assignee'],
    });
  });
  r.post('/bpm/task/change/save', { config: authenticated, schema: { body: TaskChangeSaveInput } }, async (request) =>
    ok(request, await actions.saveTaskChange(db, deps, actorOf(request), request.body, now())),
  );
  r.post(
    '/bpm/task/change/setStatus',
    { config: authenticated, schema: { body: TaskChangeStatusInput } },
    async (request) =>
      ok(
        request,
        await actions.setTaskChangeStatus(db, deps, actorOf(request), request.body.id, request.body.status, now()),
      ),
  );
  r.post('/bpm/task/doAddSignTask', { config: authenticated, schema: { body: AddSignInput } }, async (request) => {
    const { taskId, userIds, opinion } = request.body;
    return ok(request, await actions.addSign(db, deps, actorOf(request), taskId, userIds, opinion, now()));
  });
  r.post('/bpm/task/doEndProcess', { config: authenticated, schema: { body: EndProcessInput } }, async (request) => {
    const actor = actorOf(request);
    const instId =
      request.body.instId ??
      (request.body.taskId ? await instanceIdOfTask(db, actor.tenantId, request.body.taskId) : null);
    if (!instId) throw new AppError('ILLEGAL_REQUEST', 'instId or taskId is required');
    return ok(request, await actions.endProcess(db, deps, actor, instId, request.body.opinion, now()));
  });
  for (const lock of [true, false]) {
    r.post(
      `/bpm/task/${lock ? 'lock' : 'unlock'}`,
      { config: authenticated, schema: { body: TaskIdInput } },
      async (request) =>
        ok(request, await actions.lockTask(db, deps, actorOf(request), request.body.taskId, lock, now())),
    );
  }
  for (const suspend of [true, false]) {
    r.post(
      `/bpm/task/${suspend ? 'suspendProcess' : 'recoverProcess'}`,
      { config: authenticated, schema: { body: InstanceIdInput } },
      async (request) =>
        ok(request, await actions.suspendProcess(db, deps, actorOf(request), request.body.instId, suspend, now())),
    );
  }
  r.post('/bpm/instance/urge', { config: authenticated, schema: { body: InstanceIdInput } }, async (request) =>
    ok(request, await actions.urge(db, deps, actorOf(request), request.body.instId, request.body.opinion, now())),
  );
  r.post('/bpm/instance/copy', { config: authenticated, schema: { body: CopyInput } }, async (request) => {
    const actor = actorOf(request);
    await loadViewable(db, actor, request.body.instId);
    return ok(
      request,
      await actions.copyTo(db, deps, actor, request.body.instId, request.body.userIds, request.body.opinion, now()),
    );
  });

  // Deployment (administrators; modules deploy from their seeds with deployDefinition()).
  r.post(
    '/bpm/definition/deploy',
    { config: { access: { roles: ['tenantAdmin'] } }, schema: { body: DeployProcessInput } },
    async (request) => {
      const auth = requireAuth(request);
      const { xml, ...rest } = request.body;
      const definition = await deployDefinition(db, {
        tenantId: auth.tenantId,
        xml,
        createdBy: auth.userId,
        now: now(),
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      });
      return ok(request, { id: definition.id, key: definition.key, version: definition.version });
    },
  );
}

export const workflowArea: RouteArea = { name: 'workflow', service: 'business', routes: workflowRoutes };
