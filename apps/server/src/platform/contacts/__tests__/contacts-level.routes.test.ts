import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { newId } from '../../db/ids.ts';

const url = '/qzbps/platform/v3/contacts/level';
type Org = { id: string; kind: string; name: string; people: number };
type Level = {
  path: { id: string; kind: string; name: string }[];
  orgs: Org[];
  people: { userId: string; name: string; relation: string; mobile: string | null }[];
  peopleTotal: number;
};

// A big college added to the demo school: 30 classes of 100 students, so the tree has to answer one level
// at a time and page the people of a class.
const bigClasses = 30;
const perClass = 100;

async function addBigCollege(t: TestApp, tenantId: string): Promise<{ collegeId: string; firstClassId: string }> {
  const db = t.app.db;
  const school = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('parentId', 'is', null)
    .executeTakeFirstOrThrow();
  const collegeId = newId();
  const majorId = newId();
  const classIds = Array.from({ length: bigClasses }, () => newId());
  await db
    .insertInto('orgs')
    .values([
      { tenantId, id: collegeId, parentId: school.id, kind: 'college', code: 'BIG', name: '大数据学院', sort: 99 },
      { tenantId, id: majorId, parentId: collegeId, kind: 'major', code: 'BIG01', name: '数据科学', sort: 1 },
      ...classIds.map((id, i) => ({
        tenantId,
        id,
        parentId: majorId,
        kind: 'class' as const,
        code: `BIG01-${String(i).padStart(2, '0')}`,
        name: `数据${String(i + 1).padStart(2, '0')}班`,
        sort: i,
      })),
    ])
    .execute();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', 'student')
    .executeTakeFirstOrThrow();
  // One statement per table over generate_series: 3,000 people without 3,000 round trips.
  await sql`
    create temporary table big_people as
    select gen_random_uuid() as id, i, ${sql.raw(`array['${classIds.join("','")}']`)}::uuid[] as classes
    from generate_series(0, ${bigClasses * perClass - 1}) as i`.execute(db);
  await sql`insert into users (tenant_id, id, account, account_lower, password_hash)
    select ${tenantId}, id, 'big' || i, 'big' || i, null from big_people`.execute(db);
  await sql`insert into tenant_members (tenant_id, user_id, home_tenant_id)
    select ${tenantId}, id, ${tenantId} from big_people`.execute(db);
  await sql`insert into employees (tenant_id, user_id, name, code, org_id)
    select ${tenantId}, id, '学生' || i, 'big' || i, classes[(i / ${perClass}) + 1] from big_people`.execute(db);
  await sql`insert into user_roles (tenant_id, user_id, role_id)
    select ${tenantId}, id, ${role.id} from big_people`.execute(db);
  await sql`drop table big_people`.execute(db);
  return { collegeId, firstClassId: classIds[0] as string };
}

