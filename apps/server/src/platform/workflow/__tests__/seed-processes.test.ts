import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { deployStandardProcesses } from '../seed-processes.ts';
import { engineHarness } from './engine-helpers.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
  await deployStandardProcesses(h.db, h.people.tenantId, t.clock.now());
  await deployStandardProcesses(h.db, h.people.tenantId, t.clock.now());
});
afterAll(() => t.close());

describe('standard processes for seeds', () => {
  it('deploys once, however often the seed runs', async () => {
    const rows = await h.db
      .selectFrom('wfDefinitions')
      .select(['key', 'version'])
      .where('tenantId', '=', h.people.tenantId)
      // Business modules deploy their own processes into the demo tenant too (modules/index.ts).
      .where('key', 'in', ['general_application', 'two_level_approval'])
      .execute();
    expect(rows.map((r) => `${r.key}@${r.version}`).sort()).toEqual(['general_application@1', 'two_level_approval@1']);
  });

  it('general application: the counsellor decides', async () => {
    const { instId } = await h.start('student', { defKey: 'general_application', data: { title: '证明' } });
    expect((await h.instance(instId)).subject).toBe('李明的通用申请：证明');
    await h.act('counsellor', instId, 'counsellor', 'oppose');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'rejected' });
  });

  it('two-level approval: the college only above 3 days ("5" from a form counts as 5)', async () => {
    const short = await h.start('student', { defKey: 'two_level_approval', data: { days: 3 } });
    await h.act('counsellor', short.instId, 'counsellor', 'agree');
    expect(await h.instance(short.instId)).toMatchObject({ status: 'end', result: 'approved' });
    const long = await h.start('student', { defKey: 'two_level_approval', data: { days: '5' } });
    await h.act('counsellor', long.instId, 'counsellor', 'agree');
    expect(await h.open(long.instId)).toEqual(['college:collegeadmin']);
  });
});
