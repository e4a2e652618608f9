import type { FastifyInstance } from 'fastify';

// Keyed by the app's database handle: the same object in every encapsulated plugin context of one app.
const inFlight = new WeakMap<object, Set<Promise<void>>>();

/**
 * Sends an SMS or e-mail without making the caller wait for it: a slow SMTP server must not make
 * "known account" answers slower than "unknown account" ones (B6). Failures are logged, never shown.
 */
export function deliverLater(app: FastifyInstance, what: string, send: () => Promise<void>): void {
  let set = inFlight.get(app.db);
  if (!set) {
    set = new Set();
    inFlight.set(app.db, set);
  }
  const pending = set;
  const task = Promise.resolve()
    .then(send)
    .catch((error: unknown) => {
      app.log.error({ event: 'account.delivery.failed', what, err: error }, 'message delivery failed');
    })
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves when every message handed to deliverLater so far has been sent (tests, shutdown). */
export async function deliveriesSettled(app: FastifyInstance): Promise<void> {
  const set = inFlight.get(app.db);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}