describe('contacts tree', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let affairs: LoggedIn;
  let foreign: LoggedIn;
  let big: { collegeId: string; firstClassId: string };
  const level = async (who: LoggedIn, query = '') => {
    const res = await t.call({ method: 'GET', url: `${url}${query}`, headers: who.headers });
    expect(res.body.state).toBe(200);
    return res.body.data as Level;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    affairs = await loginAs(t, 'affairsadmin');
    foreign = await loginAs(t, 'student', { tenantCode: 'demo2' });
    big = await addBigCollege(t, affairs.tenantId);
  });
  afterAll(() => t.close());

  it('the top level is the school: its colleges and offices with head counts, no people of lower levels', async () => {
    const top = await level(affairs);
    expect(top.path.map((p) => p.kind)).toEqual(['school']);
    const names = top.orgs.map((o) => o.name);
    expect(names).toEqual(['计算机与信息工程学院', '经济与管理学院', '大数据学院']);
    // The office holds only the viewer: an organisation with nobody else to reach is left out.
    expect(names).not.toContain('学生工作处');
    expect(top.orgs.find((o) => o.id === big.collegeId)?.people).toBe(bigClasses * perClass);
    // Only the people placed at the school itself (the administrators), never the 3,000 below.
    expect(top.people.length).toBeLessThan(5);
    expect(top.people.every((p) => p.relation === 'staff')).toBe(true);
  });

  it('walks down college → major → class with breadcrumbs, and pages the people of a class', async () => {
    const college = await level(affairs, `?orgId=${big.collegeId}`);
    expect(college.path.map((p) => p.name)).toEqual(['示范大学', '大数据学院']);
    expect(college.orgs).toHaveLength(1);
    const major = await level(affairs, `?orgId=${college.orgs[0]?.id}`);
    expect(major.orgs).toHaveLength(bigClasses);
    expect(major.orgs.every((o) => o.kind === 'class' && o.people === perClass)).toBe(true);
    const first = await level(affairs, `?orgId=${big.firstClassId}&limit=40`);
    expect(first.path.map((p) => p.kind)).toEqual(['school', 'college', 'major', 'class']);
    expect(first.people).toHaveLength(40);
    expect(first.peopleTotal).toBe(perClass);
    const last = await level(affairs, `?orgId=${big.firstClassId}&limit=40&pageNo=3`);
    expect(last.people).toHaveLength(20);
    const seen = new Set([...first.people, ...last.people].map((p) => p.userId));
    expect(seen.size).toBe(60);
  });

  it('a counsellor sees the big college’s branch only where staff sit: its students are not theirs', async () => {
    const top = await level(counsellor);
    expect(top.orgs.map((o) => o.id)).not.toContain(big.collegeId);
    const cs = top.orgs.find((o) => o.name === '计算机与信息工程学院');
    expect(cs?.people).toBeGreaterThan(100);
  });

  it('a student sees only the branch to their class and their counsellor’s college, numbers masked', async () => {
    const top = await level(student);
    expect(top.orgs.map((o) => o.name)).toEqual(['计算机与信息工程学院']);
    const college = await level(student, `?orgId=${top.orgs[0]?.id}`);
    expect(college.people.map((p) => p.userId)).toEqual([counsellor.uid]);
    expect(college.people[0]?.relation).toBe('counsellor');
    const major = await level(student, `?orgId=${college.orgs[0]?.id}`);
    expect(major.orgs).toHaveLength(1);
    const cls = await level(student, `?orgId=${major.orgs[0]?.id}`);
    expect(cls.people.length).toBeGreaterThan(10);
    expect(cls.people.every((p) => p.relation === 'classmate' && (!p.mobile || p.mobile.includes('****')))).toBe(true);
    expect(cls.people.map((p) => p.userId)).not.toContain(student.uid);
    // Another class exists but shows nobody to this student.
    const other = await level(student, `?orgId=${big.firstClassId}`);
    expect(other.people).toEqual([]);
    expect(other.peopleTotal).toBe(0);
  });

  it('search over the big college is capped and says so', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/qzbps/platform/v3/contacts/list?keyword=${encodeURIComponent('学生')}`,
      headers: affairs.headers,
    });
    const found = res.body.data.groups.flatMap((g: { people: unknown[] }) => g.people);
    expect(found).toHaveLength(100);
    expect(res.body.data.truncated).toBe(true);
    const initials = await t.call({
      method: 'GET',
      url: '/qzbps/platform/v3/contacts/list?keyword=xs',
      headers: affairs.headers,
    });
    expect(initials.body.data.groups.length).toBeGreaterThan(0);
  });

  it('E1: an org of another tenant is 404, and the other tenant’s tree holds none of these people', async () => {
    const res = await t.call({ method: 'GET', url: `${url}?orgId=${big.collegeId}`, headers: foreign.headers });
    expect(res.status).toBe(404);
    const top = await level(foreign);
    expect(top.path[0]?.name).not.toBe('示范大学');
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `${url}?orgId=nope`, headers: affairs.headers })).body.state).toBe(
      6010101,
    );
  });
});
