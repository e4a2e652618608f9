import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Seal use through HTTP on the demo university: 李明 applies, the CS counsellor and then the affairs
// office (赵处长) approve, the office records the use; counsellor2 and demo2 must not see it.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = (parameters: unknown[] = []) => ({ parameters, requestPage: { pageNo: 1, limit: 50 } });
const apply = (extra: Record<string, unknown> = {}) => ({
  sealType: 'office',
  purpose: '实习协议盖章',
  copies: 2,
  ...extra,
});

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function decide(who: string, instanceId: string, action: 'agree' | 'oppose') {
  const pending = await call(who, 'POST', '/bpm/received/query/pending', list());
  const task = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId);
  expect(task, `${who} has a task`).toBeTruthy();
  const res = await call(who, 'POST', `/bpm/task/${action}`, { taskId: task.taskId, opinion: action });
  expect(res.body.state).toBe(200);
}

async function counts() {
  const tenantId = as.student?.tenantId as string;
  const [apps, instances] = await Promise.all([
    t.app.db
      .withTables<{ sealApplications: { tenantId: string } }>()
      .selectFrom('sealApplications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow(),
    t.app.db
      .selectFrom('wfInstances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { apps: Number(apps.n), instances: Number(instances.n) };
}

const state = async (who: string, id: string) => (await call(who, 'GET', `/seals/${id}`)).body.data?.state;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-01T01:00:00Z');
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

let approved = { id: '', instanceId: '' };

describe('the seal process', () => {
  it('offers the seal types of the tenant’s dictionary', async () => {
    const res = await call('student', 'GET', '/seals/types');
    expect(res.body.data.map((x: { key: string }) => x.key)).toEqual(['school', 'office', 'college', 'league']);
  });

  it('an unknown seal type or too many copies is refused and leaves no instance', async () => {
    const before = await counts();
    const unknown = await call('student', 'POST', '/seals/apply', apply({ sealType: 'president' }));
    expect(unknown.body.state).toBe(6040501);
    const many = await call('student', 'POST', '/seals/apply', apply({ copies: 60 }));
    expect(many.body.state).toBe(6040504);
    expect(await counts()).toEqual(before);
  });

  it('happy path: counsellor, then office; the office records the use once', async () => {
    const res = await call('student', 'POST', '/seals/apply', apply());
    expect(res.body.state).toBe(200);
    approved = res.body.data;
    expect(await state('student', approved.id)).toBe('approving');
    await decide('counsellor', approved.instanceId, 'agree');
    expect(await state('student', approved.id)).toBe('approving');
    await decide('affairsadmin', approved.instanceId, 'agree');
    expect(await state('student', approved.id)).toBe('approved');
    const used = await call('affairsadmin', 'POST', `/seals/${approved.id}/use`, { remark: '已盖章' });
    expect(used.body.state).toBe(200);
    const row = (await call('counsellor', 'GET', `/seals/${approved.id}`)).body.data;
    expect(row).toMatchObject({
      state: 'used',
      useRemark: '已盖章',
      usedByName: '赵处长',
      sealTypeLabel: '学生工作处章',
    });
    const again = await call('affairsadmin', 'POST', `/seals/${approved.id}/use`, { remark: '' });
    expect(again.body.state).toBe(6040503);
  });

  it('rejection: the counsellor opposes; the seal cannot be used', async () => {
    const res = await call('student', 'POST', '/seals/apply', apply({ purpose: '其他' }));
    await decide('counsellor', res.body.data.instanceId, 'oppose');
    expect(await state('student', res.body.data.id)).toBe('rejected');
    const use = await call('affairsadmin', 'POST', `/seals/${res.body.data.id}/use`, {});
    expect(use.status).toBe(409);
    expect(use.body.state).toBe(6040503);
  });

  it('withdrawal: the student takes it back before anyone decides', async () => {
    const res = await call('student', 'POST', '/seals/apply', apply({ sealType: 'league' }));
    const revoked = await call('student', 'POST', '/bpm/task/revoke', { instId: res.body.data.instanceId });
    expect(revoked.body.state).toBe(200);
    expect(await state('student', res.body.data.id)).toBe('withdrawn');
    const mine = await call('student', 'POST', '/seals/mine', list([{ key: 'Q^state^S', value: 'withdrawn' }]));
    expect(mine.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(res.body.data.id);
  });
});

describe('permissions and tenants', () => {
  it('each role reaches only its calls', async () => {
    expect((await call('counsellor', 'POST', '/seals/apply', apply())).status).toBe(403);
    expect((await call('counsellor', 'POST', '/seals/mine', list())).status).toBe(403);
    expect((await call('student', 'POST', '/seals/query', list())).status).toBe(403);
    expect((await call('student', 'POST', `/seals/${approved.id}/use`, {})).status).toBe(403);
    expect((await call('counsellor', 'POST', `/seals/${approved.id}/use`, {})).status).toBe(403);
  });

  it('counsellor2 and another school do not see the application', async () => {
    const query = await call('counsellor', 'POST', '/seals/query', list());
    expect(query.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(approved.id);
    const other = await call('counsellor2', 'POST', '/seals/query', list());
    expect(other.body.data.dataResult.map((r: { id: string }) => r.id)).not.toContain(approved.id);
    expect((await call('counsellor2', 'GET', `/seals/${approved.id}`)).body.state).toBe(6040502);
    const theirs = await call('otherAdmin', 'POST', '/seals/query', list());
    expect(theirs.body.data.dataResult.map((r: { id: string }) => r.id)).not.toContain(approved.id);
    expect((await call('otherAdmin', 'GET', `/seals/${approved.id}`)).status).toBe(404);
    expect((await call('otherAdmin', 'POST', `/seals/${approved.id}/use`, {})).status).toBe(404);
    expect((await call('otherStudent', 'GET', `/seals/${approved.id}`)).status).toBe(404);
    expect((await call('otherStudent', 'POST', '/seals/mine', list())).body.data.dataResult).toEqual([]);
    expect((await call('otherStudent', 'GET', '/seals/types')).body.data.length).toBe(4);
  });
});
