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
const bigClasses = 750;
const perClass = 40;

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
        code: `BIG01-${String(i).padStart(3, '0')}`,
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
  await sql`analyze`.execute(db);
  return { collegeId, firstClassId: classIds[0] as string };
}


import { performance } from 'node:perf_hooks';
describe('measure', () => {
  it('30,000 students', async () => {
    const t = await buildTestApp();
    const affairs = await loginAs(t, 'affairsadmin');
    const big = await addBigCollege(t, affairs.tenantId);
    const time = async (label: string, url: string) => {
      const runs: number[] = [];
      let size = 0;
      for (let i = 0; i < 5; i++) {
        const s = performance.now();
        const res = await t.call({ method: 'GET', url, headers: affairs.headers });
        runs.push(performance.now() - s);
        size = JSON.stringify(res.body).length;
        expect(res.body.state).toBe(200);
      }
      runs.sort((a, b) => a - b);
      console.log(`MEASURE ${label}: median ${runs[2]?.toFixed(0)} ms, bytes ${size}`);
    };
    await time('top level', url);
    await time('college level', `${url}?orgId=${big.collegeId}`);
    await time('class page', `${url}?orgId=${big.firstClassId}`);
    await time('search 学生1', `/qzbps/platform/v3/contacts/list?keyword=${encodeURIComponent('学生1')}`);
    await time('search xs', '/qzbps/platform/v3/contacts/list?keyword=xs');
    await t.close();
  }, 600_000);
});
