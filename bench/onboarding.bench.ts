// npm run bench:onboarding — issue 7 §4 on PostgreSQL (BENCH_DATABASE_URL, default the local server):
//  1. BENCH_STUDENTS (default 10,000) new students each submit their arrival registration once
//     (POST /onboarding/steps/arrival/submit through the whole app), aim ≥ 167/s, p99 < 200 ms, no errors;
//  2. BENCH_RACERS (default 2,000) of them race for BENCH_BEDS (default 1,000) beds, two per bed:
//     every request answered (200 or 6041007), every bed taken exactly once, no student housed twice;
//  3. the same-run baseline: a bare Fastify route verifying the same tokens and upserting the same JSON
//     into a scratch table, driven by the same loader; the ratio is printed.
// The loader runs in this process with the server (both share the two cores), the same for the baseline.
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { seedOnboardingDefinitions } from '../apps/server/src/modules/onboarding/onboarding.seed.ts';
import { verifyAccessToken } from '../apps/server/src/platform/auth/access-tokens.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { type Loaded, loadTest, makeBeds, makeStudents, printFigure } from './support/onboarding-data.ts';
import { withScratchDatabase } from './support/scratch-database.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 10_000);
const racers = Number(process.env.BENCH_RACERS ?? 2_000);
const bedCount = Number(process.env.BENCH_BEDS ?? 1_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const tokenHeader = 'x-authorization-access-token';
const base = '/qzbps/business/v3';
const arrival = { date: '2026-09-01', time: '09:30', transport: 'train', station: '北京南站', companions: 1 };

async function main() {
  if (racers > students || racers !== bedCount * 2)
    throw new Error('BENCH_RACERS must be 2 × BENCH_BEDS and ≤ BENCH_STUDENTS');
  await withScratchDatabase('campusflow_bench_onb', async ({ db, demoTenantId }) => {
    const tenant = { id: demoTenantId };
    await seedOnboardingDefinitions(db, tenant.id);
    const setupStart = performance.now();
    const people = await makeStudents(db, tenant.id, students);
    const beds = await makeBeds(db, tenant.id, bedCount, people.slice(0, racers));
    console.log(
      `setup: ${students} new students with sessions, ${bedCount} beds in ${Math.round(performance.now() - setupStart)} ms`,
    );

    const config = testConfig({ RATE_LIMIT: '100000000', LOGIN_RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' });
    const app = await buildApp({ config, db, dbDriver: 'postgres' });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    // Baseline: the same token check and one upsert of the same JSON, without the app's layers.
    await sql`create table bench_arrivals (tenant_id uuid, user_id uuid, data jsonb, primary key (tenant_id, user_id))`.execute(
      db,
    );
    const bare = Fastify({ logger: false });
    bare.post('/bare', async (request) => {
      const auth = await verifyAccessToken(db, String(request.headers[tokenHeader]), new Date());
      const data = JSON.stringify((request.body as { data: unknown }).data);
      await sql`insert into bench_arrivals values (${auth.tenantId}, ${auth.userId}, ${data}::jsonb)
        on conflict (tenant_id, user_id) do update set data = excluded.data`.execute(db);
      return { state: 200, data: null };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    const arrivalRequest = (target: string) => (i: number) => ({
      url: target,
      headers: { [tokenHeader]: people[i % people.length]?.token as string },
      body: { data: arrival },
    });
    // Warm both paths (JIT, pools, plans) with a few hundred requests each.
    const warm = Math.min(300, students);
    await loadTest(warm, connections, arrivalRequest(`${bareUrl}/bare`));
    await loadTest(warm, connections, arrivalRequest(`${appUrl}${base}/onboarding/steps/arrival/submit`));
    const baseline = await loadTest(students, connections, arrivalRequest(`${bareUrl}/bare`));
    const submitted = await loadTest(
      students,
      connections,
      arrivalRequest(`${appUrl}${base}/onboarding/steps/arrival/submit`),
    );
    printFigure(`arrival registration (${students} students)`, submitted, baseline);
    const stored = await sql<{ n: number }>`select count(*)::int as n from onboarding_submissions
      where step_key = 'arrival' and status = 'approved'`.execute(db);
    console.log(`  stored arrival submissions: ${stored.rows[0]?.n} of ${students}`);

    // The race: racer i wants bed i mod bedCount, so every bed has exactly two contenders.
    const race = await loadTest(racers, connections, (i) => ({
      url: `${appUrl}${base}/onboarding/beds/choose`,
      headers: { [tokenHeader]: people[i]?.token as string },
      body: { bedId: beds[i % bedCount] as string },
    }));
    await checkRace(db, race, racers, bedCount, beds);
    await bare.close();
    await app.close();
  });
}

async function checkRace(db: Db, race: Loaded, racers: number, bedCount: number, beds: string[]) {
  const won = race.states.get(200) ?? 0;
  const lost = race.states.get(6041007) ?? 0;
  const stays = await sql<{ beds: number; students: number; rows: number }>`select count(distinct bed_id)::int as beds,
      count(distinct student_id)::int as students, count(*)::int as rows
    from dorm_stays where end_at is null and bed_id = any(${beds}::uuid[])`.execute(db);
  const s = stays.rows[0];
  const answered = [...race.states.values()].reduce((a, b) => a + b, 0);
  console.log(
    `bed race (${racers} students, ${bedCount} beds): ${race.requestsPerSecond} req/s, p50 ${race.p50Ms} ms, p99 ${race.p99Ms} ms; ` +
      `answered ${answered}/${racers} (won ${won}, lost with 6041007 ${lost}, other ${answered - won - lost}, non-200 answers ${race.errors}); ` +
      `beds taken ${s?.beds}/${bedCount}, open stays ${s?.rows}, distinct students ${s?.students}`,
  );
  const ok =
    answered === racers &&
    won === bedCount &&
    lost === racers - bedCount &&
    s?.beds === bedCount &&
    s?.rows === bedCount &&
    s?.students === bedCount;
  console.log(
    `  race check: ${ok ? 'OK — every bed taken exactly once, every request answered, none twice' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
