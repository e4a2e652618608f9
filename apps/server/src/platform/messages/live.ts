import type { LiveCountsReason } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import { createLocalBus, createRedisBus } from './live-bus.ts';
import { LiveHub } from './live-hub.ts';
import type { CreatedBatch } from './messages.service.ts';

// One hub per app instance. Route areas are encapsulated Fastify contexts, so the hub is keyed by the
// instance's HTTP server, which every context of one app shares (and two apps in one process do not).
const hubs = new WeakMap<object, LiveHub>();

/** Creates the hub while the messages area registers, and ends its streams before the server closes. */
export function setUpLiveHub(app: FastifyInstance): LiveHub {
  const existing = hubs.get(app.server);
  if (existing) return existing;
  const bus = app.redis
    ? createRedisBus(app.redis, (error) => app.log.error({ err: error }, 'live bus error'))
    : createLocalBus();
  const hub = new LiveHub(app.db, bus, app.clock, app.log);
  hubs.set(app.server, hub);
  // Open event streams would keep server.close() waiting: end them first.
  app.addHook('preClose', async () => {
    await hub.shutdown();
  });
  return hub;
}

export function liveHubOf(app: FastifyInstance): LiveHub | undefined {
  return hubs.get(app.server);
}

/** Wakes the streams of the batch's users on every instance. Call after the transaction committed. */
export async function publishMessages(app: FastifyInstance, batch: CreatedBatch): Promise<void> {
  if (batch.count === 0) return;
  // Past a few thousand users the signal would grow large; every instance then checks all its streams.
  const userIds = batch.userIds.length <= 2000 ? batch.userIds : undefined;
  await liveHubOf(app)?.publish({
    type: 'batch',
    tenantId: batch.tenantId,
    batchId: batch.batchId,
    ...(userIds ? { userIds } : {}),
  });
}

/** Tells the streams of these users that their unread count changed (read, read all, delete). */
export async function publishUnreadChanged(app: FastifyInstance, tenantId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const hub = liveHubOf(app);
  for (let i = 0; i < userIds.length; i += 2000) {
    await hub?.publish({ type: 'unread', tenantId, userIds: userIds.slice(i, i + 2000) });
  }
}

/** Tells the streams of these users that their home counts changed (a task arrived, a request moved on). */
export async function publishCountsChanged(
  app: FastifyInstance,
  tenantId: string,
  userIds: string[],
  reason: LiveCountsReason,
): Promise<void> {
  const hub = liveHubOf(app);
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 2000) {
    await hub?.publish({ type: 'counts', tenantId, userIds: unique.slice(i, i + 2000), reason });
  }
}
