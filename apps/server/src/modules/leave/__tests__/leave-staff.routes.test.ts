import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The calls behind the teacher-side pages (rcswQxj, rcswQjcy, rcswXjdk, rcswXjjg, rcswQjxq/rcswXjxq and
// their Jsd variants): the lists' state filters, the report-back location on the detail, and the scope.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = (parameters: unknown[] = []) => ({ parameters, requestPage: { pageNo: 1, limit: 50 } });
const away = [{ key: 'Q^state^SIN', value: 'onLeave,overdue' }];
const back = [{ key: 'Q^state^SIN', value: 'reportedBack,overdue' }];

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function at(iso: string) {
  t.clock.set(iso);
  for (const account of ['student', 'counsellor', 'counsellor2']) as[account] = await loginAs(t, account);
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
}

async function approve(instanceId: string) {
  const pending = await call('counsellor', 'POST', '/bpm/received/query/pending', list());
  const row = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId);
  expect(row?.taskId).toBeTruthy();
  const res = await call('counsellor', 'POST', '/bpm/task/agree', { taskId: row.taskId, opinion: '同意' });
  expect(res.body.state).toBe(200);
}

let leaveId = '';

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-01T01:00:00Z');
  const res = await call('student', 'POST', '/leave/apply', {
    type: 'personal',
    startDate: '2026-12-03',
    startHalf: 'am',
    endDate: '2026-12-03',
    endHalf: 'pm',
    leaveSchool: true,
    destination: '上海',
    transportOut: 'G101',
    transportBack: 'G102',
    reason: '家中有事',
    emergencyContact: '李父',
    emergencyPhone: '13800001111',
    parentPhone: '13800001111',
  });
  expect(res.body.state).toBe(200);
  leaveId = res.body.data.id;
  await approve(res.body.data.instanceId);
});
afterAll(() => t.close());

describe('teacher-side leave pages', () => {
  it('who is away now (rcswQjcy): the counsellor sees the student on leave; another class counsellor does not', async () => {
    await at('2026-12-03T05:00:00Z');
    const mine = await call('counsellor', 'POST', '/leave/query', list(away));
    expect(mine.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(leaveId);
    const other = await call('counsellor2', 'POST', '/leave/query', list(away));
    expect(other.body.data.pageResult.totalCount).toBe(0);
    const before = await call('counsellor', 'POST', '/leave/query', list(back));
    expect(before.body.data.dataResult.map((r: { id: string }) => r.id)).not.toContain(leaveId);
  });

  it('after report-back the results list (rcswXjjg) has it and the detail carries where', async () => {
    const done = await call('student', 'POST', `/leave/${leaveId}/report-back`, {
      location: { lng: 121.05, lat: 31.05 },
    });
    expect(done.body.state).toBe(200);
    const results = await call('counsellor', 'POST', '/leave/query', list(back));
    const row = results.body.data.dataResult.find((r: { id: string }) => r.id === leaveId);
    expect(row).toMatchObject({ state: 'reportedBack', lateReturn: false });
    const detail = await call('counsellor', 'GET', `/leave/${leaveId}`);
    expect(detail.body.data).toMatchObject({ reportBackLocation: { lng: 121.05, lat: 31.05 }, studentName: '李明' });
    const awayNow = await call('counsellor', 'POST', '/leave/query', list(away));
    expect(awayNow.body.data.dataResult.map((r: { id: string }) => r.id)).not.toContain(leaveId);
  });

  it('another school sees nothing; a student gets 403 on the staff list', async () => {
    expect((await call('otherAdmin', 'POST', '/leave/query', list(back))).body.data.pageResult.totalCount).toBe(0);
    expect((await call('otherAdmin', 'GET', `/leave/${leaveId}`)).body.state).toBe(6040103);
    expect((await call('counsellor2', 'GET', `/leave/${leaveId}`)).body.state).toBe(6040103);
    expect((await call('student', 'POST', '/leave/query', list(away))).status).toBe(403);
  });
});
