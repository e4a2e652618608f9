import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { publishCountsChanged, publishMessages } from './live.ts';
import { type CreatedBatch, createMessages, type NewMessage } from './messages.service.ts';

// Delivers the workflow engine's outbox (wf_outbox: assigned, approved, rejected, urged, copied, ended,
// reminded) as inner messages. Rows are claimed with SKIP LOCKED, so several instances can relay at once
// without sending anything twice; a row is marked delivered in the same transaction that writes its
// message.

export const relayEveryMs = 2000;

/** The page a workflow message opens: the task when there is one, else the request. */
export function workflowRoute(instanceId: string, taskId: string | null): string {
  return taskId ? `/bpm/task/detail?taskId=${taskId}` : `/bpm/instance/detail?instId=${instanceId}`;
}

/** Relays up to `limit` undelivered events; returns how many messages were written. */
export async function relayWorkflowOutbox(app: FastifyInstance, limit = 500): Promise<number> {
  const now = app.clock.now();
  const batches = await app.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('wfOutbox')
      .selectAll()
      .where('deliveredAt', 'is', null)
      .orderBy('createdAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return [];
    const byTenant = new Map<string, NewMessage[]>();
    for (const r of rows) {
      const payload = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>;
      const subject = typeof payload.subject === 'string' ? payload.subject : '';
      const list = byTenant.get(r.tenantId) ?? [];
      byTenant.set(r.tenantId, list);
      list.push({
        userId: r.recipientId,
        kind: `workflow.${r.event}`,
        // A reminder reads like an urge (催办) in every language.
        title: { key: r.event === 'reminded' ? 'workflow.urged' : `workflow.${r.event}`, variables: { subject } },
        summary: subject,
        target: {
          type: r.taskId ? 'task' : 'instance',
          id: r.taskId ?? r.instanceId,
          route: workflowRoute(r.instanceId, r.taskId),
        },
      });
    }
    const written: CreatedBatch[] = [];
    for (const [tenantId, items] of byTenant) written.push(await createMessages(trx, tenantId, items, { now }));
    await trx
      .updateTable('wfOutbox')
      .set({ deliveredAt: now, attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return written;
  });
  for (const batch of batches) {
    await publishMessages(app, batch);
    // Every workflow event moves a home count of its recipient: a new to-do, a request approved or ended.
    await publishCountsChanged(app, batch.tenantId, batch.userIds, 'workflow');
  }
  return batches.reduce((n, b) => n + b.count, 0);
}

/** Relays on a timer while the app runs. */
export function startWorkflowRelay(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    relayWorkflowOutbox(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'workflow outbox relay failed'))
      .finally(() => {
        running = false;
      });
  }, relayEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
