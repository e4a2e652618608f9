import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// 退宿 (move out) through HTTP on the demo university: 李明 (housed by the demo seed) applies; the
// counsellor, the college and the dorm office approve; the stay ends in the last approval.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = { parameters: [], requestPage: { pageNo: 1, limit: 100 } };
const body = { leaveDate: '2026-12-20', reason: '校外实习' };

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function decide(who: string, instanceId: string, action: 'agree' | 'oppose') {
  const pending = await call(who, 'POST', '/bpm/received/query/pending', list);
  const taskId = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId)?.taskId;
  expect(taskId, `${who} has a task`).toBeTruthy();
  const res = await call(who, 'POST', `/bpm/task/${action}`, { taskId, opinion: action });
  expect(res.body.state).toBe(200);
}

async function housed(who: string): Promise<boolean> {
  return (await call(who, 'GET', '/dorms/mine')).body.data !== null;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['student', 'counsellor', 'collegeadmin', 'affairsadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

describe('move out (退宿)', () => {
  it('a rejection by the college keeps the student in the room', async () => {
    const res = await call('student', 'POST', '/dorms/move-out/apply', body);
    expect(res.body.state).toBe(200);
    await decide('counsellor', res.body.data.instanceId, 'agree');
    await decide('collegeadmin', res.body.data.instanceId, 'oppose');
    expect(await housed('student')).toBe(true);
  });

  it('a withdrawn request changes nothing, and only one request runs at a time', async () => {
    const res = await call('student', 'POST', '/dorms/move-out/apply', body);
    const twice = await call('student', 'POST', '/dorms/move-out/apply', body);
    expect(twice).toMatchObject({ status: 409, body: { state: 6040209 } });
    const revoked = await call('student', 'POST', '/bpm/task/revoke', { instId: res.body.data.instanceId });
    expect(revoked.body.state).toBe(200);
    expect(await housed('student')).toBe(true);
  });

  it('approved by counsellor, college and dorm office: the stay ends in the last approval', async () => {
    const res = await call('student', 'POST', '/dorms/move-out/apply', body);
    await decide('counsellor', res.body.data.instanceId, 'agree');
    await decide('collegeadmin', res.body.data.instanceId, 'agree');
    expect(await housed('student')).toBe(true);
    await decide('affairsadmin', res.body.data.instanceId, 'agree');
    expect(await housed('student')).toBe(false);
    const again = await call('student', 'POST', '/dorms/move-out/apply', body);
    expect(again.body.state).toBe(6040204);
  });

  it('students only, and bad input is refused', async () => {
    expect((await call('counsellor', 'POST', '/dorms/move-out/apply', body)).status).toBe(403);
    const bad = await call('otherStudent', 'POST', '/dorms/move-out/apply', { leaveDate: '20-12', reason: '' });
    expect(bad.status).toBe(400);
  });
});
