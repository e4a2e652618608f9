// npm run bench:workflow — issue 4 §5. Approval steps per second through the engine's service layer
// (start a 3-step chain, then agree step by step with many instances in flight) against a same-run
// baseline: the same chain run by `bpmn-engine` with its state in PostgreSQL (support/bpmn-engine-
// baseline.ts), the ratio's denominator. Also printed: the database floor (the same rows written by
// hand-rolled SQL: lock instance, close task, open next task, history row, bump version), HTTP, and the
// to-do list's p50/p99 over BENCH_PENDING_ROWS (default 1,000,000) generated task rows. PostgreSQL
// (BENCH_DATABASE_URL, default the local server). BENCH_INSTANCES (default 3000) and BENCH_CONCURRENCY
// (default 8) tune the run.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { newId } from '../apps/server/src/platform/db/ids.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { deployDefinition } from '../apps/server/src/platform/workflow/definitions.ts';
import { engineDeps } from '../apps/server/src/platform/workflow/engine-deps.ts';
import { startProcess } from '../apps/server/src/platform/workflow/start-process.ts';
import type { Actor } from '../apps/server/src/platform/workflow/task-guard.ts';
import { mineToAct, taskFrom as pendingFrom, pendingList } from '../apps/server/src/platform/workflow/task-lists.ts';
import { completeTask } from '../apps/server/src/platform/workflow/workflow-actions.ts';
import { seedDemoUniversity } from '../apps/server/src/seed/demo-university.ts';
import { seedPlatform } from '../apps/server/src/seed/platform-seed.ts';
import { bpmnEngineSteps, prepareBpmnEngineTable } from './support/bpmn-engine-baseline.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const instances = Number(process.env.BENCH_INSTANCES ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const pendingRows = Number(process.env.BENCH_PENDING_ROWS ?? 1_000_000);

const chainXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:cf="http://campusflow.dev/schema/bpmn" id="d" targetNamespace="http://campusflow.dev">
  <bpmn:process id="chain" name="三级审批">
    <bpmn:startEvent id="start"/>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="s1"/>
    <bpmn:userTask id="s1" name="辅导员" cf:assignee="relation:counsellor"/>
    <bpmn:sequenceFlow id="f2" sourceRef="s1" targetRef="s2"/>
    <bpmn:userTask id="s2" name="学院" cf:assignee="relation:collegeAdmin"/>
    <bpmn:sequenceFlow id="f3" sourceRef="s2" targetRef="s3"/>
    <bpmn:userTask id="s3" name="学工处" cf:assignee="relation:affairsOffice"/>
    <bpmn:sequenceFlow id="f4" sourceRef="s3" targetRef="end"/>
    <bpmn:endEvent id="end"/>
  </bpmn:process>
