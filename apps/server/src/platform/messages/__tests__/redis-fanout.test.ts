import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { testConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { testClock } from '../../http/clock.ts';
import { liveHubOf, publishMessages } from '../live.ts';
import { liveLimits } from '../live-hub.ts';
import { createMessages } from '../messages.service.ts';
import { openSse, type SseClient } from './sse-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const base = '/qzbps/platform/v3/message';

/** Two app instances on one database, each with its own Redis connection (as two processes would be). */
async function instance(database: DatabaseHandle, redis: Redis): Promise<TestApp> {
  const clock = testClock(new Date());
  const app = await buildApp({ config: testConfig(), db: database.db, dbDriver: database.driver, clock, redis });
  await app.ready();
  return {
    app,
    clock,
    close: () => app.close(),
    call: async (opts) => {
      const res = await app.inject(opts);
      return { status: res.statusCode, headers: res.headers, body: res.json() };
    },
  };
}

describe.skipIf(!redisUrl)('live messages across instances through Redis', () => {
  let database: DatabaseHandle;
  const redises: Redis[] = [];
  let a: TestApp;
  let b: TestApp;
  let student: LoggedIn;
  let client: SseClient;

  beforeAll(async () => {
    database = await openTestDatabase({ demo: true });
    for (let i = 0; i < 2; i++) redises.push(new Redis(redisUrl as string, { maxRetriesPerRequest: 2 }));
    a = await instance(database, redises[0] as Redis);
    b = await instance(database, redises[1] as Redis);
    student = await loginAs(a, 'student');
  });
  afterAll(async () => {
    client?.close();
    await a.close();
    await b.close();
    for (const r of redises) r.disconnect();
    await database.close();
  });

  it('a message written on instance A reaches a stream held by instance B at once', async () => {
    expect(liveHubOf(b.app)?.bus.kind).toBe('redis');
    const origin = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = await a.call({ method: 'POST', url: `${base}/stream/ticket`, headers: student.headers });
    client = await openSse(`${origin}${base}/stream?ticket=${ticket.body.data.ticket}`);
    await client.waitFor((e) => e.event === 'ready');
    const started = Date.now();
    const batch = await createMessages(a.app.db, student.tenantId, [
      {
        userId: student.uid,
        kind: 'workflow.approved',
        title: { key: 'workflow.approved', variables: { subject: '请假' } },
        target: { type: 'task', id: 'T9', route: '/bpm/task/T9' },
      },
    ]);
    await publishMessages(a.app, batch);
    const event = await client.waitFor((e) => e.event === 'message', 3000);
    expect(event.data).toMatchObject({ kind: 'workflow.approved', title: '已通过：请假' });
    // Well inside the sweep period: the Redis signal delivered it, not the safety-net sweep.
    expect(Date.now() - started).toBeLessThan(liveLimits.sweepMs / 2);
    const read = await a.call({ method: 'POST', url: `${base}/inner/read-all`, headers: student.headers, payload: {} });
    expect(read.body.data.unread).toBe(0);
    await client.waitFor((e) => e.event === 'unread' && (e.data as { unread: number }).unread === 0, 3000);
  });
});
