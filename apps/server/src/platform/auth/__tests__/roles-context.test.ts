import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { authCalls } from './auth-helpers.ts';

type Role = { id: string; name: string; roleAlias: string | null };

describe('user context, role switch and tenant switch', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = authCalls(t);
  });
  afterAll(() => t.close());

  it('GET /user/context carries the current user info of spec §3', async () => {
    const s = await loginAs(t, 'multirole');
    const res = await t.call({
      method: 'GET',
      url: `${oauthPath(t, '/user/context')}?access_token=ignored&uid=${s.uid}&lang=en-US`,
      headers: { ...s.headers, language: 'en-US' },
    });
    expect(res.body.state).toBe(200);
    const info = res.body.data;
    expect(info.user).toMatchObject({ id: s.uid, account: 'multirole', isSuper: 'N' });
    expect(info.employee.name).toBe('周老师');
    expect(info.tenantId).toBe(s.tenantId);
    expect(info.mainTenant.code).toBe('demo');
    expect(info.tenants.map((x: { code: string }) => x.code).sort()).toEqual(['demo', 'demo2']);
    expect(info.role.map((r: Role) => r.roleAlias).sort()).toEqual(['collegeAdmin', 'counsellor']);
    // Standard role names follow the language (glossary: 辅导员 is "Student advisor").
    expect(info.role.map((r: Role) => r.name).sort()).toEqual(['College administrator', 'Student advisor']);
    expect(info.systemId).toEqual(expect.any(String));
    expect(info.isTenantAdmin).toBe(false);
  });

  it('appends the pseudo role ALL for a super user, and ALL passes every role check', async () => {
    const s = await loginAs(t, 'super');
    const info = (await api.context(s.accessToken)).body.data;
    expect(info.user.isSuper).toBe('Y');
    expect(info.role.at(-1)).toEqual({ id: 'ALL', name: '全部角色权限', roleAlias: null });
    const all = await loginAs(t, 'super', { role: 'ALL' });
    const ctx = (await api.context(all.accessToken)).body.data;
    expect(ctx.currentRoleId).toBe('ALL');
    // Switch user is for tenant administrators; ALL passes that check.
    const switched = await api.post('/authentication/switch', { username: 'student' }, { token: all.accessToken });
    expect(switched.body.state).toBe(200);
  });

  it('a user who is not super cannot take the role ALL or a role they do not hold (6020126)', async () => {
    const s = await loginAs(t, 'counsellor');
    expect((await api.post('/user/role/switch', { roleId: 'ALL' }, { token: s.accessToken })).body.state).toBe(6020126);
    const other = await loginAs(t, 'student');
    const studentRole = other.roleId;
    expect((await api.post('/user/role/switch', { roleId: studentRole }, { token: s.accessToken })).body.state).toBe(
      6020126,
    );
  });

  it('C7: a role switch issues new tokens and the old ones stop working', async () => {
    const s = await loginAs(t, 'multirole', { role: 'counsellor' });
    const info = (await api.context(s.accessToken)).body.data;
    const admin = info.role.find((r: Role) => r.roleAlias === 'collegeAdmin');
    const res = await api.post('/user/role/switch', { roleId: admin.id }, { token: s.accessToken });
    expect(res.body.state).toBe(200);
    expect(res.body.data.access_token).not.toBe(s.accessToken);
    expect((await api.context(s.accessToken)).body.state).toBe(6020201);
    const now = await api.context(res.body.data.access_token);
    expect(now.body.data).toMatchObject({ userCurrentRole: 'collegeAdmin', currentRoleId: admin.id });
    // Confirming the current role changes nothing and keeps the tokens.
    const same = await api.post('/user/role/switch', { roleId: admin.id }, { token: res.body.data.access_token });
    expect(same.body.data).toEqual({ roleId: admin.id, changed: false });
    expect((await api.context(res.body.data.access_token)).body.state).toBe(200);
    // The retired refresh token counts as used: presenting it is reuse and ends the session (C3).
    expect((await api.refresh(s.refreshToken)).body.state).toBe(6020201);
    expect((await api.context(res.body.data.access_token)).body.state).toBe(6020201);
  });

  it('POST /user/context/default sets the role the next login starts in', async () => {
    const s = await loginAs(t, 'multirole');
    const info = (await api.context(s.accessToken)).body.data;
    const target = info.role.find((r: Role) => r.roleAlias !== info.userCurrentRole);
    const res = await api.post('/user/context/default', { roleId: target.id }, { token: s.accessToken });
    expect(res.body.state).toBe(200);
    const next = await loginAs(t, 'multirole');
    expect(next.roleAlias).toBe(target.roleAlias);
    expect((await api.post('/user/context/default', { roleId: 'ALL' }, { token: s.accessToken })).body.state).toBe(
      6020126,
    );
  });

  it('tenant switch: multirole moves to demo2 with a new session; the old one ends', async () => {
    const s = await loginAs(t, 'multirole');
    const info = (await api.context(s.accessToken)).body.data;
    const demo2 = info.tenants.find((x: { code: string }) => x.code === 'demo2');
    const res = await api.post('/user/tenant/switch', { tenantId: demo2.id }, { token: s.accessToken });
    expect(res.body.state).toBe(200);
    expect(res.body.data.tenant_id).toBe(demo2.id);
    expect((await api.context(s.accessToken)).body.state).toBe(6020201);
    const there = (await api.context(res.body.data.access_token)).body.data;
    expect(there.tenantId).toBe(demo2.id);
    expect(there.mainTenant.code).toBe('demo');
    expect(there.role.map((r: Role) => r.roleAlias)).toEqual(['teacher']);
    // Back again by code.
    const back = await api.post('/user/tenant/switch', { tenantId: 'demo' }, { token: res.body.data.access_token });
    expect(back.body.data.tenant_id).toBe(s.tenantId);
  });

  it('E1: a tenant the user does not belong to is refused; tenant headers never widen the session', async () => {
    const s = await loginAs(t, 'student');
    expect((await api.post('/user/tenant/switch', { tenantId: 'demo2' }, { token: s.accessToken })).body.state).toBe(
      6020125,
    );
    const demo2 = await t.app.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo2')
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/context'),
      headers: { ...s.headers, 'x-authorization-tenantid': demo2.id },
    });
    expect(res.body.data.tenantId).toBe(s.tenantId);
    expect(res.body.data.user.account).toBe('student');
  });

  it('a user in two tenants logs in to the second one by tenant code', async () => {
    const s = await loginAs(t, 'multirole', { tenantCode: 'demo2' });
    const info = (await api.context(s.accessToken)).body.data;
    expect(info.tenants.find((x: { id: string }) => x.id === info.tenantId).code).toBe('demo2');
    const own = await loginAs(t, 'student', { tenantCode: 'demo2' });
    expect(own.tenantId).toBe(info.tenantId);
    expect(own.uid).not.toBe((await loginAs(t, 'student')).uid);
  });
  it('E4: unknown fields (tenantId, userId, status) are refused, nothing changes', async () => {
    const s = await loginAs(t, 'multirole');
    const res = await api.post(
      '/user/role/switch',
      { roleId: s.roleId, tenantId: s.tenantId, userId: s.uid },
      { token: s.accessToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(6010101);
    const def = await api.post(
      '/user/context/default',
      { roleId: s.roleId, status: 'active' },
      { token: s.accessToken },
    );
    expect(def.status).toBe(400);
    expect((await api.context(s.accessToken)).body.state).toBe(200);
  });
});
