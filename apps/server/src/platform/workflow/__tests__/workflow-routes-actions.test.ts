import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { deployDefinition } from '../definitions.ts';
import { leaveXml } from './fixtures.ts';

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/bpm';
const list = () => ({ parameters: [], requestPage: { pageNo: 1, limit: 20 } });
const post = (who: string, path: string, payload: unknown) =>
  t.call({ method: 'POST', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers, payload: payload as object });
const get = (who: string, path: string) =>
  t.call({ method: 'GET', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers });
const pendingOf = async (who: string) => (await post(who, '/received/query/pending', list())).body.data.dataResult;

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['student', 'counsellor', 'counsellor2', 'collegeadmin', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  const tenant = await t.app.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await deployDefinition(t.app.db, { tenantId: tenant.id, xml: leaveXml, now: t.clock.now() });
});
afterAll(() => t.close());

describe('BPM actions over HTTP', () => {
  it('reject to the applicant, who re-initiates after ending; the copy recipient can read it', async () => {
    const started = await post('student', '/instance/start', {
      defKey: 'leave',
      data: { days: 5 },
      copyTo: [as.affairsadmin?.uid],
    });
    const instId = started.body.data.instId;
    const copied = await post('affairsadmin', '/received/query/copied', list());
    expect(copied.body.data.dataResult[0]).toMatchObject({ instId, read: false });
    expect((await get('affairsadmin', `/instance/instFormInfo?instId=${instId}`)).body.state).toBe(200);
    expect((await post('affairsadmin', '/received/query/copied', list())).body.data.dataResult[0].read).toBe(true);

    const [task] = await pendingOf('counsellor');
    const rejected = await post('counsellor', '/task/complete', {
      taskId: task.taskId,
      actionName: 'rejectToStart',
      opinion: '请补充材料',
    });
    expect(rejected.body.state).toBe(200);
    const [mine] = await pendingOf('student');
    expect(mine).toMatchObject({ instId, nodeId: 'start' });
    const form = await get('student', `/task/getFormData?taskId=${mine.taskId}`);
    expect(form.body.data.buttons.map((b: { alias: string }) => b.alias)).toEqual([
      'agree',
      'revoke',
      'flowImage',
      'approvalHistory',
    ]);
    expect((await post('student', '/task/revoke', { taskId: mine.taskId })).body.state).toBe(200);
    const info = await get('student', `/instance/instFormInfo?instId=${instId}`);
    expect(info.body.data.attributes).toMatchObject({ status: 'end', result: 'revoked', reinitiable: true });

    const again = await post('student', '/instance/start', { defKey: 'leave', data: { days: 6 }, proInstId: instId });
    expect(again.body.state).toBe(200);
    const row = await t.app.db
      .selectFrom('wfInstances')
      .select('reinitiatedFrom')
      .where('id', '=', again.body.data.instId)
      .executeTakeFirstOrThrow();
    expect(row.reinitiatedFrom).toBe(instId);
  });

  it('transfer over HTTP shows DELIVERTO to the new holder; batch agree reports each task', async () => {
    const [task] = await pendingOf('counsellor');
    const shift = await post('counsellor', '/task/change/save', {
      taskId: task.taskId,
      changeType: 'shift',
      comment: '请代办',
      assignees: [{ type: 'employee', executor: as.counsellor2?.uid }],
    });
    expect(shift.body.state).toBe(200);
    const changes = await post('counsellor', '/task/change/query', list());
    expect(changes.body.data.dataResult[0]).toMatchObject({ changeType: 'shift', status: 'running' });
    const [moved] = await pendingOf('counsellor2');
    expect(moved).toMatchObject({ taskId: task.taskId, status: 'DELIVERTO' });
    const batch = await post('counsellor2', '/task/agree/batch', { taskIds: [moved.taskId, moved.taskId] });
    expect(batch.body.data).toEqual([
      { taskId: moved.taskId, ok: true },
      { taskId: moved.taskId, ok: false, state: 6070104 },
    ]);
    expect((await pendingOf('collegeadmin'))[0]).toMatchObject({ name: '学院审批' });
    const revokable = await post('counsellor2', '/received/query/handled/revokable', list());
    expect(revokable.body.data.dataResult.map((r: { taskId: string }) => r.taskId)).toEqual([moved.taskId]);
    expect((await post('counsellor2', '/received/revoke', { taskId: moved.taskId })).body.state).toBe(200);
    expect(await pendingOf('collegeadmin')).toEqual([]);
  });
});
