import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The third approval level (学生处 above leave_office_threshold_days), 续假 (extension) and the QR pass,
// through HTTP on the demo university: 李明 asks; 张老师 (counsellor), 刘院长 (college) and the
// affairs office decide; demo2 must see nothing.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = { parameters: [], requestPage: { pageNo: 1, limit: 50 } };

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
  for (const account of ['student', 'counsellor', 'collegeadmin', 'affairsadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
}

const leave = (startDate: string, endDate: string) => ({
  type: 'personal',
  startDate,
  startHalf: 'am',
  endDate,
  endHalf: 'pm',
  reason: '家中有事',
});

async function taskOf(who: string, instanceId: string): Promise<string | undefined> {
  const pending = await call(who, 'POST', '/bpm/received/query/pending', list);
  return pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId)?.taskId;
}

async function decide(who: string, instanceId: string, action: 'agree' | 'oppose') {
  const taskId = await taskOf(who, instanceId);
  expect(taskId, `${who} has a task`).toBeTruthy();
  const res = await call(who, 'POST', `/bpm/task/${action}`, { taskId, opinion: action });
  expect(res.body.state).toBe(200);
}

async function instances() {
  const rows = await t.app.db
    .selectFrom('wfInstances')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('defKey', '=', 'leave_extension')
    .executeTakeFirstOrThrow();
  return Number(rows.n);
}

beforeAll(async () => {
  t = await buildTestApp({ config: { PUBLIC_BASE_URL: 'https://xg.example.edu' } });
  await at('2026-12-01T01:00:00Z');
});
afterAll(() => t.close());

describe('leave: third level, extension, QR pass', () => {
  let leaveId = '';

  it('longer than the office threshold (7 days) goes on to the student-affairs office', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2027-01-04', '2027-01-11'));
    expect(res.body).toMatchObject({ state: 200, data: { days: 8 } });
    await decide('counsellor', res.body.data.instanceId, 'agree');
    await decide('collegeadmin', res.body.data.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('approving');
    await decide('affairsadmin', res.body.data.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('approved');
  });

  it('a 5-day leave stops at the college', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2027-02-01', '2027-02-05'));
    await decide('counsellor', res.body.data.instanceId, 'agree');
    await decide('collegeadmin', res.body.data.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('approved');
  });

  it('extends an approved leave once the chain approves; the end, the days and the pass follow', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2026-12-07', '2026-12-07'));
    leaveId = res.body.data.id;
    await decide('counsellor', res.body.data.instanceId, 'agree');
    const ext = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2026-12-08',
      endHalf: 'pm',
      reason: '火车改签',
    });
    expect(ext.body, JSON.stringify(ext.body)).toMatchObject({ state: 200 });
    // While it is being approved the leave keeps its end, and a second extension is refused.
    expect((await call('student', 'GET', `/leave/${leaveId}`)).body.data).toMatchObject({ endDate: '2026-12-07' });
    const again = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2026-12-09',
      endHalf: 'pm',
      reason: '再续',
    });
    expect(again.body.state).toBe(6040109);
    await decide('counsellor', ext.body.data.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${leaveId}`)).body.data).toMatchObject({
      endDate: '2026-12-08',
      days: 2,
      state: 'approved',
    });
  });

  it('the total length picks the levels: extended past 3 days it also needs the college', async () => {
    const ext = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2026-12-10',
      endHalf: 'pm',
      reason: '病情加重',
    });
    expect(ext.body.state).toBe(200);
    await decide('counsellor', ext.body.data.instanceId, 'agree');
    // Rejected by the college: the leave keeps its end.
    await decide('collegeadmin', ext.body.data.instanceId, 'oppose');
    expect((await call('student', 'GET', `/leave/${leaveId}`)).body.data.endDate).toBe('2026-12-08');
  });

  it('a withdrawn extension changes nothing', async () => {
    const ext = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2026-12-09',
      endHalf: 'am',
      reason: '撤回测试',
    });
    const revoked = await call('student', 'POST', '/bpm/task/revoke', { instId: ext.body.data.instanceId });
    expect(revoked.body.state).toBe(200);
    expect((await call('student', 'GET', `/leave/${leaveId}`)).body.data.endDate).toBe('2026-12-08');
  });

  it('bad extensions give a module code and leave no instance behind', async () => {
    const before = await instances();
    const earlier = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2026-12-08',
      endHalf: 'am',
      reason: '提前',
    });
    expect(earlier).toMatchObject({ status: 400, body: { state: 6040108 } });
    // Into the next approved leave (2027-01-04…): overlaps.
    const overlap = await call('student', 'POST', `/leave/${leaveId}/extend`, {
      endDate: '2027-01-05',
      endHalf: 'pm',
      reason: '重叠',
    });
    expect(overlap).toMatchObject({ status: 409, body: { state: 6040102 } });
    expect(await instances()).toBe(before);
  });

  it('only the student may extend their own leave', async () => {
    const body = { endDate: '2026-12-09', endHalf: 'pm', reason: 'x' };
    expect((await call('counsellor', 'POST', `/leave/${leaveId}/extend`, body)).status).toBe(403);
    expect((await call('otherStudent', 'POST', `/leave/${leaveId}/extend`, body)).body.state).toBe(6040103);
  });

  it('the QR pass links to the gate page; the link verifies while away and stops after report-back', async () => {
    await at('2026-12-08T02:00:00Z'); // on the extended leave
    const qr = await call('student', 'GET', `/leave/${leaveId}/pass/qr`);
    expect(qr.body.state).toBe(200);
    const { url, image, expiresAt } = qr.body.data as { url: string; image: string; expiresAt: string };
    expect(url.startsWith('https://xg.example.edu/app/#/xgxt/qxjglPassCheck?pass=')).toBe(true);
    expect(expiresAt).toBe('2026-12-08T16:00:00.000Z');
    expect(Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    const token = decodeURIComponent(new URL(url.replace('#', '')).searchParams.get('pass') ?? '');
    const check = await call('affairsadmin', 'POST', '/leave/pass/verify', { token });
    expect(check.body.data).toMatchObject({ valid: true, reason: 'ok' });
    await call('student', 'POST', `/leave/${leaveId}/report-back`, {});
    const after = await call('affairsadmin', 'POST', '/leave/pass/verify', { token });
    expect(after.body.data).toMatchObject({ valid: false, reason: 'revoked' });
    // Past its end a pass is expired.
    await at('2026-12-09T02:00:00Z');
    expect((await call('affairsadmin', 'POST', '/leave/pass/verify', { token })).body.data.reason).toBe('expired');
  });

  it('the QR pass: students only, own leaves only', async () => {
    expect((await call('counsellor', 'GET', `/leave/${leaveId}/pass/qr`)).status).toBe(403);
    expect((await call('otherStudent', 'GET', `/leave/${leaveId}/pass/qr`)).body.state).toBe(6040103);
  });

  it('exports the statistics as XLSX for staff in their scope, not for students', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/leave/stats/export?from=2026-12-01&to=2027-12-31`,
      headers: (as.counsellor as LoggedIn).headers,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('leave-statistics.xlsx');
    expect((await call('student', 'GET', '/leave/stats/export')).status).toBe(403);
  });
});
