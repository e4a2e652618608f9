import { EventEmitter } from 'node:events';
import type { LiveCountsReason } from '@campusflow/contracts';
import type { Redis } from 'ioredis';

/**
 * What travels between instances: small wake-up signals, never message contents. Each instance reads
 * the rows from the database, the source of truth, for the users connected to it.
 */
export type LiveSignal =
  | { type: 'batch'; tenantId: string; batchId: string; userIds?: string[] }
  | { type: 'unread'; tenantId: string; userIds?: string[] }
  /** The home tab's counts (to-do, requests, unread) changed for these users: they re-read them. */
  | { type: 'counts'; tenantId: string; userIds?: string[]; reason: LiveCountsReason };

export type LiveBus = {
  publish: (signal: LiveSignal) => Promise<void>;
  subscribe: (handler: (signal: LiveSignal) => void) => void;
  close: () => Promise<void>;
  kind: 'local' | 'redis';
};

/** One instance: signals stay in the process (architecture.md §6, no Redis configured). */
export function createLocalBus(): LiveBus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    kind: 'local',
    publish: async (signal) => {
      // Asynchronous like Redis, so a publisher never runs the delivery inside its own request.
      setImmediate(() => events.emit('signal', signal));
    },
    subscribe: (handler) => {
      events.on('signal', handler);
    },
    close: async () => {
      events.removeAllListeners();
    },
  };
}

export const liveChannel = 'campusflow:live-events';

/**
 * Several instances: every instance subscribes to one Redis channel (a dedicated connection, as a
 * subscribed Redis connection can do nothing else) and also hears its own publications through it.
 */
export function createRedisBus(redis: Redis, onError: (error: unknown) => void): LiveBus {
  const subscriber = redis.duplicate();
  const handlers: ((signal: LiveSignal) => void)[] = [];
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, payload: string) => {
    let signal: LiveSignal;
    try {
      signal = JSON.parse(payload) as LiveSignal;
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of handlers) handler(signal);
  });
  const ready = subscriber.subscribe(liveChannel);
  return {
    kind: 'redis',
    publish: async (signal) => {
      await ready;
      await redis.publish(liveChannel, JSON.stringify(signal));
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      handlers.length = 0;
      await ready.catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
