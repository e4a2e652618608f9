import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Holiday whereabouts through HTTP on the demo university: the affairs office opens a window, the
// student 李明 (CS class 计科2401) registers and comes back; the CS counsellor 张老师 sees and reminds
// the unregistered; counsellor2 (economics) and the school demo2 must not see any of it.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/whereabouts';
const list = (parameters: unknown[] = [], limit = 100) => ({ parameters, requestPage: { pageNo: 1, limit } });

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
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin', 'collegeadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
}

const leaving = (extra: Record<string, unknown> = {}) => ({
  staying: false,
  province: '浙江省',
  city: '杭州市',
  address: '西湖区文三路 1 号',
  leaveDate: '2026-12-31',
  returnDate: '2027-01-03',
  transport: 'train',
  contactName: '李父',
  contactPhone: '13800001111',
  ...extra,
});

async function recordCount() {
  const row = await t.app.db
    .withTables<{ whereaboutsRecords: { tenantId: string; windowId: string } }>()
    .selectFrom('whereaboutsRecords')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('windowId', '=', windowId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let windowId = '';
async function studentCode(): Promise<string> {
  const row = await t.app.db
    .selectFrom('employees')
    .select('code')
    .where('userId', '=', as.student?.uid as string)
    .executeTakeFirstOrThrow();
  return String(row.code);
}
const codes = (res: { body: { data: { dataResult: { studentCode: string }[] } } }) =>
  res.body.data.dataResult.map((r) => r.studentCode);

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-12-20T01:00:00Z');
});
afterAll(() => t.close());

describe('opening a window', () => {
  it('refuses an end before the start and a deadline already passed, writing nothing', async () => {
    const before = await call('affairsadmin', 'POST', '/windows/query', list());
    const bad = [
      { name: '元旦', startDate: '2027-01-03', endDate: '2027-01-01', deadline: '2026-12-30T10:00:00Z' },
      { name: '元旦', startDate: '2027-01-01', endDate: '2027-01-03', deadline: '2026-12-19T10:00:00Z' },
    ];
    for (const body of bad) {
      const res = await call('affairsadmin', 'POST', '/windows', body);
      expect(res.status).toBe(400);
      expect(res.body.state).toBe(6040301);
    }
    const after = await call('affairsadmin', 'POST', '/windows/query', list());
    expect(after.body.data.pageResult.totalCount).toBe(before.body.data.pageResult.totalCount);
  });

  it('the affairs office opens one; everyone in the school sees it open', async () => {
    const res = await call('affairsadmin', 'POST', '/windows', {
      name: '2027年元旦（测试）',
      startDate: '2027-01-01',
      endDate: '2027-01-03',
      deadline: '2026-12-30T10:00:00Z',
    });
    expect(res.body.state).toBe(200);
    windowId = res.body.data.id;
    const seen = await call('student', 'GET', `/windows/${windowId}`);
    expect(seen.body.data).toMatchObject({ name: '2027年元旦（测试）', open: true, mine: null, figures: null });
  });

  it('a student or a counsellor may not open a window (403)', async () => {
    const body = { name: 'x', startDate: '2027-01-01', endDate: '2027-01-02', deadline: '2026-12-30T10:00:00Z' };
    expect((await call('student', 'POST', '/windows', body)).status).toBe(403);
    expect((await call('counsellor', 'POST', '/windows', body)).status).toBe(403);
  });
});

