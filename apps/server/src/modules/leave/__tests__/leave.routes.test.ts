import { leaveSettingCodes } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Leave through HTTP on the demo university: the student 李明 (CS class 1) asks, the CS counsellor
// 张老师 and college administrator 刘院长 approve; counsellor2 (EM) and demo2 must not see it.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = (parameters: unknown[] = []) => ({ parameters, requestPage: { pageNo: 1, limit: 50 } });

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function loginAll() {
  for (const account of ['student', 'counsellor', 'counsellor2', 'collegeadmin', 'affairsadmin', 'tenantadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
}

/** Moves the clock (tokens live 5 minutes on it) and logs everyone in again. */
async function at(iso: string) {
  t.clock.set(iso);
  await loginAll();
}

async function setSetting(code: string, value: string) {
  await t.app.db
    .updateTable('sysConfigs')
    .set({ value })
    .where('tenantId', '=', as.student?.tenantId as string)
    .where('code', '=', code)
    .execute();
}

const leave = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  type: 'personal',
  startDate,
  startHalf: 'am',
  endDate,
  endHalf: 'pm',
  leaveSchool: true,
  destination: '上海',
  transportOut: 'G101',
  transportBack: 'G102',
  reason: '家中有事',
  emergencyContact: '李父',
  emergencyPhone: '13800001111',
  parentPhone: '13800001111',
  ...extra,
});

async function taskOf(who: string, instanceId: string): Promise<string | undefined> {
  const pending = await call(who, 'POST', '/bpm/received/query/pending', list());
  const row = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId);
  return row?.taskId;
}

async function decide(who: string, instanceId: string, action: 'agree' | 'oppose') {
  const taskId = await taskOf(who, instanceId);
  expect(taskId, `${who} has a task`).toBeTruthy();
  const res = await call(who, 'POST', `/bpm/task/${action}`, {
    taskId,
    opinion: action === 'agree' ? '同意' : '不同意',
  });
  expect(res.body.state).toBe(200);
}

