import { headers } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { MenuNode } from '../menus.service.ts';

let t: TestApp;
const url = '/qzbps/platform/v3/auth/appres/getMenuData';

function flat(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((m) => [m, ...flat(m.children)]);
}

async function menuOf(account: string, options: { role?: string; language?: string; tenantCode?: string } = {}) {
  const session = await loginAs(t, account, options);
  const res = await t.call({ method: 'GET', url, headers: session.headers });
  expect(res.body.state, res.body.message).toBe(200);
  return { tree: res.body.data as MenuNode[], session };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /platform/v3/auth/appres/getMenuData', () => {
  it('gives a student the student pages as a tree of {id, parentId, alias, name, icon, defaultUrl, children}', async () => {
    const { tree } = await menuOf('student');
    const dorm = tree.find((g) => g.alias === 'grp_dorm');
    expect(dorm).toMatchObject({ parentId: null, name: '宿舍', defaultUrl: null, icon: 'building-o' });
    const aliases = flat(tree).map((m) => m.alias);
    expect(aliases).toContain('dorm_change');
    expect(aliases).toContain('leave_apply');
    expect(aliases).not.toContain('dorm_change_review');
    expect(aliases).not.toContain('yxxt_index');
    expect(aliases).not.toContain('grp_admin');
    const page = flat(tree).find((m) => m.alias === 'dorm_change');
    expect(page).toEqual({
      id: expect.any(String),
      parentId: dorm?.id,
      alias: 'dorm_change',
      name: '调宿申请',
      icon: 'file-o',
      defaultUrl: '/xgxt/changingDormitory',
      children: [],
    });
    // Groups come in the seeded order, the workflow first.
    expect(tree[0]?.alias).toBe('grp_bpm');
  });

  it('confines a new student to onboarding', async () => {
    const { tree } = await menuOf('newstudent');
    expect(tree.map((g) => g.alias)).toEqual(['grp_onboarding']);
    expect(tree[0]?.children.map((p) => p.defaultUrl)).toEqual(['/xgxt/yxxt_index', '/xgxt/yxxt_changePassword']);
  });

  it('gives a counsellor the teacher pages and none of the student forms', async () => {
    const aliases = flat((await menuOf('counsellor')).tree).map((m) => m.alias);
    expect(aliases).toEqual(
      expect.arrayContaining(['dorm_change_review', 'leave_review', 'class_roster', 'bpm_pending']),
    );
    expect(aliases).not.toContain('dorm_change');
    expect(aliases).not.toContain('platform_links');
  });

  it('follows the session role: multirole sees teacher pages as counsellor and as collegeAdmin, never student forms', async () => {
    const asCounsellor = flat((await menuOf('multirole', { role: 'counsellor' })).tree).map((m) => m.alias);
    const asAdmin = flat((await menuOf('multirole', { role: 'collegeAdmin' })).tree).map((m) => m.alias);
    expect(asCounsellor).toContain('leave_review');
    expect(asAdmin).toContain('leave_review');
    expect([...asCounsellor, ...asAdmin]).not.toContain('leave_apply');
  });

  it('shows a super user in the pseudo role ALL every entry of the system, and only the tenantAdmin ones otherwise', async () => {
    const everything = flat((await menuOf('super', { role: 'ALL' })).tree);
    const total = await t.app.db
      .selectFrom('menus')
      .innerJoin('tenants', 'tenants.id', 'menus.tenantId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenants.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(everything).toHaveLength(Number(total.n));
    expect(everything.map((m) => m.alias)).toEqual(
      expect.arrayContaining(['dorm_change', 'yxxt_index', 'platform_links']),
    );
    const asAdmin = flat((await menuOf('super', { role: 'tenantAdmin' })).tree).map((m) => m.alias);
    expect(asAdmin).toContain('platform_links');
    expect(asAdmin).not.toContain('yxxt_index');
  });

  it('names entries in the request language', async () => {
    const en = flat((await menuOf('student', { language: 'en-US' })).tree);
    expect(en.find((m) => m.alias === 'grp_dorm')?.name).toBe('Dorm');
    expect(en.find((m) => m.alias === 'leave_apply')?.name).toBe('Leave request');
    const tw = flat((await menuOf('student', { language: 'zh-TW' })).tree);
    expect(tw.find((m) => m.alias === 'inbox')?.name).toBe('站內訊息');
    const ja = flat((await menuOf('student', { language: 'ja-JP' })).tree);
    expect(ja.find((m) => m.alias === 'grp_dorm')?.name).toBe('学生寮');
  });

  it('answers 6020103 without a token', async () => {
    const res = await t.call({ method: 'GET', url });
    expect(res.status).toBe(401);
    expect(res.body.state).toBe(6020103);
  });

  it('E1: a system id of another tenant is unknown (6020152), whatever the headers say', async () => {
    const { session } = await menuOf('student');
    const other = await t.app.db
      .selectFrom('systems')
      .innerJoin('tenants', 'tenants.id', 'systems.tenantId')
      .select('systems.id')
      .where('tenants.code', '=', 'demo2')
      .executeTakeFirstOrThrow();
    const res = await t.call({ method: 'GET', url: `${url}?systemId=${other.id}`, headers: session.headers });
    expect(res.status).toBe(404);
    expect(res.body.state).toBe(6020152);
    // A foreign system in the header is ignored: the caller's own tenant's menu answers.
    const viaHeader = await t.call({
      method: 'GET',
      url,
      headers: { ...session.headers, [headers.systemId]: other.id, [headers.tenantId]: other.id },
    });
    expect(viaHeader.body.state).toBe(200);
    const own = flat((await menuOf('student')).tree).map((m) => m.id);
    expect(flat(viaHeader.body.data).map((m: MenuNode) => m.id)).toEqual(own);
  });

  it('E2: each tenant has its own menu rows', async () => {
    const demo = flat((await menuOf('student')).tree).map((m) => m.id);
    const demo2 = flat((await menuOf('student', { tenantCode: 'demo2' })).tree).map((m) => m.id);
    expect(demo2.length).toBe(demo.length);
    expect(demo2.filter((id) => demo.includes(id))).toEqual([]);
  });

  it('refuses unknown query fields (6010101)', async () => {
    const { session } = await menuOf('student');
    const res = await t.call({ method: 'GET', url: `${url}?roleId=ALL`, headers: session.headers });
    expect(res.body.state).toBe(6010101);
  });
});
