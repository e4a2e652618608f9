import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { MenuNode } from '../../menus/menus.service.ts';

let t: TestApp;
const registerUrl = '/qzbps/oauth2/v3/saas/tenant/register';
let nextIp = 1;

function registration(code: string, overrides: Record<string, unknown> = {}) {
  return {
    tenantCode: code,
    tenantName: '东海理工学院',
    tenantNameEn: 'Donghai Institute of Technology',
    account: 'admin',
    password: 'Lighthouse-Harbour-42',
    adminName: '林老师',
    ...overrides,
  };
}

function register(payload: Record<string, unknown>, ip = `203.0.113.${nextIp++}`) {
  return t.call({ method: 'POST', url: registerUrl, payload, remoteAddress: ip });
}

async function tenantCount() {
  const row = await t.app.db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /oauth2/v3/user/open/tenant', () => {
  it('tells the login page whether tenants are open and offers the open schools, without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/open/tenant' });
    expect(res.body).toMatchObject({ state: 200, data: { tenantOpen: true, singleDomain: false } });
    expect(res.body.data.tenants).toEqual([
      { id: expect.any(String), code: 'demo', name: '示范大学' },
      { id: expect.any(String), code: 'demo2', name: '示范职业技术学院' },
    ]);
    const en = await t.call({
      method: 'GET',
      url: '/qzbps/oauth2/v3/user/open/tenant',
      headers: { language: 'en-US' },
    });
    expect(en.body.data.tenants.map((x: { name: string }) => x.name)).toEqual(['Demo University', 'Demo Polytechnic']);
  });

  it('leaves out schools closed for login or disabled', async () => {
    await t.app.db.updateTable('tenants').set({ openForLogin: false }).where('code', '=', 'demo2').execute();
    const res = await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/open/tenant' });
    expect(res.body.data.tenants.map((x: { code: string }) => x.code)).toEqual(['demo']);
    await t.app.db.updateTable('tenants').set({ openForLogin: true }).where('code', '=', 'demo2').execute();
  });
});

describe('POST /oauth2/v3/saas/tenant/register', () => {
  it('creates the school, its administrator, roles, menus and settings; the administrator can log in', async () => {
    const res = await register(registration('donghai'));
    expect(res.body.state, res.body.cause ?? undefined).toBe(200);
    expect(res.body.data).toMatchObject({ tenantCode: 'donghai', account: 'admin', tenantId: expect.any(String) });
    const { tenantId } = res.body.data;
    const tenant = await t.app.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(tenant.name).toMatchObject({ 'zh-CN': '东海理工学院', 'en-US': 'Donghai Institute of Technology' });
    const roles = await t.app.db.selectFrom('roles').select('alias').where('tenantId', '=', tenantId).execute();
    expect(roles.map((r) => r.alias).sort()).toEqual(
      ['affairsAdmin', 'collegeAdmin', 'counsellor', 'newStudent', 'student', 'teacher', 'tenantAdmin'].sort(),
    );
    const questions = await t.app.db
      .selectFrom('securityQuestions')
      .select('key')
      .where('tenantId', '=', tenantId)
      .execute();
    expect(questions.length).toBeGreaterThan(0);
    const school = await t.app.db.selectFrom('orgs').selectAll().where('tenantId', '=', tenantId).execute();
    expect(school).toMatchObject([{ kind: 'school', name: '东海理工学院', parentId: null }]);

    const admin = await loginAs(t, 'admin', { password: 'Lighthouse-Harbour-42', tenantCode: 'donghai' });
    expect(admin).toMatchObject({ tenantId, roleAlias: 'tenantAdmin' });
    const menu = await t.call({
      method: 'GET',
      url: '/qzbps/platform/v3/auth/appres/getMenuData',
      headers: admin.headers,
    });
    const aliases = (menu.body.data as MenuNode[]).flatMap((g) => [g.alias, ...g.children.map((c) => c.alias)]);
    expect(aliases).toEqual(expect.arrayContaining(['grp_admin', 'platform_links', 'bpm_pending']));
    const settings = await t.call({
      method: 'POST',
      url: '/qzbps/platform/v3/auth/common/sysConfig/white/list?sysConfigCodes=encrypt_express',
      headers: admin.headers,
    });
    expect(settings.body.data).toEqual([{ code: 'encrypt_express', value: '0' }]);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['event', 'ip'])
      .where('tenantId', '=', tenantId)
      .where('event', '=', 'tenant.registered')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a taken code (6020151), also when it differs only in case, and creates nothing', async () => {
    const before = await tenantCount();
    const res = await register(registration('DEMO'));
    expect(res.status).toBe(409);
    expect(res.body.state).toBe(6020151);
    expect(await tenantCount()).toBe(before);
  });

  it('B2: refuses a weak password or one containing the school name (6020120), and creates nothing', async () => {
    const before = await tenantCount();
    const weak = await register(registration('weakschool', { password: 'Password1' }));
    expect(weak.body.state).toBe(6020120);
    const named = await register(registration('weakschool', { password: 'weakschool-2026!' }));
    expect(named.body.state).toBe(6020120);
    expect(named.body.variables.problems).toContain('containsContext');
    expect(await tenantCount()).toBe(before);
  });

  it('E4: validates the body: bad codes, unknown fields such as isSuper or tenantId (6010101)', async () => {
    for (const payload of [
      registration('x'),
      registration('has space'),
      registration('okcode', { isSuper: true }),
      registration('okcode', { tenantId: '01900000-0000-7000-8000-000000000001' }),
      registration('okcode', { mobile: '12345' }),
      { tenantCode: 'okcode' },
    ]) {
      const res = await register(payload);
      expect(res.body.state, JSON.stringify(payload)).toBe(6010101);
    }
  });

  it('A8: limits registrations per IP (6010104 with Retry-After)', async () => {
    const ip = '198.51.100.77';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await register(registration('x'), ip)).body.state);
    expect(answers.slice(0, 5)).toEqual([6010101, 6010101, 6010101, 6010101, 6010101]);
    const limited = await register(registration('x'), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.state).toBe(6010104);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(answers[5]).toBe(6010104);
  });
});

describe('with TENANT_OPEN=false', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await buildTestApp({ config: { TENANT_OPEN: 'false' } });
  });
  afterAll(() => closed.close());

  it('reports tenants closed and refuses registration (6020150)', async () => {
    const open = await closed.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/open/tenant' });
    expect(open.body.data).toEqual({ tenantOpen: false, singleDomain: false, tenants: [] });
    const res = await closed.call({ method: 'POST', url: registerUrl, payload: registration('closedschool') });
    expect(res.status).toBe(403);
    expect(res.body.state).toBe(6020150);
    const row = await closed.app.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'closedschool')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
