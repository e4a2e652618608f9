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

/** The student applies for a personal leave over whole days: the new leave's id and its workflow instance. */
async function apply(startDate: string, endDate: string) {
  const res = await call('student', 'POST', '/leave/apply', {
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
  });
  expect(res.body.state).toBe(200);
  return res.body.data as { id: string; instanceId: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-01T01:00:00Z');
  const applied = await apply('2026-12-03', '2026-12-03');
  leaveId = applied.id;
  await approve(applied.instanceId);
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

describe('the staff list date range (rcswQxj filter row)', () => {
  type Row = { id: string; startDate: string; endDate: string };
  // The filter row's parameters: ends on or after `from`, starts on or before `to`.
  const range = (from: string, to: string) => [
    { key: 'Q^endDate^DG', value: from },
    { key: 'Q^startDate^DL', value: to },
  ];

  it('returns exactly the leaves whose period overlaps the range, bounds included', async () => {
    // Beside the 3 Dec leave of beforeAll: 5–8 Dec and 10–12 Dec.
    const middle = (await apply('2026-12-05', '2026-12-08')).id;
    const late = (await apply('2026-12-10', '2026-12-12')).id;
    const ours = [leaveId, middle, late];
    const inRange = async (from: string, to: string) => {
      const res = await call('counsellor', 'POST', '/leave/query', list(range(from, to)));
      expect(res.body.state).toBe(200);
      const rows = res.body.data.dataResult as Row[];
      // Whatever else the demo school holds, every row overlaps the range.
      for (const row of rows) {
        expect(row.startDate <= to && row.endDate >= from, `${row.startDate}–${row.endDate}`).toBe(true);
      }
      return rows.map((r) => r.id).filter((id) => ours.includes(id));
    };
    // 4–9 Dec: only the leave inside it; 3 Dec ends before it, 10 Dec starts after it.
    expect(await inRange('2026-12-04', '2026-12-09')).toEqual([middle]);
    // 3–5 Dec: the one ending on `from` and the one starting on `to`, not the one after.
    expect((await inRange('2026-12-03', '2026-12-05')).sort()).toEqual([leaveId, middle].sort());
    // 6–7 Dec, inside the 5–8 Dec leave: it overlaps though neither of its ends is in the range.
    expect(await inRange('2026-12-06', '2026-12-07')).toEqual([middle]);
    expect(await inRange('2026-12-13', '2026-12-31')).toEqual([]);
    // Without a range all three are listed.
    const all = await call('counsellor', 'POST', '/leave/query', list());
    expect(all.body.data.dataResult.map((r: Row) => r.id)).toEqual(expect.arrayContaining(ours));
  });

  it('a range bound that is not a date is refused, not run', async () => {
    const res = await call('counsellor', 'POST', '/leave/query', list(range('last week', '2026-12-31')));
    expect(res.body.state).not.toBe(200);
  });
});
