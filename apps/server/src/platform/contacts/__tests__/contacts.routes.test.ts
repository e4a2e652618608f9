import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

const url = '/qzbps/platform/v3/contacts/list';
type Person = {
  userId: string;
  name: string;
  relation: string;
  mobile: string | null;
  mobileMasked: boolean;
  email: string | null;
};
const people = (body: { data: { groups: { people: Person[] }[] } }) => body.data.groups.flatMap((g) => g.people);

describe('contacts', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let counsellor2: LoggedIn;
  let foreign: LoggedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    counsellor2 = await loginAs(t, 'counsellor2');
    foreign = await loginAs(t, 'student', { tenantCode: 'demo2' });
  });
  afterAll(() => t.close());

  it('a student sees their counsellor in full and classmates with masked numbers, no other staff', async () => {
    const res = await t.call({ method: 'GET', url, headers: student.headers });
    expect(res.body.state).toBe(200);
    const list = people(res.body);
    const mine = list.find((p) => p.userId === counsellor.uid);
    expect(mine).toMatchObject({ relation: 'counsellor', name: '张老师', mobile: '13900000001', mobileMasked: false });
    const classmates = list.filter((p) => p.relation === 'classmate');
    expect(classmates.length).toBeGreaterThan(10);
    for (const c of classmates) {
      expect(c.email).toBeNull();
      if (c.mobile) expect(c.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    expect(list.map((p) => p.userId)).not.toContain(counsellor2.uid);
    expect(list.map((p) => p.userId)).not.toContain(student.uid);
    expect(list.map((p) => p.relation)).not.toContain('staff');
  });

  it('a counsellor sees staff and the students of their classes, not another college’s students', async () => {
    const mine = people((await t.call({ method: 'GET', url, headers: counsellor.headers })).body);
    const theirs = people((await t.call({ method: 'GET', url, headers: counsellor2.headers })).body);
    const me = mine.find((p) => p.userId === student.uid);
    expect(me).toMatchObject({ relation: 'student', mobile: '13800000001', mobileMasked: false });
    expect(theirs.map((p) => p.userId)).not.toContain(student.uid);
    expect(theirs.find((p) => p.userId === counsellor.uid)?.relation).toBe('staff');
  });

  it('searches by name and pinyin initials', async () => {
    const byName = people(
      (await t.call({ method: 'GET', url: `${url}?keyword=张老师`, headers: student.headers })).body,
    );
    expect(byName.map((p) => p.userId)).toEqual([counsellor.uid]);
    const byInitials = people(
      (await t.call({ method: 'GET', url: `${url}?keyword=zls`, headers: student.headers })).body,
    );
    expect(byInitials.map((p) => p.userId)).toContain(counsellor.uid);
  });

  it('search answers each group with its parent organisation, so the tree can open there', async () => {
    const res = await t.call({ method: 'GET', url: `${url}?keyword=zls`, headers: student.headers });
    expect(res.body.data.truncated).toBe(false);
    const group = res.body.data.groups.find((g: { people: Person[] }) =>
      g.people.some((p) => p.userId === counsellor.uid),
    );
    expect(group.orgName).toBe('计算机与信息工程学院');
    expect(group.parentId).toEqual(expect.any(String));
    // A LIKE wildcard in the keyword is a literal, not "everyone".
    const wild = people((await t.call({ method: 'GET', url: `${url}?keyword=%25`, headers: student.headers })).body);
    expect(wild).toEqual([]);
  });

  it('E1: another tenant’s user sees none of this tenant’s people', async () => {
    const list = people((await t.call({ method: 'GET', url, headers: foreign.headers })).body);
    expect(list.map((p) => p.userId)).not.toContain(counsellor.uid);
    expect(list.map((p) => p.userId)).not.toContain(student.uid);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
  });
});
