import type { StartProcessInput } from '@campusflow/contracts';
import type { TestApp } from '../../../testing/test-app.ts';
import type { Db } from '../../db/database.ts';
import { deployDefinition } from '../definitions.ts';
import { engineDeps } from '../engine-deps.ts';
import { startProcess } from '../start-process.ts';
import type { Actor } from '../task-guard.ts';
import { completeTask } from '../workflow-actions.ts';
import { demoPeople, type People } from './fixtures.ts';

/** Service-level driver for engine tests: deploy, start, act, and read the open tasks. */
export async function engineHarness(t: TestApp) {
  const db: Db = t.app.db;
  const people: People = await demoPeople(db);
  const deps = engineDeps();
  const accountOf = new Map<string, string>();
  for (const u of await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('tenantId', '=', people.tenantId)
    .execute()) {
    accountOf.set(u.id, u.account);
  }
  const h = {
    db,
    deps,
    people,
    deploy: (xml: string) => deployDefinition(db, { tenantId: people.tenantId, xml, now: t.clock.now() }),
    start: (account: string, input: StartProcessInput) =>
      startProcess(db, deps, people.actor(account), input, t.clock.now()),
    /** Open tasks as "node:account" (pooled tasks list their candidates). */
    open: async (instId: string) => {
      const tasks = await db
        .selectFrom('wfTasks')
        .select(['id', 'nodeId', 'assigneeId'])
        .where('instanceId', '=', instId)
        .where('status', '=', 'pending')
        .orderBy('nodeId')
        .orderBy('assigneeId')
        .execute();
      const out: string[] = [];
      for (const task of tasks) {
        if (task.assigneeId) out.push(`${task.nodeId}:${accountOf.get(task.assigneeId)}`);
        else {
          const c = await db.selectFrom('wfTaskCandidates').select('userId').where('taskId', '=', task.id).execute();
          out.push(
            `${task.nodeId}:[${c
              .map((x) => accountOf.get(x.userId))
              .sort()
              .join('|')}]`,
          );
        }
      }
      return out.sort();
    },
    taskOf: async (instId: string, nodeId: string, account?: string) => {
      let q = db
        .selectFrom('wfTasks')
        .select('id')
        .where('instanceId', '=', instId)
        .where('nodeId', '=', nodeId)
        .where('status', '=', 'pending');
      if (account) q = q.where('assigneeId', '=', people.id(account));
      return (await q.executeTakeFirstOrThrow()).id;
    },
    act: async (
      account: string,
      instId: string,
      nodeId: string,
      actionName: 'agree' | 'oppose' | 'abandon' | 'reject' | 'rejectToPrevious' | 'rejectToStart',
      extra: {
        destination?: string;
        backHandMode?: 'direct' | 'normal';
        opinion?: string;
        data?: Record<string, unknown>;
      } = {},
    ) => {
      const taskId = await h.taskOf(instId, nodeId, account);
      return completeTask(db, deps, h.people.actor(account), { taskId, actionName, ...extra }, t.clock.now());
    },
    instance: (instId: string) =>
      db.selectFrom('wfInstances').selectAll().where('id', '=', instId).executeTakeFirstOrThrow(),
    history: async (instId: string) =>
      (
        await db
          .selectFrom('wfHistory')
          .select(['action', 'actorName', 'nodeId'])
          .where('instanceId', '=', instId)
          .orderBy('createdAt')
          .execute()
      ).map((r) => `${r.action}${r.nodeId ? `@${r.nodeId}` : ''}${r.actorName ? `:${r.actorName}` : ''}`),
    actor: (account: string, isAdmin = false): Actor => people.actor(account, isAdmin),
  };
  return h;
}
