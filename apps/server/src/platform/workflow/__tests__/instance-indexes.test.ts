import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// One process's requests of a tenant, newest first (module lists such as the dorm office's records):
// the (tenant_id, def_key, created_at) index answers it, so it does not read every request of the school.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("reads one process's newest requests through wf_instances_def_key", async () => {
  const tenant = await t.app.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await sql`analyze wf_instances`.execute(t.app.db);
  // Sequential scans discouraged: the demo table is small enough for the planner to read it whole.
  const plan = await t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return sql<Record<string, string>>`explain select id from wf_instances
      where tenant_id = ${tenant.id} and def_key = 'dorm_change' order by created_at desc limit 20`.execute(trx);
  });
  const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
  expect(text).toContain('wf_instances_def_key');
  expect(text).toMatch(/Index Cond: \(\(tenant_id = .*\) AND \(def_key = /);
});
