// The baseline of bench:workflow (issue 4 §5): the same 3-step chain run by `bpmn-engine` (dev
// dependency of apps/server, never the runtime) with its state kept in PostgreSQL, the way
// workflow-notes.md §2 measured it: each approval is one transaction that locks the instance's row,
// recovers the engine from the stored state, resumes it, signals the waiting user task and stores
// the new state. Same database, same concurrency, same run as our engine.
import { performance } from 'node:perf_hooks';
import { Engine } from 'bpmn-engine';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { newId } from '../../apps/server/src/platform/db/ids.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

type Waiting = { id: string; type: string; signal: () => void };

export async function prepareBpmnEngineTable(db: Db): Promise<void> {
  await sql`create table if not exists bench_bpmn_state (
    id uuid primary key, version int not null, state text not null, ended boolean not null default false)`.execute(db);
}

/** Starts `count` instances (each waits at its first user task) and returns their ids and starts/s. */
async function startAll(db: Db, xml: string, count: number, concurrency: number) {
  const ids: string[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const engine = new Engine({ name: 'chain', source: xml });
        const execution = await engine.execute({ variables: { days: 2 } });
        await tick();
        if (!execution.getPostponed().some((a) => a.type === 'bpmn:UserTask')) throw new Error('no user task');
        const state = JSON.stringify(await engine.getState());
        engine.stop();
        const id = newId();
        await sql`insert into bench_bpmn_state (id, version, state) values (${id}, 1, ${state})`.execute(db);
        ids.push(id);
      }
    }),
  );
  return { ids, startsPerSecond: count / ((performance.now() - began) / 1000) };
}

/** One approval: lock, recover, resume, signal the waiting user task, store. */
async function step(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await sql<{ version: number; state: string }>`select version, state from bench_bpmn_state
      where id = ${id} for update`.execute(trx);
    const current = row.rows[0];
    if (!current) throw new Error(`no state ${id}`);
    const engine = new Engine({ name: 'chain' }).recover(JSON.parse(current.state));
    const execution = await engine.resume();
    const task = (execution.getPostponed() as Waiting[]).find((a) => a.type === 'bpmn:UserTask');
    if (!task) throw new Error(`instance ${id} waits at no user task`);
    task.signal();
    await tick();
    const waiting = (execution.getPostponed() as Waiting[]).some((a) => a.type === 'bpmn:UserTask');
    const state = JSON.stringify(await engine.getState());
    engine.stop();
    await sql`update bench_bpmn_state set version = ${current.version + 1}, state = ${state}, ended = ${!waiting}
      where id = ${id}`.execute(trx);
    return waiting;
  });
}

/** Starts `count` chains, then approves every step with `concurrency` workers; steps per second. */
export async function bpmnEngineSteps(db: Db, xml: string, count: number, concurrency: number) {
  // bpmn-engine runs only processes marked executable; our engine does not need the flag.
  const executable = xml.replace('<bpmn:process ', '<bpmn:process isExecutable="true" ');
  const { ids, startsPerSecond } = await startAll(db, executable, count, concurrency);
  const queue = [...ids];
  let steps = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const more = await step(db, id);
        steps += 1;
        if (more) queue.push(id);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const ended = await sql<{ n: number }>`select count(*)::int as n from bench_bpmn_state
    where ended and id in (${sql.join(ids)})`.execute(db);
  if ((ended.rows[0]?.n ?? 0) !== count) throw new Error(`bpmn-engine ended ${ended.rows[0]?.n} of ${count}`);
  return { startsPerSecond, steps, seconds };
}
