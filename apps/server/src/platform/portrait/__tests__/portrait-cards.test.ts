import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The cards modules register (ModuleDefinition.portraitCards): leave and the daily health check-in,
// through HTTP only. 李明 (计科2401) asks for leave and checks in; the CS counsellor sees the same
// figures, counsellor2 (EM) and demo2 get 404, and demo2's own student sees none of them.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const business = '/qzbps/business/v3';
const portrait = '/qzbps/platform/v3/portrait/student';
type Point = { label: string; value: number; group?: string; stack?: string };
type Card = { key: string; available: boolean; series: Point[] };

async function at(iso: string) {
  t.clock.set(iso);
  for (const account of ['student', 'counsellor', 'counsellor2']) as[account] = await loginAs(t, account);
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
}

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.call({ method, url, headers: (as[who] as LoggedIn).headers, ...(payload ? { payload } : {}) });
}

async function cards(who: string, url = portrait): Promise<Record<string, Card>> {
  const res = await call(who, 'GET', url);
  expect(res.body.state).toBe(200);
  return Object.fromEntries((res.body.data.cards as Card[]).map((c) => [c.key, c]));
}

const byLabel = (points: Point[]) => Object.fromEntries(points.map((p) => [p.label, p.value]));
const group = (card: Card | undefined, name: string) => (card?.series ?? []).filter((p) => p.group === name);

async function joined(iso: string) {
  await t.app.db
    .updateTable('users')
    .set({ createdAt: new Date(iso) })
    .where('id', '=', as.student?.uid as string)
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-01T01:00:00Z'); // 09:00 on 1 December at the school
  await joined('2026-01-01T00:00:00Z'); // long before the 30 days
});
afterAll(() => t.close());

describe('portrait cards of the modules', () => {
  it('before anything is recorded, the leave and check-in cards are open and count nothing but missed days', async () => {
    const mine = await cards('student');
    expect(mine.leave?.available).toBe(true);
    expect(mine.checkIn?.available).toBe(true);
    expect(mine.leave?.series.every((p) => p.value === 0)).toBe(true);
    // Six months on the axis, July to December, each empty.
    expect(group(mine.leave, 'byMonth').map((p) => p.label)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(byLabel(mine.checkIn?.series ?? [])).toEqual({ normal: 0, abnormal: 0, missed: 29 });
    // The platform's own card still answers.
    expect(mine.requests?.available).toBe(true);
  });

  it('a student sees their leave by month and type and their check-ins; report-back counts once due', async () => {
    const apply = await call('student', 'POST', `${business}/leave/apply`, {
      type: 'personal',
      startDate: '2026-12-03',
      startHalf: 'am',
      endDate: '2026-12-03',
      endHalf: 'pm',
      leaveSchool: false,
      destination: '市区',
      reason: '家中有事',
      emergencyContact: '李父',
      emergencyPhone: '13800001111',
      parentPhone: '13800001111',
    });
    expect(apply.body.state).toBe(200);
    const checkIn = await call('student', 'POST', `${business}/health-check-in`, {
      temperature: 36.5,
      symptoms: ['none'],
    });
    expect(checkIn.body.state).toBe(200);

    const mine = await cards('student');
    // Still in approval: it will be leave, so it counts; nothing is due back yet.
    expect(group(mine.leave, 'byMonth').filter((p) => p.value > 0)).toEqual([
      { group: 'byMonth', label: '2026-12', stack: 'personal', value: 1 },
    ]);
    expect(byLabel(group(mine.leave, 'reportBack'))).toEqual({ onTime: 0, late: 0, overdue: 0 });
    // Today is checked in; the 29 days before it were not.
    expect(byLabel(mine.checkIn?.series ?? [])).toEqual({ normal: 1, abnormal: 0, missed: 29 });

    // The counsellor approves; on 5 December the leave is over and not reported back, and a fever
    // that morning is an abnormal check-in.
    const pending = await call('counsellor', 'POST', `${business}/bpm/received/query/pending`, {
      parameters: [],
      requestPage: { pageNo: 1, limit: 50 },
    });
    const task = pending.body.data?.dataResult?.find(
      (r: { instId: string }) => r.instId === apply.body.data.instanceId,
    );
    expect(task?.taskId).toBeTruthy();
    const agree = await call('counsellor', 'POST', `${business}/bpm/task/agree`, {
      taskId: task.taskId,
      opinion: '同意',
    });
    expect(agree.body.state).toBe(200);
    await at('2026-12-05T01:00:00Z');
    expect(
      (await call('student', 'POST', `${business}/health-check-in`, { temperature: 38.2, symptoms: ['cough'] })).body
        .state,
    ).toBe(200);
    const later = await cards('student');
    expect(byLabel(group(later.leave, 'reportBack'))).toEqual({ onTime: 0, late: 0, overdue: 1 });
    expect(byLabel(later.checkIn?.series ?? [])).toEqual({ normal: 1, abnormal: 1, missed: 28 });

    // Days before the student's account existed are not missed: joined on 3 December, the 3rd and
    // 4th are the only past days that count.
    await joined('2026-12-03T02:00:00Z');
    expect(byLabel((await cards('student')).checkIn?.series ?? [])).toEqual({ normal: 1, abnormal: 1, missed: 2 });
    await joined('2026-01-01T00:00:00Z');

    // The counsellor of the class sees the same figures.
    const seen = await cards('counsellor', `${portrait}/${as.student?.uid}`);
    expect(seen.leave?.series).toEqual(later.leave?.series);
    expect(seen.checkIn?.series).toEqual(later.checkIn?.series);
  });

  it('a counsellor of another class and another tenant get 404; demo2’s student sees none of it', async () => {
    for (const who of ['counsellor2', 'otherAdmin']) {
      expect((await call(who, 'GET', `${portrait}/${as.student?.uid}`)).status).toBe(404);
    }
    const other = await cards('otherStudent');
    expect(other.leave?.series.every((p) => p.value === 0)).toBe(true);
    expect(byLabel(other.checkIn?.series ?? [])).toMatchObject({ normal: 0, abnormal: 0 });
  });
});