describe('registering', () => {
  it('the counsellor sees 李明 among the unregistered, counsellor2 does not', async () => {
    const mine = await call('counsellor', 'POST', `/windows/${windowId}/missing`, list([], 100));
    expect(mine.body.state).toBe(200);
    const filter = [{ key: 'Q^studentCode^S', value: await studentCode() }];
    const found = await call('counsellor', 'POST', `/windows/${windowId}/missing`, list(filter));
    expect(found.body.data.dataResult.map((r: { studentId: string }) => r.studentId)).toEqual([as.student?.uid]);
    const other = await call('counsellor2', 'POST', `/windows/${windowId}/missing`, list(filter));
    expect(other.body.data.dataResult).toEqual([]);
  });

  it('leaving without a destination, or coming back before leaving, is refused and writes nothing', async () => {
    const missing = await call('student', 'POST', `/windows/${windowId}/register`, leaving({ city: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.state).toBe(6040304);
    const backwards = await call(
      'student',
      'POST',
      `/windows/${windowId}/register`,
      leaving({ leaveDate: '2027-01-03', returnDate: '2026-12-31' }),
    );
    expect(backwards.body.state).toBe(6040301);
    expect(await recordCount()).toBe(0);
  });

  it('a registration is stored once; submitting again changes it', async () => {
    const first = await call('student', 'POST', `/windows/${windowId}/register`, { staying: true });
    expect(first.body.state).toBe(200);
    const second = await call('student', 'POST', `/windows/${windowId}/register`, leaving());
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await recordCount()).toBe(1);
    const view = await call('student', 'GET', `/windows/${windowId}`);
    expect(view.body.data.mine).toMatchObject({
      staying: false,
      province: '浙江省',
      city: '杭州市',
      transport: 'train',
    });
  });

  it('the student left the counsellor’s missing list and shows in the records and figures', async () => {
    const student = (await call('student', 'GET', `/windows/${windowId}`)).body.data.mine.studentCode;
    const missing = await call('counsellor', 'POST', `/windows/${windowId}/missing`, list([], 100));
    expect(codes(missing)).not.toContain(student);
    const records = await call('counsellor', 'POST', `/windows/${windowId}/records`, list());
    expect(codes(records)).toEqual([student]);
    const view = await call('counsellor', 'GET', `/windows/${windowId}`);
    expect(view.body.data.figures).toMatchObject({ registered: 1, leaving: 1, staying: 0 });
    expect(view.body.data.figures.missing).toBe(view.body.data.figures.students - 1);
    const other = await call('counsellor2', 'POST', `/windows/${windowId}/records`, list());
    expect(other.body.data.dataResult).toEqual([]);
  });

  it('the detail is the student’s and the counsellor’s, not counsellor2’s nor another school’s', async () => {
    const id = (await call('student', 'GET', `/windows/${windowId}`)).body.data.mine.id;
    expect((await call('student', 'GET', `/records/${id}`)).body.data.city).toBe('杭州市');
    expect((await call('counsellor', 'GET', `/records/${id}`)).body.data.city).toBe('杭州市');
    expect((await call('counsellor2', 'GET', `/records/${id}`)).body.state).toBe(6040303);
    expect((await call('otherAdmin', 'GET', `/records/${id}`)).body.state).toBe(6040303);
    expect((await call('otherStudent', 'GET', `/records/${id}`)).status).toBe(404);
  });

  it('my registrations list only mine', async () => {
    const mine = await call('student', 'POST', '/mine', list());
    expect(mine.body.data.dataResult.map((r: { windowId: string }) => r.windowId)).toContain(windowId);
    expect(new Set(mine.body.data.dataResult.map((r: { studentId: string }) => r.studentId))).toEqual(
      new Set([as.student?.uid]),
    );
  });

  it('the counsellor reminds the unregistered: one inner message each, leading to the registration page', async () => {
    const missing = await call('counsellor', 'POST', `/windows/${windowId}/missing`, list([], 1));
    const res = await call('counsellor', 'POST', `/windows/${windowId}/remind`);
    expect(res.body.data.reminded).toBe(missing.body.data.pageResult.totalCount);
    const first = missing.body.data.dataResult[0].studentId;
    const messages = await t.app.db
      .selectFrom('messages')
      .select(['kind', 'targetRoute'])
      .where('userId', '=', first)
      .where('kind', '=', 'whereabouts.remind')
      .execute();
    expect(messages).toEqual([{ kind: 'whereabouts.remind', targetRoute: `/xgxt/jjrlfxQxdj?window=${windowId}` }]);
    const registered = await t.app.db
      .selectFrom('messages')
      .select('id')
      .where('userId', '=', as.student?.uid as string)
      .where('kind', '=', 'whereabouts.remind')
      .execute();
    expect(registered).toEqual([]);
  });

  it('exports the records in scope as CSV', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/windows/${windowId}/export`,
      headers: as.counsellor?.headers,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
  });
});

describe('after the deadline', () => {
  it('refuses a registration with WHEREABOUTS_WINDOW_CLOSED and changes nothing', async () => {
    await at('2026-12-30T10:00:01Z');
    const res = await call('student', 'POST', `/windows/${windowId}/register`, { staying: true });
    expect(res.status).toBe(409);
    expect(res.body.state).toBe(6040302);
    const view = await call('student', 'GET', `/windows/${windowId}`);
    expect(view.body.data).toMatchObject({ open: false, mine: { staying: false } });
  });

  it('the return registration is taken after the break; a return before leaving is refused', async () => {
    await at('2027-01-03T08:00:00Z');
    const early = await call('student', 'POST', `/windows/${windowId}/return`, { returnDate: '2026-12-01' });
    expect(early.body.state).toBe(6040301);
    const res = await call('student', 'POST', `/windows/${windowId}/return`, { returnDate: '2027-01-03' });
    expect(res.body.state).toBe(200);
    const view = await call('counsellor', 'GET', `/windows/${windowId}`);
    expect(view.body.data.figures.returned).toBe(1);
  });
});

describe('permissions and tenants', () => {
  it('students get 403 on the staff calls and staff on the student calls', async () => {
    for (const [method, path] of [
      ['POST', `/windows/${windowId}/records`],
      ['POST', `/windows/${windowId}/missing`],
      ['POST', `/windows/${windowId}/remind`],
      ['GET', `/windows/${windowId}/export`],
    ] as const) {
      const res = await call(
        'student',
        method,
        path,
        method === 'POST' && !path.endsWith('remind') ? list() : undefined,
      );
      expect(res.status, path).toBe(403);
    }
    expect((await call('counsellor', 'POST', `/windows/${windowId}/register`, { staying: true })).status).toBe(403);
    expect((await call('counsellor', 'POST', `/windows/${windowId}/return`, { returnDate: '2027-01-03' })).status).toBe(
      403,
    );
    expect((await call('counsellor', 'POST', '/mine', list())).status).toBe(403);
  });

  it('another school sees none of the windows and cannot reach one by id', async () => {
    const windows = await call('otherAdmin', 'POST', '/windows/query', list());
    expect(windows.body.data.dataResult.map((w: { id: string }) => w.id)).not.toContain(windowId);
    expect((await call('otherAdmin', 'GET', `/windows/${windowId}`)).status).toBe(404);
    for (const path of ['records', 'missing']) {
      expect((await call('otherAdmin', 'POST', `/windows/${windowId}/${path}`, list())).status).toBe(404);
    }
    expect((await call('otherAdmin', 'POST', `/windows/${windowId}/remind`)).status).toBe(404);
    expect((await call('otherAdmin', 'GET', `/windows/${windowId}/export`)).status).toBe(404);
    expect((await call('otherStudent', 'POST', `/windows/${windowId}/register`, { staying: true })).status).toBe(404);
    expect(
      (await call('otherStudent', 'POST', `/windows/${windowId}/return`, { returnDate: '2027-01-03' })).status,
    ).toBe(404);
    const theirs = await call('otherStudent', 'POST', '/mine', list());
    expect(theirs.body.data.dataResult).toEqual([]);
  });
});
