import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, platform } from './account-fixtures.ts';

type Row = { id: string; account: string; name: string; orgId: string | null; orgName: string | null };

describe('user pickers (spec §7 Platform, api-conventions.md §2)', () => {
  let t: TestApp;
  let token: string;
  let demoId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const me = await loginAs(t, 'counsellor');
    token = me.accessToken;
    demoId = me.tenantId;
  });
  afterAll(() => t.close());

  const query = (path: string, body: Record<string, unknown>, headers: Record<string, string> = auth(token)) =>
    t.call({ method: 'POST', url: platform(path), headers, payload: body });
  const rows = (res: { body: { data: { dataResult: Row[] } } }) => res.body.data.dataResult;

  it('needs a logged-in user', async () => {
    const res = await t.call({ method: 'POST', url: platform('/employee/query'), payload: {} });
    expect(res.body.state).toBe(6020103);
  });

  it('pages employees with the list payload and answers dataResult + pageResult', async () => {
    const res = await query('/employee/query', { requestPage: { pageNo: 2, limit: 20 } });
    expect(res.body.state).toBe(200);
    expect(rows(res)).toHaveLength(20);
    const page = res.body.data.pageResult;
    expect(page).toMatchObject({ page: 2, limit: 20 });
    expect(page.totalCount).toBeGreaterThan(200);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 20));
    expect(Object.keys(rows(res)[0] ?? {}).sort()).toEqual(
      ['account', 'code', 'gender', 'id', 'name', 'orgId', 'orgName', 'status'].sort(),
    );
  });

  it('filters by name and account (Q^field^op), sorts, and treats input as data (F2)', async () => {
    const byName = await query('/employee/query', { parameters: [{ key: 'Q^name^SL', value: '李明' }] });
    expect(rows(byName).map((r) => r.account)).toContain('student');
    const or = await query('/employee/query', {
      parameters: [
        {
          relation: 'OR',
          parameters: [
            { key: 'Q^account^S', value: 'student', uid: 'a' },
            { key: 'Q^account^S', value: 'counsellor', uid: 'b' },
          ],
        },
      ],
      sorts: [{ field: 'account', order: 'desc' }],
    });
    expect(rows(or).map((r) => r.account)).toEqual(['student', 'counsellor']);
    const injection = await query('/employee/query', { parameters: [{ key: 'Q^account^SL', value: "' OR 1=1--" }] });
    expect(injection.body.data.pageResult.totalCount).toBe(0);
    const percent = await query('/employee/query', { parameters: [{ key: 'Q^account^SL', value: '%' }] });
    expect(percent.body.data.pageResult.totalCount).toBe(0);
  });

  it('F1: refuses unknown filter fields, unknown sort fields and wrong types with 400', async () => {
    for (const body of [
      { parameters: [{ key: 'Q^passwordHash^S', value: 'x' }] },
      { parameters: [{ key: "Q^name') or 1=1^S", value: 'x' }] },
      { parameters: [{ key: 'Q^account^DL', value: 'x' }] },
      { sorts: [{ field: 'passwordHash', order: 'ASC' }] },
      { requestPage: { pageNo: 'one' } },
      { requestPage: { pageNo: 1, limit: 10_000 } },
      { parameters: 'x'.repeat(10_000) },
    ]) {
      const res = await query('/user/query4Org', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.state).toBe(6010101);
    }
  });

  it('query4Org includes the majors and classes under a college', async () => {
    const college = await t.app.db
      .selectFrom('orgs')
      .select(['id', 'name'])
      .where('tenantId', '=', demoId)
      .where('kind', '=', 'college')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const res = await query('/user/query4Org', {
      parameters: [{ key: 'Q^orgId^S', value: college.id }],
      requestPage: { pageNo: 1, limit: 100 },
    });
    expect(res.body.data.pageResult.totalCount).toBeGreaterThan(50);
    const classIds = new Set(rows(res).map((r) => r.orgId));
    expect(classIds.size).toBeGreaterThan(1);
    const one = await query('/user/query4Org', {
      parameters: [
        { key: 'Q^orgId^S', value: college.id },
        { key: 'Q^account^S', value: 'student' },
      ],
    });
    expect(rows(one).map((r) => r.account)).toEqual(['student']);
    expect(rows(one)[0]?.orgName).toMatch(/班$/);
  });

  it('query4Role lists the holders of a role', async () => {
    const role = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('tenantId', '=', demoId)
      .where('alias', '=', 'counsellor')
      .executeTakeFirstOrThrow();
    const res = await query('/user/query4Role', { parameters: [{ key: 'Q^roleId^S', value: role.id }] });
    const accounts = rows(res).map((r) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['counsellor', 'counsellor2', 'multirole']));
    expect(accounts).not.toContain('student');
    const none = await query('/user/query4Position', { parameters: [{ key: 'Q^positionId^S', value: role.id }] });
    expect(none.body.data.pageResult.totalCount).toBe(0);
    const group = await query('/user/query4Group', { parameters: [{ key: 'Q^groupId^SIN', value: `${role.id},x` }] });
    expect(group.body.data.pageResult.totalCount).toBe(0);
  });

  it('query4Group and query4Position list the members of a group or position', async () => {
    const [student] = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('tenantId', '=', demoId)
      .where('accountLower', '=', 'student')
      .execute();
    const groupId = '0193a5c0-0000-7000-8000-000000000001';
    const positionId = '0193a5c0-0000-7000-8000-000000000002';
    await t.app.db
      .insertInto('groups')
      .values({ tenantId: demoId, id: groupId, code: 'choir', name: 'Choir' })
      .execute();
    await t.app.db
      .insertInto('positions')
      .values({ tenantId: demoId, id: positionId, code: 'monitor', name: 'Monitor' })
      .execute();
    await t.app.db
      .insertInto('userGroups')
      .values({ tenantId: demoId, userId: String(student?.id), groupId })
      .execute();
    await t.app.db
      .insertInto('userPositions')
      .values({ tenantId: demoId, userId: String(student?.id), positionId })
      .execute();
    const group = await query('/user/query4Group', { parameters: [{ key: 'Q^groupId^S', value: groupId }] });
    expect(rows(group).map((r) => r.account)).toEqual(['student']);
    const position = await query('/user/query4Position', {
      parameters: [{ key: 'Q^positionId^SIN', value: `${positionId},${groupId}` }],
    });
    expect(rows(position).map((r) => r.account)).toEqual(['student']);
  });

  it("E1: shows only the caller's tenant, whatever tenant header or filter is sent", async () => {
    const other = await t.app.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo2')
      .executeTakeFirstOrThrow();
    const demo2Users = await t.app.db.selectFrom('users').select('id').where('tenantId', '=', other.id).execute();
    const res = await query(
      '/employee/query',
      { requestPage: { pageNo: 1, limit: 100 }, parameters: [{ key: 'Q^account^SL', value: 's' }] },
      { ...auth(token), 'x-authorization-tenantid': other.id },
    );
    const ids = new Set(rows(res).map((r) => r.id));
    for (const u of demo2Users) expect(ids.has(u.id)).toBe(false);
    const all = await query('/employee/query', { requestPage: { pageNo: 1, limit: 100 } });
    expect(all.body.data.pageResult.totalCount).toBeGreaterThan(0);
  });
});
