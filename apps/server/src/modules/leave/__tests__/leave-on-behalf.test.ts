import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../platform/menus/menus.service.ts';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { leaveDb } from '../leave.tables.ts';

// 代请假 (rcswXzcy / rcswXzcyJsd) and the teacher (教师, Jsd) scope of the staff leave calls: who may
// apply for whom, what the counsellor's own step does, and that a refusal writes nothing.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = { parameters: [], requestPage: { pageNo: 1, limit: 100 } };

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const leave = (studentId: string, startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  studentId,
  type: 'personal',
  startDate,
  startHalf: 'am',
  endDate,
  endHalf: 'pm',
  reason: '电话请假：发烧',
  opinion: '辅导员代请假',
  ...extra,
});

const leaveCount = async () =>
  Number(
    (
      await leaveDb(t.app.db)
        .selectFrom('leaveRequests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Gives a demo account the 教师 role as well, so it can log in as a teacher (the Jsd pages). */
async function grantTeacher(account: string) {
  const tenantId = as.student?.tenantId as string;
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  const role = await t.app.db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', 'teacher')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('userRoles').values({ tenantId, userId: user.id, roleId: role.id }).execute();
}

let studentId = '';
let studentCode = '';

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-01T01:00:00Z');
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin', 'collegeadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
  studentId = as.student?.uid as string;
  await grantTeacher('counsellor');
  await grantTeacher('counsellor2');
  as.teacher = await loginAs(t, 'counsellor', { role: 'teacher' });
  as.teacher2 = await loginAs(t, 'counsellor2', { role: 'teacher' });
  const me = await t.app.db
    .selectFrom('employees')
    .select('code')
    .where('userId', '=', studentId)
    .executeTakeFirstOrThrow();
  studentCode = me.code ?? '';
});
afterAll(() => t.close());

describe('student search of the on-behalf page', () => {
  it('finds the students of my classes by number or name, and none of another counsellor', async () => {
    const mine = await call('counsellor', 'GET', `/leave/students?keyword=${studentCode}`);
    expect(mine.body.state).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ studentId, studentCode, className: expect.any(String) }),
    ]);
    const all = await call('counsellor', 'GET', '/leave/students?limit=50');
    expect(all.body.data).toHaveLength(50);
    const other = await call('counsellor2', 'GET', `/leave/students?keyword=${studentCode}`);
    expect(other.body.data).toEqual([]);
    const wildcard = await call('counsellor', 'GET', '/leave/students?keyword=%25');
    expect(wildcard.body.data).toEqual([]);
  });

  it('is staff only and refuses a bad limit', async () => {
    const student = await call('student', 'GET', '/leave/students');
    expect(student.status).toBe(403);
    const bad = await call('counsellor', 'GET', '/leave/students?limit=500');
    expect(bad.status).toBe(400);
  });
});

