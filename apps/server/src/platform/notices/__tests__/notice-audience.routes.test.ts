import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { classOfStudent, cohortOfStudentNumber, collegeOfUser } from '../../org/org-relations.ts';

const base = '/qzbps/platform/v3';
type Option = { id: string; parentId: string | null; kind: string; name: string };

// Who sees what when an announcement targets a whole college, a role or a cohort (年级).
describe('announcement audiences: colleges, roles and cohorts', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let collegeAdmin: LoggedIn;
  let affairs: LoggedIn;
  let foreign: LoggedIn;
  let csCollege: string;
  let emCollege: string;

  const publish = async (who: LoggedIn, audience: Record<string, unknown>, title = '学院通知') => {
    const saved = await t.call({
      method: 'POST',
      url: `${base}/notice/save`,
      headers: who.headers,
      payload: { categoryCode: 'notice', title, content: '<p>请周知</p>', audience },
    });
    if (saved.body.state !== 200) return { state: saved.body.state as number, id: '', recipients: 0 };
    const id = saved.body.data.id as string;
    const res = await t.call({ method: 'POST', url: `${base}/notice/${id}/publish`, headers: who.headers });
    return { state: res.body.state as number, id, recipients: res.body.data.recipients as number };
  };
  const recipients = async (who: LoggedIn, id: string) => {
    const res = await t.call({ method: 'GET', url: `${base}/notice/${id}/receipts`, headers: who.headers });
    return (res.body.data as { userId: string }[]).map((r) => r.userId);
  };
  const feedIds = async (who: LoggedIn) => {
    const res = await t.call({ method: 'GET', url: `${base}/notice/list?limit=100`, headers: who.headers });
    return (res.body.data.dataResult as { id: string }[]).map((n) => n.id);
  };
  /** Every active member of the demo school with their college, roles and cohort, straight from the tables. */
  const people = async () => {
    const db = t.app.db;
    const rows = await db
      .selectFrom('employees as e')
      .innerJoin('userRoles as ur', (j) =>
        j.onRef('ur.tenantId', '=', 'e.tenantId').onRef('ur.userId', '=', 'e.userId'),
      )
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .select(['e.userId', 'e.code', 'r.alias'])
      .where('e.tenantId', '=', student.tenantId)
      .execute();
    const out: { userId: string; college: string | null; alias: string; cohort: number | null }[] = [];
    for (const r of rows) {
      const college = await collegeOfUser(db, student.tenantId, r.userId);
      out.push({
        userId: r.userId,
        college: college?.id ?? null,
        alias: r.alias,
        cohort: cohortOfStudentNumber(r.code),
      });
    }
    return out;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    collegeAdmin = await loginAs(t, 'collegeadmin');
    affairs = await loginAs(t, 'affairsadmin');
    foreign = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
    csCollege = (await collegeOfUser(t.app.db, student.tenantId, student.uid))?.id as string;
    emCollege = (await collegeOfUser(t.app.db, student.tenantId, (await loginAs(t, 'counsellor2')).uid))?.id as string;
  });
  afterAll(() => t.close());

  it('a whole college with role student and cohort 2024 reaches exactly the college’s 2024 students', async () => {
    const sent = await publish(affairs, { scope: 'orgs', orgIds: [csCollege], roles: ['student'], cohorts: [2024] });
    expect(sent.state).toBe(200);
    const expected = (await people())
      .filter((p) => p.college === csCollege && p.alias === 'student' && p.cohort === 2024)
      .map((p) => p.userId)
      .sort();
    expect(expected.length).toBe(100);
    expect(sent.recipients).toBe(expected.length);
    expect((await recipients(affairs, sent.id)).sort()).toEqual(expected);
    expect(await feedIds(student)).toContain(sent.id);
    expect(await feedIds(counsellor)).not.toContain(sent.id);
  });

  it('a cohort alone narrows the school to that year’s students; staff and other cohorts see nothing', async () => {
    const sent = await publish(affairs, { scope: 'school', cohorts: [2025] }, '2025级新生须知');
    const expected = (await people()).filter((p) => p.cohort === 2025 && p.alias === 'newStudent').map((p) => p.userId);
    expect(expected.length).toBe(5);
    expect((await recipients(affairs, sent.id)).sort()).toEqual(expected.sort());
    expect(await feedIds(student)).not.toContain(sent.id);
    expect(await feedIds(counsellor)).not.toContain(sent.id);
  });

  it('a role alone across the school reaches its holders only', async () => {
    const sent = await publish(affairs, { scope: 'school', roles: ['counsellor'] }, '辅导员例会');
    expect(await feedIds(counsellor)).toContain(sent.id);
    expect(await feedIds(student)).not.toContain(sent.id);
    const holders = (await people()).filter((p) => p.alias === 'counsellor').map((p) => p.userId);
    expect((await recipients(affairs, sent.id)).sort()).toEqual([...new Set(holders)].sort());
  });

  it('is resolved when read: a student moved into the college later sees its announcement', async () => {
    const sent = await publish(collegeAdmin, { scope: 'orgs', orgIds: [csCollege] }, '学院全体通知');
    expect(sent.state).toBe(200);
    const db = t.app.db;
    const outsider = (await people()).find((p) => p.college === emCollege && p.alias === 'student');
    expect(outsider).toBeDefined();
    const cls = await classOfStudent(db, student.tenantId, student.uid);
    await db
      .updateTable('employees')
      .set({ orgId: cls?.id ?? null })
      .where('tenantId', '=', student.tenantId)
      .where('userId', '=', outsider?.userId ?? '')
      .execute();
    expect(await recipients(collegeAdmin, sent.id)).toContain(outsider?.userId);
  });

  it('scopes: a college office may address its whole college but not another; a counsellor not a college', async () => {
    expect((await publish(collegeAdmin, { scope: 'orgs', orgIds: [emCollege] })).state).toBe(6030103);
    expect((await publish(counsellor, { scope: 'orgs', orgIds: [csCollege] })).state).toBe(6030103);
    const bad = await t.call({
      method: 'POST',
      url: `${base}/notice/save`,
      headers: affairs.headers,
      payload: {
        categoryCode: 'notice',
        title: 'x',
        content: '<p>x</p>',
        audience: { scope: 'school', cohorts: [1800] },
      },
    });
    expect(bad.body.state).toBe(6010101);
  });

  it('audience options: the picker’s tree is cut to the publisher’s scope, with the cohorts found there', async () => {
    const get = (who: LoggedIn) =>
      t.call({ method: 'GET', url: `${base}/notice/audience/options`, headers: who.headers });
    const school = (await get(affairs)).body.data as { schoolWide: boolean; orgs: Option[]; cohorts: number[] };
    expect(school.schoolWide).toBe(true);
    const root = school.orgs.filter((o) => o.parentId === null);
    expect(root.map((o) => o.kind)).toEqual(['school']);
    expect(school.orgs.find((o) => o.id === csCollege)?.parentId).toBe(root[0]?.id);
    expect(school.cohorts).toEqual([2025, 2024]);

    const college = (await get(collegeAdmin)).body.data as { schoolWide: boolean; orgs: Option[] };
    expect(college.schoolWide).toBe(false);
    expect(college.orgs.filter((o) => o.parentId === null).map((o) => o.id)).toEqual([csCollege]);
    expect(college.orgs.map((o) => o.id)).not.toContain(emCollege);
    expect(college.orgs.filter((o) => o.kind === 'class')).toHaveLength(4);

    const mine = (await get(counsellor)).body.data as { orgs: Option[] };
    expect(mine.orgs.every((o) => o.kind === 'class' && o.parentId === null)).toBe(true);
    expect((await get(student)).status).toBe(403);
    const other = (await get(foreign)).body.data as { orgs: Option[] };
    expect(other.orgs.map((o) => o.id)).not.toContain(csCollege);
  });
});
