import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { Db } from '../../db/database.ts';
import {
  affairsAdmins,
  classesOfCounsellor,
  classOfStudent,
  collegeAdminsOfCollege,
  collegeAdminsOfUser,
  collegeOfUser,
  counsellorsOfClass,
  counsellorsOfStudent,
  usersInOrg,
  usersInRelation,
  usersOfGroup,
  usersOfPosition,
  usersOfRole,
} from '../org-relations.ts';

let t: TestApp;
let db: Db;
let demo: string;
let demo2: string;
const ids: Record<string, string> = {};

async function userId(tenantId: string, account: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('accountLower', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function orgId(tenantId: string, code: string) {
  const row = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
  const tenants = await db.selectFrom('tenants').select(['id', 'code']).execute();
  demo = tenants.find((x) => x.code === 'demo')?.id as string;
  demo2 = tenants.find((x) => x.code === 'demo2')?.id as string;
  for (const account of ['student', 'counsellor', 'counsellor2', 'collegeadmin', 'affairsadmin', 'multirole']) {
    ids[account] = await userId(demo, account);
  }
});
afterAll(() => t.close());

describe('org relations of the demo university', () => {
  it("finds a student's class and college", async () => {
    expect((await classOfStudent(db, demo, ids.student as string))?.code).toBe('CS01-241');
    expect((await collegeOfUser(db, demo, ids.student as string))?.code).toBe('CS');
    // A teacher sits in a college, not a class.
    expect(await classOfStudent(db, demo, ids.counsellor as string)).toBeNull();
    expect((await collegeOfUser(db, demo, ids.multirole as string))?.code).toBe('EM');
  });

  it('finds the counsellors of a class and of a student, and the classes of a counsellor', async () => {
    expect(await counsellorsOfStudent(db, demo, ids.student as string)).toEqual([ids.counsellor]);
    expect(await counsellorsOfClass(db, demo, await orgId(demo, 'EM01-241'))).toEqual([ids.counsellor2]);
    const classes = await classesOfCounsellor(db, demo, ids.counsellor as string);
    expect(classes.map((c) => c.code)).toEqual(['CS01-241', 'CS01-242', 'CS02-241', 'CS02-242']);
  });

  it('finds the college admins of a college and of a user, never those of another college', async () => {
    expect(await collegeAdminsOfCollege(db, demo, await orgId(demo, 'CS'))).toEqual([ids.collegeadmin]);
    expect(await collegeAdminsOfUser(db, demo, ids.student as string)).toEqual([ids.collegeadmin]);
    // multirole is a collegeAdmin placed in the economics college.
    expect(await collegeAdminsOfCollege(db, demo, await orgId(demo, 'EM'))).toEqual([ids.multirole]);
  });

  it('finds role holders by alias or id and the affairs office', async () => {
    expect(await affairsAdmins(db, demo)).toEqual([ids.affairsadmin]);
    const counsellors = await usersOfRole(db, demo, 'counsellor');
    expect(counsellors).toEqual([ids.counsellor, ids.counsellor2, ids.multirole].sort());
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('tenantId', '=', demo)
      .where('alias', '=', 'counsellor')
      .executeTakeFirstOrThrow();
    expect(await usersOfRole(db, demo, role.id)).toEqual(counsellors);
    expect(await usersOfRole(db, demo, 'student')).toHaveLength(200);
  });

  it('leaves out disabled accounts', async () => {
    await db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', ids.counsellor as string)
      .execute();
    expect(await counsellorsOfStudent(db, demo, ids.student as string)).toEqual([]);
    await db
      .updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', ids.counsellor as string)
      .execute();
  });

  it('finds position and group members by code or id (demo positions and groups)', async () => {
    expect(await usersOfPosition(db, demo, 'dean')).toEqual([ids.collegeadmin]);
    const dean = await db
      .selectFrom('positions')
      .select('id')
      .where('tenantId', '=', demo)
      .where('code', '=', 'dean')
      .executeTakeFirstOrThrow();
    expect(await usersOfPosition(db, demo, dean.id)).toEqual([ids.collegeadmin]);
    expect(await usersOfPosition(db, demo, 'class-advisor')).toEqual(
      [ids.counsellor, ids.counsellor2, ids.multirole].sort(),
    );
    expect(await usersOfGroup(db, demo, 'aid-panel')).toEqual(
      [ids.affairsadmin, ids.collegeadmin, ids.counsellor].sort(),
    );
    expect(await usersOfGroup(db, demo2, 'aid-panel')).toEqual([]);
    expect(await usersOfPosition(db, demo, 'no-such-position')).toEqual([]);
  });

  it('counts everyone placed under a class or college', async () => {
    // 25 students, and the first class also holds the demo account newstudent and 4 more new students.
    expect(await usersInOrg(db, demo, await orgId(demo, 'CS01-241'))).toHaveLength(30);
    expect(await usersInOrg(db, demo, await orgId(demo, 'EM'))).toHaveLength(100 + 2 + 148); // 100 students, counsellor2, multirole, 148 admitted new students
  });

  it('answers the workflow relations of an applicant', async () => {
    const student = ids.student as string;
    expect(await usersInRelation(db, demo, 'counsellor', student)).toEqual([ids.counsellor]);
    expect(await usersInRelation(db, demo, 'collegeAdmin', student)).toEqual([ids.collegeadmin]);
    expect(await usersInRelation(db, demo, 'affairsOffice', student)).toEqual([ids.affairsadmin]);
  });

  it('E2: answers nothing across tenants', async () => {
    expect(await counsellorsOfStudent(db, demo2, ids.student as string)).toEqual([]);
    expect(await collegeAdminsOfCollege(db, demo2, await orgId(demo, 'CS'))).toEqual([]);
    expect(await usersOfRole(db, demo2, 'counsellor')).toEqual([]);
    // multirole is a member of demo2 with the teacher role there, though their account lives in demo.
    expect(await usersOfRole(db, demo2, 'teacher')).toEqual([ids.multirole]);
  });
});