describe('POST /leave/on-behalf', () => {
  it("the counsellor's registration is the student's request, approved by the counsellor at once", async () => {
    const res = await call('counsellor', 'POST', '/leave/on-behalf', leave(studentId, '2026-12-02', '2026-12-02'));
    expect(res.body.state, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ days: 1, status: 'approved', approvedByMe: true });
    const mine = await call('student', 'POST', '/leave/mine', list);
    const row = mine.body.data.dataResult.find((r: { id: string }) => r.id === res.body.data.id);
    expect(row).toMatchObject({ state: 'approved', reason: '电话请假：发烧', type: 'personal' });
    const instance = await t.app.db
      .selectFrom('wfInstances')
      .select(['starterId', 'variables'])
      .where('id', '=', res.body.data.instanceId)
      .executeTakeFirstOrThrow();
    expect(instance.starterId).toBe(studentId);
    expect(instance.variables).toMatchObject({ enteredBy: as.counsellor?.uid });
    const history = await t.app.db
      .selectFrom('wfHistory')
      .select(['action', 'actorId', 'opinion'])
      .where('instanceId', '=', res.body.data.instanceId)
      .orderBy('createdAt')
      .execute();
    expect(history.map((h) => [h.action, h.actorId])).toEqual([
      ['start', as.counsellor?.uid],
      ['service', null],
      ['agree', as.counsellor?.uid],
      ['end', null],
    ]);
    expect(history[2]?.opinion).toBe('辅导员代请假');
  });

  it('a longer leave still goes on to the college after the counsellor', async () => {
    const res = await call('counsellor', 'POST', '/leave/on-behalf', leave(studentId, '2026-12-10', '2026-12-16'));
    expect(res.body.data).toMatchObject({ status: 'running', approvedByMe: true });
    const pending = await call('collegeadmin', 'POST', '/bpm/received/query/pending', list);
    expect(pending.body.data.dataResult.map((r: { instId: string }) => r.instId)).toContain(res.body.data.instanceId);
  });

  it("the affairs office may apply for anyone; the counsellor's step then waits for the counsellor", async () => {
    const res = await call('affairsadmin', 'POST', '/leave/on-behalf', leave(studentId, '2026-12-20', '2026-12-20'));
    expect(res.body.data).toMatchObject({ status: 'running', approvedByMe: false });
    const pending = await call('counsellor', 'POST', '/bpm/received/query/pending', list);
    expect(pending.body.data.dataResult.map((r: { instId: string }) => r.instId)).toContain(res.body.data.instanceId);
  });

  it("a student's own checks apply and a refusal writes nothing", async () => {
    const before = await leaveCount();
    const overlap = await call('counsellor', 'POST', '/leave/on-behalf', leave(studentId, '2026-12-02', '2026-12-03'));
    expect([overlap.status, overlap.body.state]).toEqual([409, 6040102]);
    const backwards = await call(
      'counsellor',
      'POST',
      '/leave/on-behalf',
      leave(studentId, '2026-12-05', '2026-12-04'),
    );
    expect([backwards.status, backwards.body.state]).toEqual([400, 6040101]);
    const sick = await call(
      'counsellor',
      'POST',
      '/leave/on-behalf',
      leave(studentId, '2027-01-04', '2027-01-08', { type: 'sick' }),
    );
    expect(sick.body.state).toBe(6040104);
    expect(await leaveCount()).toBe(before);
  });

  it('a long sick leave takes the sick note the counsellor uploaded, as the form engine sends it', async () => {
    const upload = async (who: string) => {
      const boundary = '----leavetest';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      const res = await t.call({
        method: 'POST',
        url: '/qzbps/platform/v3/file/upload',
        payload: Buffer.concat([
          Buffer.from(head),
          Buffer.from('%PDF-1.4 sick note'),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { ...(as[who] as LoggedIn).headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.body.state, res.body.message).toBe(200);
      return res.body.data.id as string;
    };
    const theirs = await upload('student');
    const before = await leaveCount();
    const notMine = await call(
      'counsellor',
      'POST',
      '/leave/on-behalf',
      leave(studentId, '2027-01-04', '2027-01-08', { type: 'sick', attachments: [theirs] }),
    );
    expect(notMine.body.state).not.toBe(200);
    expect(await leaveCount()).toBe(before);
    const mine = await upload('counsellor');
    const note = { id: mine, name: 'note.pdf', size: 18, isImage: false };
    const res = await call(
      'counsellor',
      'POST',
      '/leave/on-behalf',
      leave(studentId, '2027-01-04', '2027-01-08', { type: 'sick', attachments: [note] }),
    );
    expect(res.body.state, res.body.message).toBe(200);
    const row = await leaveDb(t.app.db)
      .selectFrom('leaveRequests')
      .select('attachments')
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.attachments).toEqual([mine]);
  });

  it('refuses a student outside my scope, another school, a student caller and a bad body', async () => {
    const before = await leaveCount();
    const elsewhere = await call(
      'counsellor2',
      'POST',
      '/leave/on-behalf',
      leave(studentId, '2027-02-01', '2027-02-01'),
    );
    expect([elsewhere.status, elsewhere.body.state]).toEqual([403, 6040110]);
    expect(elsewhere.body.message).toBe('该学生不存在或不在您的管理范围内');
    const tenant = await call('otherAdmin', 'POST', '/leave/on-behalf', leave(studentId, '2027-02-01', '2027-02-01'));
    expect(tenant.body.state).toBe(6040110);
    const notStudent = await call(
      'counsellor',
      'POST',
      '/leave/on-behalf',
      leave(as.counsellor2?.uid as string, '2027-02-01', '2027-02-01'),
    );
    expect(notStudent.body.state).toBe(6040110);
    const student = await call('student', 'POST', '/leave/on-behalf', leave(studentId, '2027-02-01', '2027-02-01'));
    expect(student.status).toBe(403);
    const bad = await call('counsellor', 'POST', '/leave/on-behalf', {
      ...leave(studentId, '2027-02-01', '2027-02-01'),
      x: 1,
    });
    expect(bad.status).toBe(400);
    expect(await leaveCount()).toBe(before);
  });
});

describe('the teacher (教师, Jsd) scope', () => {
  it('a teacher sees the leaves of the classes they look after and nobody else', async () => {
    const mine = await call('teacher', 'POST', '/leave/query', list);
    expect(mine.body.state, mine.body.message).toBe(200);
    const ids = mine.body.data.dataResult.map((r: { studentId: string }) => r.studentId);
    expect(ids).toContain(studentId);
    const other = await call('teacher2', 'POST', '/leave/query', list);
    expect(other.body.data.dataResult.map((r: { studentId: string }) => r.studentId)).not.toContain(studentId);
    const filters = await call('teacher2', 'GET', '/leave/stats/filters');
    const classes = filters.body.data.classes.map((c: { name: string }) => c.name);
    expect(classes.length).toBeGreaterThan(0);
    const mineFilters = await call('teacher', 'GET', '/leave/stats/filters');
    expect(mineFilters.body.data.classes.map((c: { name: string }) => c.name)).not.toEqual(
      expect.arrayContaining(classes),
    );
  });

  it('a teacher applies on behalf of a student of their classes only', async () => {
    const ok = await call('teacher', 'POST', '/leave/on-behalf', leave(studentId, '2027-03-01', '2027-03-01'));
    expect(ok.body.state, ok.body.message).toBe(200);
    const no = await call('teacher2', 'POST', '/leave/on-behalf', leave(studentId, '2027-03-02', '2027-03-02'));
    expect(no.body.state).toBe(6040110);
  });

  it('the teacher menu has the Jsd pages, the counsellor menu the others', async () => {
    const menu = async (who: string) => {
      const res = await t.call({
        method: 'GET',
        url: '/qzbps/platform/v3/auth/appres/getMenuData',
        headers: (as[who] as LoggedIn).headers,
      });
      const flat = (tree: MenuNode[]): string[] => tree.flatMap((m) => [m.defaultUrl ?? '', ...flat(m.children)]);
      return flat(res.body.data as MenuNode[]);
    };
    const teacher = await menu('teacher');
    expect(teacher).toEqual(expect.arrayContaining(['/xgxt/rcswXzcyJsd', '/xgxt/rcswQxjJsd']));
    expect(teacher).not.toContain('/xgxt/rcswXzcy');
    const counsellor = await menu('counsellor');
    expect(counsellor).toContain('/xgxt/rcswXzcy');
    expect(counsellor).not.toContain('/xgxt/rcswXzcyJsd');
  });
});