</bpmn:definitions>`;

/** Runs `work` over the items with `concurrency` workers; returns items per second. */
async function pool<T>(items: T[], work: (item: T) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
  return items.length / ((performance.now() - started) / 1000);
}

async function engineSteps(db: Db, actors: Record<string, Actor>, starter: Actor, count: number) {
  const deps = engineDeps();
  const now = () => new Date();
  const firstTasks: string[] = [];
  const startsPerSecond = await pool(
    Array.from({ length: count }, (_, i) => i),
    async () => {
      const started = await startProcess(db, deps, starter, { defKey: 'chain', data: { days: 2 } }, now());
      firstTasks.push(started.taskIds[0] as string);
    },
  );
  // Each item is one approval; finishing step n queues step n+1 of the same instance.
  const queue = firstTasks.map((taskId) => ({ taskId, step: 1 }));
  let steps = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const actor = actors[`s${item.step}`] as Actor;
        const result = await completeTask(db, deps, actor, { taskId: item.taskId, actionName: 'agree' }, now());
        steps += 1;
        if (item.step < 3) queue.push({ taskId: result.taskIds[0] as string, step: item.step + 1 });
      }
    }),
  );
  return { startsPerSecond, steps, seconds: (performance.now() - began) / 1000 };
}

/** The same rows by hand: what one approval costs the database without the engine around it. */
async function baselineSteps(
  db: Db,
  tenantId: string,
  definitionId: string,
  actors: Record<string, Actor>,
  count: number,
) {
  const ids = Array.from({ length: count }, () => newId());
  const now = new Date();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db
      .insertInto('wfInstances')
      .values(
        chunk.map((id) => ({
          tenantId,
          id,
          definitionId,
          defKey: 'chain-baseline',
          subject: 'baseline',
          status: 'running' as const,
          starterId: (actors.s1 as Actor).userId,
          starterName: 'baseline',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await db
      .insertInto('wfTasks')
      .values(
        chunk.map((instanceId) => ({
          tenantId,
          id: newId(),
          instanceId,
          nodeId: 's1',
          nodeName: 's1',
          assigneeId: (actors.s1 as Actor).userId,
          status: 'pending' as const,
          createdAt: now,
        })),
      )
      .execute();
  }
  const queue = ids.map((instanceId) => ({ instanceId, step: 1 }));
  let steps = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { instanceId, step } = item;
        const at = new Date();
        await db.transaction().execute(async (trx) => {
          const inst = await trx
            .selectFrom('wfInstances')
            .select('version')
            .where('tenantId', '=', tenantId)
            .where('id', '=', instanceId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('wfTasks')
            .set({
              status: 'done',
              decision: 'agree',
              completedBy: (actors[`s${step}`] as Actor).userId,
              completedAt: at,
            })
            .where('tenantId', '=', tenantId)
            .where('instanceId', '=', instanceId)
            .where('nodeId', '=', `s${step}`)
            .where('status', '=', 'pending')
            .execute();
          if (step < 3) {
            await trx
              .insertInto('wfTasks')
              .values({
                tenantId,
                id: newId(),
                instanceId,
                nodeId: `s${step + 1}`,
                nodeName: `s${step + 1}`,
                assigneeId: (actors[`s${step + 1}`] as Actor).userId,
                status: 'pending',
                createdAt: at,
              })
              .execute();
          }
          await trx
            .insertInto('wfHistory')
            .values({
              tenantId,
              id: newId(),
              instanceId,
              action: 'agree',
              nodeId: `s${step}`,
              actorId: (actors[`s${step}`] as Actor).userId,
              createdAt: at,
            })
            .execute();
          await trx
            .updateTable('wfInstances')
            .set({
              version: inst.version + 1,
              updatedAt: at,
              ...(step === 3 ? { status: 'end' as const, result: 'approved' as const, endedAt: at } : {}),
            })
            .where('tenantId', '=', tenantId)
            .where('id', '=', instanceId)
            .execute();
        });
        steps += 1;
        if (step < 3) queue.push({ instanceId, step: step + 1 });
      }
    }),
  );
  return { steps, seconds: (performance.now() - began) / 1000 };
}

async function postJson(url: string, body: unknown, token?: string): Promise<{ state: number; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-authorization-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { state: number; data: unknown };
}

async function login(oauth: string, account: string): Promise<string> {
  const state = await postJson(`${oauth}/user/login/apply`, { username: account, password: 'Campus@2026' });
  const code = await postJson(`${oauth}/authorize/apply`, { login_state: state.data, client_id: 'campusflow-web' });
  const tokens = await postJson(`${oauth}/authentication/apply`, {
    client_id: 'campusflow-web',
    grant_type: 'authorization_code',
    authorize_code: code.data,
  });
  if (tokens.state !== 200) throw new Error(`login of ${account} failed`);
  return String((tokens.data as { access_token: string }).access_token);
}

/** The same chain through the whole app: POST /bpm/instance/start, then POST /bpm/task/agree per step. */
async function httpSteps(db: Db, count: number) {
  const config = testConfig({ RATE_LIMIT: '100000000', LOGIN_RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, dbDriver: 'postgres' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const oauth = `${url}${config.API_BASE}/oauth2/v3`;
  const bpm = `${url}${config.API_BASE}/business/v3/bpm`;
  const tokens: Record<string, string> = {
    start: await login(oauth, 'student'),
    s1: await login(oauth, 'counsellor'),
    s2: await login(oauth, 'collegeadmin'),
    s3: await login(oauth, 'affairsadmin'),
  };
  const queue: { taskId: string; step: number }[] = [];
  for (let i = 0; i < count; i++) {
    const started = await postJson(`${bpm}/instance/start`, { defKey: 'chain', data: { days: 1 } }, tokens.start);
    queue.push({ taskId: (started.data as { taskIds: string[] }).taskIds[0] as string, step: 1 });
  }
  let steps = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const res = await postJson(`${bpm}/task/agree`, { taskId: item.taskId }, tokens[`s${item.step}`]);
        if (res.state !== 200) throw new Error(`agree failed with ${res.state}`);
        steps += 1;
        const next = (res.data as { taskIds: string[] }).taskIds[0];
        if (item.step < 3 && next) queue.push({ taskId: next, step: item.step + 1 });
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  await app.close();
  return { steps, seconds };
}

/**
 * The to-do list's latency with `pendingRows` task rows (10 per instance, a quarter still pending,
 * spread over the demo tenant's users): p50/p99 of the first page with its exact total.
 */
async function pendingLatency(db: Db, tenantId: string, definitionId: string, userId: string) {
  const instanceCount = Math.ceil(pendingRows / 10);
  // The user ids go in as one array parameter: a joined subquery would be re-aggregated for every row.
  const ids = (await db.selectFrom('users').select('id').where('tenantId', '=', tenantId).execute()).map((u) => u.id);
  const generated = performance.now();
  // Set-based (generate_series), in chunks of 50,000 instances (500,000 tasks) so no single statement
  // queues a million foreign-key checks; the rows are consistent by construction, so the checks are
  // skipped (session_replication_role, superuser only) on one pinned connection.
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    for (let from = 1; from <= instanceCount; from += 50_000) {
      const to = Math.min(instanceCount, from + 49_999);
      await sql`with inst as (
          insert into wf_instances (tenant_id, id, definition_id, def_key, subject, status, starter_id, starter_name, created_at, updated_at)
          select ${tenantId}::uuid, gen_random_uuid(), ${definitionId}::uuid, 'chain', '申请 ' || g, 'running', ${userId}::uuid, 'bench',
            now() - (g || ' seconds')::interval, now()
          from generate_series(${from}::int, ${to}::int) g
          returning tenant_id, id, created_at)
        insert into wf_tasks (tenant_id, id, instance_id, node_id, node_name, assignee_id, status, created_at)
        select i.tenant_id, gen_random_uuid(), i.id, 's' || k, '步骤' || k,
          (${ids}::uuid[])[1 + ((k * 7 + hashtext(i.id::text)) & 2147483647) % ${ids.length}],
          case when k % 4 = 0 then 'pending' else 'done' end, i.created_at + (k || ' seconds')::interval
        from inst i cross join generate_series(1, 10) k`.execute(conn);
    }
    await sql`set session_replication_role = origin`.execute(conn);
  });
  console.log(`generated ${instanceCount * 10} task rows in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
  // Every table, wf_definitions included: without its statistics the planner took it for one row and
  // ran the whole task join once per definition (34 ms instead of 5 at 1,000,000 rows; BENCH_EXPLAIN).
  await sql`analyze`.execute(db);
  const rows = await sql<{ n: number }>`select count(*)::int as n from wf_tasks where tenant_id = ${tenantId}`.execute(
    db,
  );
  const actor = { tenantId, userId, isAdmin: false };
  const query = { parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] };
  if (process.env.BENCH_EXPLAIN) {
    // The plans of the list's two statements (count and page), to see which index they take.
    const where = mineToAct(actor);
    for (const statement of [
      sql`select count(*) from ${pendingFrom} where ${where}`,
      sql`select t.id from ${pendingFrom} where ${where} order by t.created_at desc, t.id desc limit 20`,
    ]) {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${statement}`.execute(db);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  for (let i = 0; i < 20; i++) await pendingList(db, actor, query);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const began = performance.now();
    const page = await pendingList(db, actor, query);
    times.push(performance.now() - began);
    if (page.dataResult.length === 0) throw new Error('the to-do list is empty');
  }
  times.sort((a, b) => a - b);
  const total = (await pendingList(db, actor, query)).pageResult.totalCount;
  return { rows: rows.rows[0]?.n ?? 0, total, p50: times[99] ?? 0, p99: times[197] ?? 0 };
}

async function main() {
  const name = `campusflow_wfbench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase(url.toString(), { poolMax: concurrency + 2 });
    const { db } = handle;
    await migrateToLatest(db);
    await seedPlatform(db);
    await seedDemoUniversity(db);
    const tenant = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const users = await db.selectFrom('users').select(['id', 'account']).where('tenantId', '=', tenant.id).execute();
    const actor = (account: string): Actor => ({
      tenantId: tenant.id,
      userId: users.find((u) => u.account === account)?.id as string,
      isAdmin: false,
    });
    const actors = { s1: actor('counsellor'), s2: actor('collegeadmin'), s3: actor('affairsadmin') };
    const definition = await deployDefinition(db, { tenantId: tenant.id, xml: chainXml, now: new Date() });

    console.log(
      `workflow bench on PostgreSQL: ${instances} instances of a 3-step chain, ${concurrency} concurrent workers`,
    );
    // Rounds alternate baseline and engine so both see the same load on a shared machine.
    const rounds = 4;
    const per = Math.ceil(instances / rounds);
    const total = {
      engineSteps: 0,
      engineSeconds: 0,
      baseSteps: 0,
      baseSeconds: 0,
      starts: 0,
      bpmnSteps: 0,
      bpmnSeconds: 0,
      bpmnStarts: 0,
    };
    await prepareBpmnEngineTable(db);
    for (let round = 0; round < rounds; round++) {
      const base = await baselineSteps(db, tenant.id, definition.id, actors, per);
      const bpmn = await bpmnEngineSteps(db, chainXml, per, concurrency);
      const eng = await engineSteps(db, actors, actor('student'), per);
      total.baseSteps += base.steps;
      total.baseSeconds += base.seconds;
      total.bpmnSteps += bpmn.steps;
      total.bpmnSeconds += bpmn.seconds;
      total.bpmnStarts += bpmn.startsPerSecond / rounds;
      total.engineSteps += eng.steps;
      total.engineSeconds += eng.seconds;
      total.starts += eng.startsPerSecond / rounds;
    }
    const http = await httpSteps(db, Math.min(per, 300));
    const baseline = total.baseSteps / total.baseSeconds;
    const engine = { startsPerSecond: total.starts, stepsPerSecond: total.engineSteps / total.engineSeconds };
    const ended = await db
      .selectFrom('wfInstances')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('defKey', '=', 'chain')
      .where('status', '=', 'end')
      .executeTakeFirstOrThrow();
    const expected = per * rounds + Math.min(per, 300);
    if (Number(ended.n) !== expected) throw new Error(`only ${ended.n} of ${expected} instances ended`);
    console.log(
      `engine starts: ${engine.startsPerSecond.toFixed(0)}/s (each walks to the first task, resolves the counsellor)`,
    );
    const bpmnRate = total.bpmnSteps / total.bpmnSeconds;
    console.log(`engine approval steps: ${engine.stepsPerSecond.toFixed(0)}/s (aim ≥ 1000 on 2 cores)`);
    console.log(
      `baseline bpmn-engine (state in PostgreSQL, recover/resume/signal per step): ${bpmnRate.toFixed(0)} steps/s, starts ${total.bpmnStarts.toFixed(0)}/s`,
    );
    console.log(`ratio engine/bpmn-engine: ${(engine.stepsPerSecond / bpmnRate).toFixed(2)}`);
    console.log(
      `database floor (same rows, hand-written SQL): ${baseline.toFixed(0)} steps/s; engine/floor ${(engine.stepsPerSecond / baseline).toFixed(2)}`,
    );
    const httpRate = http.steps / http.seconds;
    console.log(
      `through HTTP (POST /bpm/task/agree, ${concurrency} concurrent): ${httpRate.toFixed(0)} steps/s; ratio to bpmn-engine ${(httpRate / bpmnRate).toFixed(2)}, to the floor ${(httpRate / baseline).toFixed(2)}`,
    );
    if (pendingRows > 0) {
      const latency = await pendingLatency(db, tenant.id, definition.id, actors.s1.userId);
      console.log(
        `pending list with ${latency.rows} task rows (${latency.total} pending for the user): p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (aim p99 < 20 ms)`,
      );
    }
    await handle.close();
    // pool.end() resolves before the server has seen every socket close; dropping with force meanwhile
    // would kill a closing connection and crash the run.
    for (let i = 0; i < 40; i++) {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
