import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { type TestClock, testClock } from '../platform/http/clock.ts';
import { relayWorkflowOutbox } from '../platform/messages/workflow-relay.ts';
import type { Notifier } from '../platform/notify/notifier.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  close: () => Promise<void>;
  /** Sends a request and returns status, headers and the parsed envelope. */
  call: (options: InjectOptions) => Promise<{ status: number; headers: Record<string, unknown>; body: TestEnvelope }>;
};

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response data.
export type TestEnvelope = { state: number; message: string; cause: string | null; data: any; variables: any };

export type TestAppOptions = {
  config?: Record<string, string>;
  notifier?: Notifier;
  logStream?: NodeJS.WritableStream;
  /** Seed the demo university (default true). */
  demo?: boolean;
};

/**
 * A whole app on a fresh database: PGlite restored from the migrated and seeded template, or a new
 * PostgreSQL database cloned from the template when TEST_DATABASE_URL is set.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({ demo: options.demo ?? true });
  const clock = testClock(new Date());
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    db: database.db,
    dbDriver: database.driver,
    clock,
    ...(options.notifier ? { notifier: options.notifier } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  // The demo seed's requests leave workflow events in the outbox; deliver them now, so the app's relay
  // timer cannot drop messages into an inbox in the middle of a test.
  while ((await relayWorkflowOutbox(app)) > 0) {}
  return {
    app,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
    call: async (opts) => {
      const res = await app.inject(opts);
      let body: TestEnvelope;
      try {
        body = res.json();
      } catch {
        body = { state: -1, message: res.body, cause: null, data: null, variables: null };
      }
      return { status: res.statusCode, headers: res.headers, body };
    },
  };
}

export { openDatabase };
