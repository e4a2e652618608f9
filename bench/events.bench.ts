// npm run bench:events — issue 5 §6. Server-sent events fan-out: N event streams held by one instance
// (BENCH_CLIENTS, default 2000: 200 demo students × 10 streams each), one message to every student per
// round, then the time until each stream has received it (p50/p99) and the delivery rate (messages/s to
// all clients). Baseline in the same run: a bare node:http server writing one prebuilt frame to the
// same number of open responses (no database, no auth, no rendering). Memory per stream is the heap
// growth of this process while the streams are open (server and client sides, so an upper bound).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { newId } from '../apps/server/src/platform/db/ids.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { liveHubOf, publishMessages } from '../apps/server/src/platform/messages/live.ts';
import { createMessages } from '../apps/server/src/platform/messages/messages.service.ts';
import { issueStreamTicket } from '../apps/server/src/platform/messages/stream-tickets.ts';
import { seedDemoUniversity } from '../apps/server/src/seed/demo-university.ts';
import { seedPlatform } from '../apps/server/src/seed/platform-seed.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

type Stream = { received: number; onMessage: (() => void) | null; close: () => void };

/** Opens one event stream and counts its `message` events. */
function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { received: 0, onMessage: null, close: () => req.destroy() };
    const req = http.get(url, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let ready = false;
      res.on('data', (chunk: string) => {
        if (!ready && chunk.includes('event: ready')) {
          ready = true;
          resolve(stream);
        }
        const n = chunk.split('event: message\n').length - 1;
        for (let i = 0; i < n; i++) {
          stream.received++;
          stream.onMessage?.();
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
  });
}

type Round = { p50: number; p99: number; rate: number };

/** Set by a round that writes before it publishes: latencies then count from the publish. */
let fanOutFrom: number | null = null;
const writeMs: number[] = [];

/** Starts the clocks, fires one round, and waits until every stream got its message. */
async function measureRound(streams: Stream[], fire: () => Promise<void>): Promise<Round> {
  const latencies: number[] = [];
  let start = performance.now();
  const done = new Promise<void>((resolve) => {
    for (const s of streams) {
      s.onMessage = () => {
        s.onMessage = null;
        latencies.push(performance.now());
        if (latencies.length === streams.length) resolve();
      };
    }
  });
  await fire();
  await done;
  if (fanOutFrom !== null) start = fanOutFrom;
  fanOutFrom = null;
  for (let i = 0; i < latencies.length; i++) latencies[i] = (latencies[i] as number) - start;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const total = latencies.at(-1) ?? 1;
  return { p50: at(0.5), p99: at(0.99), rate: (streams.length / total) * 1000 };
}

function summarise(label: string, all: Round[]): Round {
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const r = {
    p50: median(all.map((x) => x.p50)),
    p99: median(all.map((x) => x.p99)),
    rate: median(all.map((x) => x.rate)),
  };
  console.log(
    `${label}: ${Math.round(r.rate)} messages/s to ${clients} streams (p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms)`,
  );
  return r;
}

async function ours(): Promise<Round> {
  const handle = await openDatabase('pglite://memory');
  await migrateToLatest(handle.db);
  await seedPlatform(handle.db);
  await seedDemoUniversity(handle.db);
  const config = testConfig({ DATABASE_URL: 'pglite://memory', RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db: handle.db, dbDriver: handle.driver });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = handle.db;
  const students = await db
    .selectFrom('users as u')
    .innerJoin('userRoles as ur', (j) => j.onRef('ur.tenantId', '=', 'u.tenantId').onRef('ur.userId', '=', 'u.id'))
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .innerJoin('tenants as t', 't.id', 'u.tenantId')
    .select(['u.id', 'u.tenantId'])
    .where('t.code', '=', 'demo')
    .where('r.alias', '=', 'student')
    .execute();
  const tenantId = students[0]?.tenantId as string;
  const perUser = Math.ceil(clients / students.length);
  const now = new Date();
  // One session per student, made directly: the bench measures streams, not logins.
  const sessions = students.map((s) => ({ userId: s.id, sessionId: newId() }));
  await db
    .insertInto('sessions')
    .values(
      sessions.map((s) => ({
        tenantId,
        id: s.sessionId,
        userId: s.userId,
        clientId: 'campusflow-web',
        roleId: null,
        actorUserId: null,
        parentSessionId: null,
        restricted: null,
        ip: null,
        userAgent: null,
        createdAt: now,
        lastActiveAt: now,
        absoluteExpiresAt: new Date(now.getTime() + 3600_000),
        endedAt: null,
        endReason: null,
      })),
    )
    .execute();
  const heapBefore = process.memoryUsage().heapUsed;
  const streams: Stream[] = [];
  for (let i = 0; i < clients; i++) {
    const s = sessions[i % sessions.length] as { userId: string; sessionId: string };
    const auth = {
      tenantId,
      userId: s.userId,
      sessionId: s.sessionId,
      clientId: '',
      account: '',
      isSuper: false,
      roleId: null,
      roleAlias: null,
      allRoles: false,
      actorUserId: null,
      restricted: null,
    };
    const ticket = await issueStreamTicket(db, auth, new Date());
    streams.push(await openStream(`${origin}/qzbps/platform/v3/message/stream?ticket=${ticket}`));
  }
  const heapPerStream = (process.memoryUsage().heapUsed - heapBefore) / clients;
  console.log(
    `${liveHubOf(app)?.size} streams held (${perUser} per student); heap ${(heapPerStream / 1024).toFixed(1)} KiB per stream (client and server sides)`,
  );
  const results: Round[] = [];
  // Round -1 warms up (JIT, buffers) and is not counted.
  for (let round = -1; round < rounds; round++) {
    const r = await measureRound(streams, async () => {
      const written = performance.now();
      const batch = await createMessages(
        db,
        tenantId,
        students.map((s) => ({
          userId: s.id,
          kind: 'notice.published',
          title: { key: 'notice.published', variables: { title: `Round ${round}` } },
          target: { type: 'notice', id: `N${round}`, route: '/notice/noticeDetail' },
        })),
      );
      fanOutFrom = performance.now();
      writeMs.push(fanOutFrom - written);
      await publishMessages(app, batch);
    });
    if (round >= 0) results.push(r);
  }
  for (const s of streams) s.close();
  await app.close();
  await handle.close();
  const write = writeMs.sort((a, b) => a - b)[Math.floor(writeMs.length / 2)] ?? 0;
  console.log(
    `writing the ${students.length} messages of a round (not in the figures below): median ${write.toFixed(0)} ms`,
  );
  return summarise('campusflow SSE fan-out (signal, read-back, render, write)', results);
}

async function baseline(): Promise<Round> {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const streams: Stream[] = [];
  for (let i = 0; i < clients; i++) streams.push(await openStream(`http://127.0.0.1:${port}/`));
  const frame = `id: 1\nevent: message\ndata: ${JSON.stringify({ id: newId(), title: 'x'.repeat(60) })}\n\n`;
  const results: Round[] = [];
  // Round -1 warms up (JIT, buffers) and is not counted.
  for (let round = -1; round < rounds; round++) {
    const r = await measureRound(streams, async () => {
      for (const res of open) res.write(frame);
    });
    if (round >= 0) results.push(r);
  }
  for (const s of streams) s.close();
  server.closeAllConnections();
  server.close();
  return summarise('baseline bare node:http writes', results);
}

const base = await baseline();
const mine = await ours();
console.log(
  `bench:events ratio (campusflow / baseline delivery rate): ${(mine.rate / base.rate).toFixed(2)}; ` +
    `p99 ${mine.p99.toFixed(0)} ms to ${clients} clients (aim < 1000 ms)`,
);
process.exit(0);
