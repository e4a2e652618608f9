// npm run bench:auth — issue 2 §6. The authenticated GET /user/context through the whole app (plugins,
// auth guard, zod, envelope) against a bare Fastify route running the same two queries, at 50
// connections; then three-step logins per second and the argon2id hash time. PostgreSQL first
// (BENCH_DATABASE_URL, default the local server), PGlite beside it for information.
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { verifyAccessToken } from '../apps/server/src/platform/auth/access-tokens.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { loadUserContext } from '../apps/server/src/platform/auth/user-context.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemoUniversity } from '../apps/server/src/seed/demo-university.ts';
import { seedPlatform } from '../apps/server/src/seed/platform-seed.ts';
import { type LoadFigure, measureLoad, printRatio } from './support/measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tokenHeader = 'x-authorization-access-token';

type RunResult = { context: LoadFigure; bare: LoadFigure; ratio: number; loginsPerSecond: number };

async function prepared(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateToLatest(handle.db);
  await seedPlatform(handle.db);
  await seedDemoUniversity(handle.db);
  return handle;
}

async function postJson(url: string, body: unknown): Promise<{ state: number; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { state: number; data: unknown };
}

/** The web app's three-step code login: login state, then a code, then tokens. */
async function login(base: string, account: string): Promise<string> {
  const state = await postJson(`${base}/user/login/apply`, { username: account, password: 'Campus@2026' });
  const code = await postJson(`${base}/authorize/apply`, { login_state: state.data, client_id: 'campusflow-web' });
  const tokens = await postJson(`${base}/authentication/apply`, {
    client_id: 'campusflow-web',
    grant_type: 'authorization_code',
    authorize_code: code.data,
  });
  if (tokens.state !== 200) throw new Error(`login of ${account} failed: ${JSON.stringify([state, code, tokens])}`);
  return String((tokens.data as { access_token: string }).access_token);
}

async function run(label: string, handle: DatabaseHandle, driver: 'pglite' | 'postgres'): Promise<RunResult> {
  const config = testConfig({
    DATABASE_URL: 'pglite://memory',
    RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, db: handle.db, dbDriver: driver });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const oauthBase = `${appUrl}${config.API_BASE}/oauth2/v3`;
  const token = await login(oauthBase, 'student');

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (request, reply) => {
    const auth = await verifyAccessToken(handle.db, String(request.headers[tokenHeader]), new Date());
    const context = await loadUserContext(handle.db, auth, 'zh-CN');
    return reply.send({ state: 200, data: context });
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const headers = { [tokenHeader]: token };
  const options = { headers, connections: 50, seconds };
  // Warm both paths (JIT, pool, plan cache) before measuring.
  await measureLoad('warm-up', `${oauthBase}/user/context`, { ...options, seconds: 2 });
  await measureLoad('warm-up', `${bareUrl}/bare`, { ...options, seconds: 2 });
  const bareFigure = await measureLoad(`${label} bare Fastify + same SQL`, `${bareUrl}/bare`, options);
  const contextFigure = await measureLoad(`${label} GET /user/context`, `${oauthBase}/user/context`, options);
  const ratio = printRatio(contextFigure, bareFigure);

  // Logins are argon2id-bound: two at a time on two cores.
  const until = performance.now() + seconds * 1000;
  let logins = 0;
  await Promise.all(
    [0, 1].map(async (worker) => {
      while (performance.now() < until) {
        await login(oauthBase, worker === 0 ? 'counsellor' : 'student');
        logins += 1;
      }
    }),
  );
  const loginsPerSecond = logins / seconds;
  console.log(`${label} three-step logins: ${loginsPerSecond.toFixed(1)}/s (2 concurrent)`);
  await bare.close();
  await app.close();
  return { context: contextFigure, bare: bareFigure, ratio, loginsPerSecond };
}

async function hashTime(): Promise<number> {
  await hashPassword('warm-up-password');
  const n = 10;
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await hashPassword(`Campus@2026-${i}`);
  return (performance.now() - start) / n;
}

async function main() {
  const ms = await hashTime();
  console.log(
    `argon2id hash (m=19456, t=2, p=1): ${ms.toFixed(1)} ms per hash → at most ${(1000 / ms).toFixed(1)} per core per second`,
  );

  const name = `campusflow_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const postgres = await prepared(await openDatabase(url.toString(), { poolMax: 20 }));
    const pgResult = await run('PostgreSQL', postgres, 'postgres');
    await postgres.close();
    const pglite = await prepared(await openDatabase('pglite://memory'));
    const liteResult = await run('PGlite', pglite, 'pglite');
    await pglite.close();

    console.log('\nsummary');
    console.log(
      `PostgreSQL GET /user/context ${pgResult.context.requestsPerSecond} req/s (aim ≥ 5000), ` +
        `ratio to bare route ${pgResult.ratio.toFixed(2)} (aim ≥ 0.5), logins ${pgResult.loginsPerSecond.toFixed(1)}/s`,
    );
    console.log(
      `PGlite     GET /user/context ${liteResult.context.requestsPerSecond} req/s, ` +
        `ratio to bare route ${liteResult.ratio.toFixed(2)}, logins ${liteResult.loginsPerSecond.toFixed(1)}/s`,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
