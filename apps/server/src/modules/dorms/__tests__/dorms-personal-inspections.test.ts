import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTenantDefinitions } from '../../../platform/tenancy/tenant-seeding.ts';
import { dormHarness, tinyPng } from './dorms-helpers.ts';

// 个人内务检查 (PersonalInspection / PersonalInspectionExamine): a counsellor records a check of one of
// their students with failed items and photos; the list is cut by the staff scope (a student sees only
// their own); another counsellor's student, another tenant, a student recorder and bad input are refused
// with a code and write nothing; a record with failed items sends the student a message.

let h: Awaited<ReturnType<typeof dormHarness>>;
const path = '/dorms/personal-inspections';
type Row = { id: string; studentId: string; result: string; failedItems: string[]; photos: string[]; score: number };

const dayOffset = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(h.t.clock.now().getTime() + days * 86_400_000),
  );
const query = (parameters: unknown[] = [], limit = 100) => ({ parameters, requestPage: { pageNo: 1, limit } });
const rowsOf = async (who: string, parameters: unknown[] = []) => {
  const res = await h.call(who, 'POST', `${path}/query`, query(parameters));
  expect(res.body, `${who} lists`).toMatchObject({ state: 200 });
  return res.body.data.dataResult as Row[];
};
const countAll = async () =>
  Number(
    (
      await h.t.app.db
        .selectFrom('dormPersonalInspections' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const messagesOf = (userId: string) =>
  h.t.app.db
    .selectFrom('messages')
    .select(['kind', 'targetRoute', 'targetId'])
    .where('userId', '=', userId)
    .where('kind', '=', 'dorms.personal-inspection')
    .execute();

let studentId: string;
let otherCollegeStudent: string;

beforeAll(async () => {
  h = await dormHarness(['student', 'counsellor', 'counsellor2', 'affairsadmin']);
  studentId = h.as.student?.uid as string;
  // A student of the economics college (counsellor2's), outside the computer counsellor's scope.
  const found = await h.call('counsellor2', 'GET', `${path}/students?limit=1`);
  otherCollegeStudent = found.body.data[0].studentId;
});
afterAll(() => h.t.close());

describe('personal inspections (个人内务检查)', () => {
  it('the counsellor records a check with a failed item and a photo; the list and detail show it', async () => {
    const search = await h.call('counsellor', 'GET', `${path}/students?keyword=${encodeURIComponent('李明')}`);
    expect(search.body.data.map((s: { studentId: string }) => s.studentId)).toContain(studentId);
    const photo = await h.upload('counsellor', 'desk.png', tinyPng);
    const before = await countAll();
    const res = await h.call('counsellor', 'POST', path, {
      studentId,
      date: dayOffset(-1),
      score: 75,
      failedItems: ['desk', 'appliances'],
      remark: '桌面凌乱，发现电热杯',
      photos: [photo],
    });
    expect(res.body.state).toBe(200);
    const id = res.body.data.id as string;
    expect(await countAll()).toBe(before + 1);

    const fails = await rowsOf('counsellor', [
      { key: 'Q^result^S', value: 'fail' },
      { key: 'Q^date^DG', value: dayOffset(-1) },
    ]);
    const row = fails.find((r) => r.id === id);
    expect(row).toMatchObject({ studentId, score: 75, result: 'fail', failedItems: ['desk', 'appliances'] });
    expect(row?.photos).toEqual([photo]);
    expect((await rowsOf('counsellor', [{ key: 'Q^result^S', value: 'pass' }])).some((r) => r.id === id)).toBe(false);
    const detail = await h.call('student', 'GET', `${path}/${id}`);
    expect(detail.body.data).toMatchObject({ id, remark: '桌面凌乱，发现电热杯', place: expect.any(String) });
    // The student may open the evidence photo of their own record; another counsellor may not.
    const download = (who: string) =>
      h.t.call({ method: 'GET', url: `/qzbps/platform/v3/file/download?fileId=${photo}`, headers: h.as[who]?.headers });
    expect((await download('student')).status).toBe(200);
    expect((await download('affairsadmin')).status).toBe(200);
    expect((await download('counsellor2')).status).not.toBe(200);

    // The student got a message leading to the record.
    expect(await messagesOf(studentId)).toEqual([
      { kind: 'dorms.personal-inspection', targetRoute: `/xgxt/PersonalInspection?id=${id}`, targetId: id },
    ]);
  });

  it('a passed check sends no message', async () => {
    const before = (await messagesOf(studentId)).length;
    const res = await h.call('counsellor', 'POST', path, { studentId, date: dayOffset(0), score: 98 });
    expect(res.body.state).toBe(200);
    expect((await messagesOf(studentId)).length).toBe(before);
    const row = (await rowsOf('student')).find((r) => r.id === res.body.data.id);
    expect(row).toMatchObject({ result: 'pass', failedItems: [] });
  });

  it('a student sees only their own records, and the staff scope cuts the list', async () => {
    const mine = await rowsOf('student');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.studentId === studentId)).toBe(true);
    const office = await rowsOf('affairsadmin');
    expect(office.some((r) => r.studentId !== studentId)).toBe(true);
    // counsellor2 (economics) sees none of the computer college's records.
    const theirs = await rowsOf('counsellor2');
    expect(theirs.some((r) => r.studentId === studentId)).toBe(false);
  });

  it("another counsellor's student is refused with 6040219 and nothing is written", async () => {
    const before = await countAll();
    const res = await h.call('counsellor', 'POST', path, {
      studentId: otherCollegeStudent,
      date: dayOffset(-1),
      score: 50,
      failedItems: ['bed'],
    });
    expect(res).toMatchObject({ status: 403, body: { state: 6040219 } });
    expect(await countAll()).toBe(before);
    expect(await messagesOf(otherCollegeStudent)).toEqual([]);
  });

  it('is per tenant: another school’s administrator sees none and cannot record for this student', async () => {
    expect(await rowsOf('otherAdmin')).toEqual([]);
    const before = await countAll();
    const res = await h.call('otherAdmin', 'POST', path, { studentId, date: dayOffset(-1), score: 60 });
    expect(res).toMatchObject({ status: 403, body: { state: 6040219 } });
    expect(await countAll()).toBe(before);
    const own = (await rowsOf('counsellor'))[0] as Row;
    expect((await h.call('otherAdmin', 'GET', `${path}/${own.id}`)).body.state).toBe(6040222);
  });

  it('a student cannot record or search students (403)', async () => {
    const res = await h.call('student', 'POST', path, { studentId, date: dayOffset(-1), score: 90 });
    expect(res.status).toBe(403);
    expect((await h.call('student', 'GET', `${path}/students`)).status).toBe(403);
  });

  it('bad input answers its code and writes nothing', async () => {
    const foreign = await h.upload('affairsadmin', 'not-mine.png', tinyPng);
    const before = await countAll();
    const cases: [unknown, number, number][] = [
      [{ studentId, date: dayOffset(1), score: 90 }, 400, 6040220],
      [{ studentId, date: '2026-02-30', score: 90 }, 400, 6040220],
      [{ studentId, date: dayOffset(-1), score: 101 }, 400, 6010101],
      [{ studentId, date: dayOffset(-1), score: -1 }, 400, 6010101],
      [{ studentId, date: dayOffset(-1), score: 90, failedItems: ['karaoke'] }, 400, 6040221],
      [{ studentId, date: dayOffset(-1), score: 90, photos: [foreign] }, 404, 6085104],
      [{ studentId, date: dayOffset(-1), score: 90, extra: 1 }, 400, 6010101],
    ];
    for (const [body, status, state] of cases) {
      const res = await h.call('counsellor', 'POST', path, body);
      expect({ body, status: res.status, state: res.body.state }).toEqual({ body, status, state });
    }
    expect(await countAll()).toBe(before);
  });

  it('offers the item set with the school’s own labels', async () => {
    const plain = await h.call('counsellor', 'GET', `${path}/items`);
    expect(plain.body.data.map((i: { key: string }) => i.key)).toEqual([
      'bed',
      'desk',
      'floor',
      'appliances',
      'curfew',
      'smoking',
    ]);
    expect(plain.body.data.every((i: { label: unknown }) => i.label === null)).toBe(true);
    const tenantId = h.as.counsellor?.tenantId as string;
    await h.t.app.db
      .insertInto('sysConfigs')
      .values({
        tenantId,
        code: 'dorms.personalInspection.itemLabels',
        value: JSON.stringify({ curfew: { 'zh-CN': '晚点名在寝', 'en-US': 'At roll call' }, nope: { 'zh-CN': 'x' } }),
      } as never)
      .execute();
    const labelled = await h.call('student', 'GET', `${path}/items`);
    expect(labelled.body.data.find((i: { key: string }) => i.key === 'curfew').label).toEqual({
      'zh-CN': '晚点名在寝',
      'en-US': 'At roll call',
    });
    expect(labelled.body.data).toHaveLength(6);
  });

  it('the staff menu entry reaches the staff; a tenant seeded before gets it on the next start', async () => {
    type Menu = { alias: string; defaultUrl: string | null; children: Menu[] };
    const flat = (tree: Menu[]): Menu[] => tree.flatMap((m) => [m, ...flat(m.children)]);
    const menuOf = async (who: string) =>
      flat(
        (
          await h.t.call({
            method: 'GET',
            url: '/qzbps/platform/v3/auth/appres/getMenuData',
            headers: h.as[who]?.headers,
          })
        ).body.data as Menu[],
      )
        .filter((m) => m.defaultUrl === '/xgxt/PersonalInspection')
        .map((m) => m.alias);
    // Student and teacher page sets stay apart (spec §6): one entry each, the same page.
    expect(await menuOf('counsellor')).toEqual(['dorm_personal_inspection']);
    expect(await menuOf('affairsadmin')).toEqual(['dorm_personal_inspection']);
    expect(await menuOf('student')).toEqual(['dorm_my_inspection']);
    // As before this change: no staff entry; the start-up refresh (seedMenuTree) adds it with its grants.
    const db = h.t.app.db;
    const added = await db.selectFrom('menus').select('id').where('alias', '=', 'dorm_personal_inspection').execute();
    const ids = added.map((m) => m.id);
    await db.deleteFrom('menuRoles').where('menuId', 'in', ids).execute();
    await db.deleteFrom('menus').where('id', 'in', ids).execute();
    expect(await menuOf('counsellor')).toEqual([]);
    await refreshTenantDefinitions(db, []);
    expect(await menuOf('counsellor')).toEqual(['dorm_personal_inspection']);
  });
});
