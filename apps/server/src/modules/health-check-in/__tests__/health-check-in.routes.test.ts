import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The daily health check-in through HTTP on the demo university: 李明 (计科2401) checks in once a
// school day (Asia/Shanghai); the CS counsellor sees it in the statistics, counsellor2 and demo2 not.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/health-check-in';
const list = (parameters: unknown[] = [], limit = 100) => ({ parameters, requestPage: { pageNo: 1, limit } });
const body = (extra: Record<string, unknown> = {}) => ({
  temperature: 36.5,
  symptoms: ['none'],
  location: { lng: 113.32, lat: 23.1, address: '宿舍' },
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

async function at(iso: string) {
  t.clock.set(iso);
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
}

async function mine() {
  return t.app.db
    .withTables<{ healthCheckIns: { studentId: string; day: string; temperature: string } }>()
    .selectFrom('healthCheckIns')
    .select([(eb) => eb.cast<string>('day', 'text').as('day'), 'temperature'])
    .where('studentId', '=', as.student?.uid as string)
    .orderBy('day')
    .execute();
}

let code = '';
beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-01T01:00:00Z'); // 09:00 on 1 December at the school
  const row = await t.app.db
    .selectFrom('employees')
    .select('code')
    .where('userId', '=', as.student?.uid as string)
    .executeTakeFirstOrThrow();
  code = String(row.code);
});
afterAll(() => t.close());

describe('checking in', () => {
  it('an implausible temperature is refused with the module code and stores nothing', async () => {
    const res = await call('student', 'POST', '', body({ temperature: 45 }));
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(6040402);
    expect(await mine()).toEqual([]);
  });

  it('checks in for the school day and shows it as today’s', async () => {
    const res = await call('student', 'POST', '', body());
    expect(res.body).toMatchObject({ state: 200, data: { day: '2026-12-01' } });
    const today = await call('student', 'GET', '/today');
    expect(today.body.data).toMatchObject({ day: '2026-12-01', checkIn: { temperature: 36.5, abnormal: false } });
  });

  it('a second check-in the same school day is refused (HEALTH_CHECK_IN_DUPLICATE) and changes nothing', async () => {
    await at('2026-12-01T15:30:00Z'); // 23:30 at the school, still 1 December
    const res = await call('student', 'POST', '', body({ temperature: 38.2, symptoms: ['cough'] }));
    expect(res.status).toBe(409);
    expect(res.body.state).toBe(6040401);
    expect(await mine()).toEqual([{ day: '2026-12-01', temperature: '36.5' }]);
  });

  it('after midnight at the school it is a new day; two submits at once store one', async () => {
    await at('2026-12-01T16:30:00Z'); // 00:30 on 2 December at the school
    const both = await Promise.all([
      call('student', 'POST', '', body({ temperature: 37.6, symptoms: ['cough', 'none'] })),
      call('student', 'POST', '', body({ temperature: 37.6 })),
    ]);
    expect(both.map((r) => r.body.state).sort()).toEqual([200, 6040401]);
    expect((await mine()).map((r) => r.day)).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('statistics and queries', () => {
  it('the counsellor’s daily figures count 李明’s class; counsellor2’s do not', async () => {
    const res = await call('counsellor', 'GET', '/stats/daily?day=2026-12-02');
    expect(res.body.state).toBe(200);
    const cls = res.body.data.byClass.find((c: { className: string }) => c.className === '计科2401班');
    expect(cls).toMatchObject({ checkedIn: 1, abnormal: 1 });
    expect(cls.missing).toBe(cls.students - 1);
    const other = await call('counsellor2', 'GET', '/stats/daily?day=2026-12-02');
    expect(other.body.data.byClass.map((c: { className: string }) => c.className)).not.toContain('计科2401班');
    expect(other.body.data.totals.checkedIn).toBe(0);
  });

  it('the missing list shrinks by the student who checked in', async () => {
    const filter = [{ key: 'Q^studentCode^S', value: code }];
    const checked = await call('counsellor', 'POST', '/missing?day=2026-12-02', list(filter));
    expect(checked.body.data.dataResult).toEqual([]);
    const notYet = await call('counsellor', 'POST', '/missing?day=2026-12-03', list(filter));
    expect(notYet.body.data.dataResult.map((r: { studentCode: string }) => r.studentCode)).toEqual([code]);
  });

  it('the range gives every day; an end before the start is refused', async () => {
    const res = await call('counsellor', 'GET', '/stats/range?from=2026-12-01&to=2026-12-03');
    expect(res.body.data.days.map((d: { day: string; checkedIn: number }) => [d.day, d.checkedIn])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
      ['2026-12-03', 0],
    ]);
    const bad = await call('counsellor', 'GET', '/stats/range?from=2026-12-03&to=2026-12-01');
    expect(bad.body.state).toBe(6040403);
  });

  it('queries show the abnormal check-in to the counsellor, not to counsellor2', async () => {
    const filter = [
      { key: 'Q^studentCode^S', value: code },
      { key: 'Q^abnormal^S', value: 'true' },
    ];
    const res = await call('counsellor', 'POST', '/query', list(filter));
    expect(res.body.data.dataResult.map((r: { day: string }) => r.day)).toEqual(['2026-12-02']);
    const other = await call('counsellor2', 'POST', '/query', list([{ key: 'Q^studentCode^S', value: code }]));
    expect(other.body.data.dataResult).toEqual([]);
    const own = await call('student', 'POST', '/mine', list());
    expect(own.body.data.pageResult.totalCount).toBe(2);
  });
});

describe('permissions and tenants', () => {
  it('students get 403 on the staff calls, staff on the student calls', async () => {
    expect((await call('student', 'POST', '/query', list())).status).toBe(403);
    expect((await call('student', 'GET', '/stats/daily')).status).toBe(403);
    expect((await call('student', 'GET', '/stats/range?from=2026-12-01&to=2026-12-02')).status).toBe(403);
    expect((await call('student', 'POST', '/missing', list())).status).toBe(403);
    expect((await call('counsellor', 'POST', '', body())).status).toBe(403);
    expect((await call('counsellor', 'GET', '/today')).status).toBe(403);
    expect((await call('counsellor', 'POST', '/mine', list())).status).toBe(403);
  });

  it('another school sees none of these check-ins, and its student’s day is its own', async () => {
    const theirs = await call('otherAdmin', 'POST', '/query', list([{ key: 'Q^studentCode^S', value: code }]));
    expect(theirs.body.data.dataResult).toEqual([]);
    const figures = await call('otherAdmin', 'GET', '/stats/daily?day=2026-12-02');
    expect(figures.body.data.totals.checkedIn).toBe(0);
    const range = await call('otherAdmin', 'GET', '/stats/range?from=2026-12-01&to=2026-12-02');
    expect(range.body.data.days.every((d: { checkedIn: number }) => d.checkedIn === 0)).toBe(true);
    const missing = await call(
      'otherAdmin',
      'POST',
      '/missing?day=2026-12-02',
      list([{ key: 'Q^studentCode^S', value: code }]),
    );
    expect(missing.body.data.dataResult.every((r: { studentId: string }) => r.studentId !== as.student?.uid)).toBe(
      true,
    );
    expect((await call('otherStudent', 'GET', '/today')).body.data.checkIn).toBeNull();
    expect((await call('otherStudent', 'POST', '/mine', list())).body.data.dataResult).toEqual([]);
    expect((await call('otherStudent', 'POST', '', body())).body.state).toBe(200);
  });
});
