// npm run bench:leave — issue 6 §2. Leave requests through the workflow engine on PostgreSQL
// (BENCH_DATABASE_URL, default the local server): students apply (POST /business/v3/leave/apply: auth
// guard, zod, the process start with leave.register's checks under the student's advisory lock), then
// their counsellors approve (POST /bpm/task/agree). Each is measured next to a bare Fastify route that
// verifies the token and calls the same service functions, in the same run; the figure and its ratio
// to the bare route are printed. Every request is a different leave (its own half day), so nothing is
// refused as an overlap; non-2xx answers count as errors.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { applyLeave } from '../apps/server/src/modules/leave/leave.service.ts';
import { verifyAccessToken } from '../apps/server/src/platform/auth/access-tokens.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { engineDeps } from '../apps/server/src/platform/workflow/engine-deps.ts';
import { actOnTask } from '../apps/server/src/platform/workflow/workflow-actions.ts';
import { type LoadCall as Call, measureCalls, printRatio } from './support/measure.ts';
import { withScratchDatabase } from './support/scratch-database.ts';
import { sessionTokens } from './support/sessions.ts';

const leaves = Number(process.env.BENCH_LEAVES ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const tokenHeader = 'x-authorization-access-token';
const config = testConfig({
  DATABASE_URL: 'pglite://memory',
  RATE_LIMIT: '100000000',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL: '3600',
});

/** One request per call, each with its own token and body. */
const fleet = (label: string, url: string, calls: readonly Call[]) =>
  measureCalls(label, url, calls, { tokenHeader, connections });

/** Leave bodies: student k's n-th leave is the morning of day n after `from` (half a day, never overlapping). */
function applyCalls(students: readonly string[], tokens: Map<string, string>, from: string): Call[] {
  return Array.from({ length: leaves }, (_, i) => {
    const student = students[i % students.length] as string;
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + Math.floor(i / students.length) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const body = { type: 'personal', startDate: day, startHalf: 'am', endDate: day, endHalf: 'am', reason: '压测' };
    return { token: tokens.get(student) as string, body: JSON.stringify(body) };
  });
}

/** The pending counsellor tasks of leaves starting in [from, to), each with its holder's token. */
async function approveCalls(db: Db, tenantId: string, from: string, to: string): Promise<Call[]> {
  const rows = await db
    .selectFrom('wfTasks as t')
    .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 't.tenantId').onRef('i.id', '=', 't.instanceId'))
    .leftJoin('wfTaskCandidates as c', (j) => j.onRef('c.tenantId', '=', 't.tenantId').onRef('c.taskId', '=', 't.id'))
    .select(['t.id', 't.assigneeId', 'c.userId as candidateId'])
    .where('t.tenantId', '=', tenantId)
    .where('t.status', '=', 'pending')
    .where('i.defKey', '=', 'leave_request')
    .where((eb) =>
      eb.and([
        eb(eb.ref('i.formData', '->>').key('startDate'), '>=', from),
        eb(eb.ref('i.formData', '->>').key('startDate'), '<', to),
      ]),
    )
    .execute();
  const byTask = new Map<string, string>();
  for (const r of rows) if (!byTask.has(r.id)) byTask.set(r.id, (r.assigneeId ?? r.candidateId) as string);
  const tokens = await sessionTokens(db, config, tenantId, [...new Set(byTask.values())], 'counsellor');
  return [...byTask].map(([taskId, userId]) => ({
    token: tokens.get(userId) as string,
    body: JSON.stringify({ taskId, opinion: '同意' }),
  }));
}

async function main() {
  await withScratchDatabase('campusflow_bench', async ({ db, demoTenantId }) => {
    const app = await buildApp({ config, db, dbDriver: 'postgres' });
    const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}${config.API_BASE}/business/v3`;
    const tenant = { id: demoTenantId };
    const studentRows = await db
      .selectFrom('userRoles as ur')
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .select('ur.userId')
      .where('ur.tenantId', '=', tenant.id)
      .where('r.alias', '=', 'student')
      .execute();
    const tokens = await sessionTokens(
      db,
      config,
      tenant.id,
      studentRows.map((r) => r.userId),
      'student',
    );
    // Warm-up, one leave each: also keeps only students whose class has a counsellor to start with.
    const students: string[] = [];
    for (const [userId, token] of tokens) {
      const res = await fetch(`${base}/leave/apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [tokenHeader]: token },
        body: JSON.stringify({
          type: 'personal',
          startDate: '2029-01-01',
          startHalf: 'am',
          endDate: '2029-01-01',
          endHalf: 'am',
          reason: '预热',
        }),
      });
      if (((await res.json()) as { state: number }).state === 200) students.push(userId);
    }
    console.log(`${students.length} students, ${leaves} leave requests per run, ${connections} connections`);

    const bare = Fastify({ logger: false });
    const authOf = (request: { headers: Record<string, unknown> }) =>
      verifyAccessToken(db, String(request.headers[tokenHeader]), new Date());
    bare.post('/apply', async (request) => {
      const auth = await authOf(request);
      return { state: 200, data: await applyLeave(db, auth, request.body as never, new Date()) };
    });
    bare.post('/agree', async (request) => {
      const auth = await authOf(request);
      const actor = { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false };
      return { state: 200, data: await actOnTask(db, engineDeps(), actor, 'agree', request.body as never, new Date()) };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    const bareApply = await fleet(
      'bare Fastify + same service, apply',
      `${bareUrl}/apply`,
      applyCalls(students, tokens, '2030-01-01'),
    );
    const appApply = await fleet(
      'POST /leave/apply',
      `${base}/leave/apply`,
      applyCalls(students, tokens, '2031-01-01'),
    );
    const bareAgree = await fleet(
      'bare Fastify + same service, agree',
      `${bareUrl}/agree`,
      await approveCalls(db, tenant.id, '2030-01-01', '2031-01-01'),
    );
    const appAgree = await fleet(
      'POST /bpm/task/agree',
      `${base}/bpm/task/agree`,
      await approveCalls(db, tenant.id, '2031-01-01', '2032-01-01'),
    );
    console.log('\nPostgreSQL');
    printRatio(appApply, bareApply);
    printRatio(appAgree, bareAgree);
    await bare.close();
    await app.close();
  });
}

await main();