async function counts() {
  const tenantId = as.student?.tenantId as string;
  const [leaves, instances] = await Promise.all([
    t.app.db
      .withTables<{ leaveRequests: { tenantId: string } }>()
      .selectFrom('leaveRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow(),
    t.app.db
      .selectFrom('wfInstances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { leaves: Number(leaves.n), instances: Number(instances.n) };
}

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-01T01:00:00Z'); // 09:00 at the school
});
afterAll(() => t.close());

describe('leave requests', () => {
  let short = { id: '', instanceId: '' };
  let long = { id: '', instanceId: '' };

  it('a one-day leave needs the counsellor only; the student sees it approved', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2026-12-03', '2026-12-03'));
    expect(res.body).toMatchObject({ state: 200, data: { days: 1 } });
    short = res.body.data;
    const approving = await call('student', 'GET', `/leave/${short.id}`);
    expect(approving.body.data).toMatchObject({ state: 'approving', days: 1, studentName: '李明', type: 'personal' });
    await decide('counsellor', short.instanceId, 'agree');
    const approved = await call('student', 'GET', `/leave/${short.id}`);
    expect(approved.body.data.state).toBe('approved');
  });

  it('longer than the tenant threshold (3 days) also needs the college', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2026-12-10', '2026-12-13'));
    expect(res.body).toMatchObject({ state: 200, data: { days: 4 } });
    long = res.body.data;
    await decide('counsellor', long.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${long.id}`)).body.data.state).toBe('approving');
    await decide('collegeadmin', long.instanceId, 'agree');
    expect((await call('student', 'GET', `/leave/${long.id}`)).body.data.state).toBe('approved');
  });

  it('the threshold is a tenant setting: raised to 5, a 4-day leave ends with the counsellor', async () => {
    await setSetting(leaveSettingCodes.collegeThresholdDays, '5');
    try {
      const res = await call('student', 'POST', '/leave/apply', leave('2026-12-20', '2026-12-23'));
      expect(res.body.state).toBe(200);
      await decide('counsellor', res.body.data.instanceId, 'agree');
      expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('approved');
      expect(await taskOf('collegeadmin', res.body.data.instanceId)).toBeUndefined();
    } finally {
      await setSetting(leaveSettingCodes.collegeThresholdDays, '3');
    }
  });

  it('half days count: afternoon to next morning is one day', async () => {
    const res = await call(
      'student',
      'POST',
      '/leave/apply',
      leave('2027-01-05', '2027-01-06', { startHalf: 'pm', endHalf: 'am' }),
    );
    expect(res.body).toMatchObject({ state: 200, data: { days: 1 } });
    // Withdrawn by the student before anyone acted: the state follows the workflow instance.
    const revoked = await call('student', 'POST', '/bpm/task/revoke', { instId: res.body.data.instanceId });
    expect(revoked.body.state).toBe(200);
    expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('withdrawn');
  });

  it('bad input gives a module code and changes nothing', async () => {
    const before = await counts();
    const backwards = await call('student', 'POST', '/leave/apply', leave('2026-12-05', '2026-12-04'));
    expect(backwards.body.state).toBe(6040101);
    const overlap = await call('student', 'POST', '/leave/apply', leave('2026-12-02', '2026-12-03'));
    expect(overlap.body.state).toBe(6040102);
    const sick = await call('student', 'POST', '/leave/apply', leave('2027-02-01', '2027-02-04', { type: 'sick' }));
    expect(sick.body.state).toBe(6040104);
    const noReason = await call('student', 'POST', '/leave/apply', leave('2027-02-01', '2027-02-01', { reason: '' }));
    expect(noReason.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('two overlapping submits at once: exactly one passes', async () => {
    const before = await counts();
    const [a, b] = await Promise.all([
      call('student', 'POST', '/leave/apply', leave('2027-03-01', '2027-03-01')),
      call('student', 'POST', '/leave/apply', leave('2027-03-01', '2027-03-02')),
    ]);
    expect([a.body.state, b.body.state].sort()).toEqual([200, 6040102]);
    const after = await counts();
    expect(after.leaves).toBe(before.leaves + 1);
    expect(after.instances).toBe(before.instances + 1);
  });

  it('a rejected request frees its period', async () => {
    const res = await call('student', 'POST', '/leave/apply', leave('2027-04-01', '2027-04-01'));
    await decide('counsellor', res.body.data.instanceId, 'oppose');
    expect((await call('student', 'GET', `/leave/${res.body.data.id}`)).body.data.state).toBe('rejected');
    const again = await call('student', 'POST', '/leave/apply', leave('2027-04-01', '2027-04-01'));
    expect(again.body.state).toBe(200);
  });

  it('pre-fills from the last request, and counts approved days as the balance', async () => {
    const last = await call('student', 'GET', '/leave/last');
    expect(last.body.data).toMatchObject({ destination: '上海', parentPhone: '13800001111' });
    const balance = await call('student', 'GET', '/leave/balance');
    expect(balance.body.data.byType).toEqual(expect.arrayContaining([{ type: 'personal', days: 9, count: 3 }]));
  });

  it('on leave: the pass verifies at the gate; report-back checks the geofence, once', async () => {
    await setSetting(
      leaveSettingCodes.geofence,
      JSON.stringify([
        [121.0, 31.0],
        [121.1, 31.0],
        [121.1, 31.1],
        [121.0, 31.1],
      ]),
    );
    await at('2026-12-03T05:00:00Z'); // 13:00 on the leave day
    expect((await call('student', 'GET', `/leave/${short.id}`)).body.data.state).toBe('onLeave');
    const pass = await call('student', 'GET', `/leave/${short.id}/pass`);
    expect(pass.body.state).toBe(200);
    const check = await call('counsellor2', 'POST', '/leave/pass/verify', { token: pass.body.data.token });
    expect(check.body.data).toMatchObject({ valid: true, reason: 'ok', leave: { studentName: '李明' } });
    const forged = await call('counsellor', 'POST', '/leave/pass/verify', { token: `${pass.body.data.token}x` });
    expect(forged.body.data).toMatchObject({ valid: false, reason: 'forged' });
    const foreign = await call('otherAdmin', 'POST', '/leave/pass/verify', { token: pass.body.data.token });
    expect(foreign.body.data).toMatchObject({ valid: false, reason: 'forged' });

    const noPlace = await call('student', 'POST', `/leave/${short.id}/report-back`, {});
    expect(noPlace.body.state).toBe(6040107);
    const outside = await call('student', 'POST', `/leave/${short.id}/report-back`, {
      location: { lng: 120, lat: 31.05 },
    });
    expect(outside.body.state).toBe(6040106);
    const inside = await call('student', 'POST', `/leave/${short.id}/report-back`, {
      location: { lng: 121.05, lat: 31.05 },
    });
    expect(inside.body).toMatchObject({ state: 200, data: { lateReturn: false } });
    const twice = await call('student', 'POST', `/leave/${short.id}/report-back`, {
      location: { lng: 121.05, lat: 31.05 },
    });
    expect(twice.body.state).toBe(6040105);
    const after = await call('counsellor', 'POST', '/leave/pass/verify', { token: pass.body.data.token });
    expect(after.body.data).toMatchObject({ valid: false, reason: 'revoked' });
    expect((await call('student', 'GET', `/leave/${short.id}`)).body.data.state).toBe('reportedBack');
  });

  it('past the end without report-back the leave is overdue; reporting back then is flagged late', async () => {
    await at('2026-12-15T02:00:00Z');
    expect((await call('student', 'GET', `/leave/${long.id}`)).body.data.state).toBe('overdue');
    const overdue = await call('counsellor', 'POST', '/leave/query', list([{ key: 'Q^state^S', value: 'overdue' }]));
    expect(overdue.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(long.id);
    const res = await call('student', 'POST', `/leave/${long.id}/report-back`, {
      location: { lng: 121.05, lat: 31.05 },
    });
    expect(res.body).toMatchObject({ state: 200, data: { lateReturn: true } });
    const late = await call('collegeadmin', 'POST', '/leave/query', list([{ key: 'Q^lateReturn^S', value: 'true' }]));
    expect(late.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(long.id);
    await setSetting(leaveSettingCodes.geofence, '');
  });
});

describe('who sees what', () => {
  it('staff lists follow the role scope: counsellor and college of the student, the affairs office; not another college', async () => {
    for (const who of ['counsellor', 'collegeadmin', 'affairsadmin', 'tenantadmin']) {
      const res = await call(who, 'POST', '/leave/query', list([{ key: 'Q^studentName^S', value: '李明' }]));
      expect(res.body.data.pageResult.totalCount, who).toBeGreaterThan(0);
    }
    const em = await call('counsellor2', 'POST', '/leave/query', list());
    expect(em.body.data.pageResult.totalCount).toBe(0);
    const mine = await call('student', 'POST', '/leave/mine', list());
    const id = mine.body.data.dataResult[0].id;
    expect((await call('counsellor2', 'GET', `/leave/${id}`)).body.state).toBe(6040103);
    expect((await call('counsellor', 'GET', `/leave/${id}`)).body.state).toBe(200);
  });

  it('filters only on declared fields', async () => {
    const res = await call('counsellor', 'POST', '/leave/query', list([{ key: 'Q^reason^S', value: 'x' }]));
    expect(res.body.state).toBe(6086103);
  });

  it('students cannot use staff calls, staff cannot apply', async () => {
    expect((await call('student', 'POST', '/leave/query', list())).status).toBe(403);
    expect((await call('student', 'GET', '/leave/stats')).status).toBe(403);
    expect((await call('student', 'POST', '/leave/pass/verify', { token: 'abcdefghijkl' })).status).toBe(403);
    expect((await call('counsellor', 'POST', '/leave/apply', leave('2027-05-01', '2027-05-01'))).status).toBe(403);
    expect((await call('counsellor', 'POST', '/leave/mine', list())).status).toBe(403);
    expect((await call('counsellor', 'GET', '/leave/balance')).status).toBe(403);
    const noToken = await t.call({ method: 'POST', url: `${base}/leave/mine`, payload: list() });
    expect(noToken.status).toBe(401);
  });

  it('another school sees none of these leaves and cannot touch them', async () => {
    const mine = await call('student', 'POST', '/leave/mine', list());
    const id = mine.body.data.dataResult[0].id;
    expect((await call('otherAdmin', 'POST', '/leave/query', list())).body.data.pageResult.totalCount).toBe(0);
    expect((await call('otherAdmin', 'GET', `/leave/${id}`)).body.state).toBe(6040103);
    expect((await call('otherStudent', 'GET', `/leave/${id}`)).body.state).toBe(6040103);
    expect((await call('otherStudent', 'POST', `/leave/${id}/report-back`, {})).body.state).toBe(6040103);
    expect((await call('otherStudent', 'GET', `/leave/${id}/pass`)).body.state).toBe(6040103);
    expect((await call('otherStudent', 'POST', '/leave/mine', list())).body.data.pageResult.totalCount).toBe(0);
    const stats = await call('otherAdmin', 'GET', '/leave/stats');
    expect(stats.body.data.byType).toEqual([]);
  });

  it('statistics by type, state, month and class within the scope', async () => {
    const res = await call('affairsadmin', 'GET', '/leave/stats?from=2026-12-01&to=2026-12-31');
    expect(res.body.state).toBe(200);
    const personal = res.body.data.byType.find((r: { type: string }) => r.type === 'personal');
    expect(personal).toMatchObject({ count: 3, days: 9 });
    // The demo leaves (class 计科2402, never personal) may fall into the range too.
    expect(res.body.data.byMonth.find((m: { month: string }) => m.month === '2026-12').count).toBeGreaterThanOrEqual(3);
    const ours = res.body.data.byClass.find((c: { className: string }) => c.className === '计科2401班');
    expect(ours).toMatchObject({ count: 3, days: 9 });
    const em = await call('counsellor2', 'GET', '/leave/stats');
    expect(em.body.data.byType).toEqual([]);
  });
});
