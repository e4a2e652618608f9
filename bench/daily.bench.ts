// npm run bench:daily — issue 6 §4. 2,000 students submit the daily health check-in (POST
// /business/v3/health-check-in) through the whole app (auth guard, zod, envelope, settings read, the
// unique insert), next to a bare Fastify route doing the same token check and insert in the same run.
// PostgreSQL (BENCH_DATABASE_URL, default the local server). Each student submits once: 2,000 requests
// spread over 50 connections as fast as they go (the one-minute budget is the limit they must beat),
// then the same again paced at 2,000 per BENCH_WINDOW seconds (default 60) for the latency at the
// target rate. Every run writes a day of its own (the app's clock moves back, the bare route writes days before) so each
// request inserts a fresh row.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { submitCheckIn } from '../apps/server/src/modules/health-check-in/health-check-in.service.ts';
import { verifyAccessToken } from '../apps/server/src/platform/auth/access-tokens.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { newId } from '../apps/server/src/platform/db/ids.ts';
import { testClock } from '../apps/server/src/platform/http/clock.ts';
import { checkInFleet, type FleetFigure, printFleet } from './support/check-in-fleet.ts';
import { withScratchDatabase } from './support/scratch-database.ts';
import { sessionTokens } from './support/sessions.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 2000);
const windowSeconds = Number(process.env.BENCH_WINDOW ?? 60);
const paced = process.env.BENCH_PACED !== '0';
const tokenHeader = 'x-authorization-access-token';
const body = JSON.stringify({ temperature: 36.5, symptoms: ['none'], remark: '', location: null });

/** `students` new student accounts in the demo university's classes, with a session each. */
async function studentTokens(db: Db, tenantId: string, config: ReturnType<typeof testConfig>): Promise<string[]> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', 'student')
    .executeTakeFirstOrThrow();
  const classes = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'class')
    .execute();
  // Fresh accounts only: the demo students already have check-ins on the last seven days.
  const ids: string[] = [];
  const extra = Array.from({ length: students }, (_, i) => ({ id: newId(), n: i }));
  for (let i = 0; i < extra.length; i += 500) {
    const part = extra.slice(i, i + 500);
    await db
      .insertInto('users')
      .values(
        part.map((u) => ({
          tenantId,
          id: u.id,
          account: `bench${u.n}`,
          accountLower: `bench${u.n}`,
          passwordHash: null,
          language: null,
          mobile: null,
          email: null,
          expiresAt: null,
          initialPasswordExpiresAt: null,
          lastFailureAt: null,
          lockedUntil: null,
        })),
      )
      .execute();
    await db
      .insertInto('tenantMembers')
      .values(part.map((u) => ({ tenantId, userId: u.id, homeTenantId: tenantId })))
      .execute();
    await db
      .insertInto('employees')
      .values(
        part.map((u) => ({
          tenantId,
          userId: u.id,
          name: `学生${u.n}`,
          code: `2099${String(u.n).padStart(6, '0')}`,
          gender: null,
          orgId: classes[u.n % classes.length]?.id ?? null,
        })),
      )
      .execute();
    await db
      .insertInto('userRoles')
      .values(part.map((u) => ({ tenantId, userId: u.id, roleId: role.id })))
      .execute();
  }
  ids.push(...extra.map((u) => u.id));
  return [...(await sessionTokens(db, config, tenantId, ids, 'student')).values()];
}

async function main() {
  const config = testConfig({
    DATABASE_URL: 'pglite://memory',
    RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: '3600',
  });
  await withScratchDatabase('campusflow_bench', async ({ handle, demoTenantId }) => {
    const tokens = await studentTokens(handle.db, demoTenantId, config);
    console.log(`${tokens.length} students with a session`);

    // The app's clock is moved back a day for the paced run so every student checks in afresh; tokens
    // stay valid on an earlier clock.
    const clock = testClock(new Date());
    const app = await buildApp({ config, db: handle.db, dbDriver: 'postgres', clock });
    const appUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}${config.API_BASE}/business/v3/health-check-in`;
    const bare = Fastify({ logger: false });
    bare.post('/bare', async (request, reply) => {
      const auth = await verifyAccessToken(handle.db, String(request.headers[tokenHeader]), new Date());
      const day = new Date(Date.now() - 86_400_000 * (Number(request.headers['x-day-back']) || 2));
      const done = await submitCheckIn(handle.db, auth, request.body as Parameters<typeof submitCheckIn>[2], day);
      return reply.send({ state: 200, data: done });
    });
    const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;

    const figures: FleetFigure[] = [];
    const burst = { tokens, body, tokenHeader, connections: 50 };
    // Warm both paths (JIT, pool, plan cache) on days of their own before measuring.
    const warm = { ...burst, tokens: tokens.slice(0, Math.min(300, tokens.length)) };
    await checkInFleet('warm-up', bareUrl, { ...warm, headers: { 'x-day-back': '5' } });
    clock.set(new Date(Date.now() - 4 * 86_400_000));
    await checkInFleet('warm-up', appUrl, warm);
    clock.set(new Date());
    figures.push(
      await checkInFleet('PostgreSQL bare Fastify + same SQL, burst', bareUrl, {
        ...burst,
        headers: { 'x-day-back': '2' },
      }),
    );
    figures.push(await checkInFleet('PostgreSQL POST /health-check-in, burst', appUrl, burst));
    if (paced) {
      const rate = Math.ceil(tokens.length / windowSeconds);
      const pace = { ...burst, connections: 20, overallRate: rate };
      figures.push(
        await checkInFleet(`PostgreSQL bare, paced ${rate}/s`, bareUrl, { ...pace, headers: { 'x-day-back': '3' } }),
      );
      clock.set(new Date(Date.now() - 86_400_000));
      figures.push(await checkInFleet(`PostgreSQL POST /health-check-in, paced ${rate}/s`, appUrl, pace));
    }
    printFleet(figures);
    await bare.close();
    await app.close();
  });
}

await main();
