import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { authCalls } from './auth-helpers.ts';

describe('switch user and exit switch', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = authCalls(t);
  });
  afterAll(() => t.close());

  it('C8: a tenant administrator acts as a student; actor recorded, audited; exit restores the administrator', async () => {
    const admin = await loginAs(t, 'tenantadmin');
    const res = await api.post('/authentication/switch', { username: 'Student' }, { token: admin.accessToken });
    expect(res.body.state).toBe(200);
    expect(res.body.data).toMatchObject({ uaccount: 'student', actor_uid: admin.uid });
    // C7: the administrator's token is retired.
    expect((await api.context(admin.accessToken)).body.state).toBe(6020201);
    const asStudent = (await api.context(res.body.data.access_token)).body.data;
    expect(asStudent).toMatchObject({
      user: { account: 'student' },
      actorUserId: admin.uid,
      userCurrentRole: 'student',
    });
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('event', '=', 'auth.switch_user')
      .where('actorUserId', '=', admin.uid)
      .executeTakeFirst();
    expect(audit?.targetUserId).toBe(res.body.data.uid);
    expect(audit?.tenantId).toBe(admin.tenantId);

    // No nested switching.
    const nested = await api.post(
      '/authentication/switch',
      { username: 'counsellor' },
      { token: res.body.data.access_token },
    );
    expect(nested.body.state).toBe(6010103);

    const exit = await api.post('/authentication/switch/exit', {}, { token: res.body.data.access_token });
    expect(exit.body.state).toBe(200);
    expect(exit.body.data).toMatchObject({ uaccount: 'tenantadmin', uid: admin.uid, actor_uid: null });
    expect((await api.context(res.body.data.access_token)).body.state).toBe(6020201);
    const back = (await api.context(exit.body.data.access_token)).body.data;
    expect(back).toMatchObject({ user: { account: 'tenantadmin' }, actorUserId: null, userCurrentRole: 'tenantAdmin' });
    expect((await api.post('/authentication/switch/exit', {}, { token: exit.body.data.access_token })).body.state).toBe(
      6010103,
    );
  });

  it('C8: only administrators may switch; never to a more privileged user or across tenants', async () => {
    const counsellor = await loginAs(t, 'counsellor');
    expect(
      (await api.post('/authentication/switch', { username: 'student' }, { token: counsellor.accessToken })).status,
    ).toBe(403);
    const admin = await loginAs(t, 'tenantadmin');
    const toSuper = await api.post('/authentication/switch', { username: 'super' }, { token: admin.accessToken });
    expect(toSuper.body.state).toBe(6010103);
    const otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
    const crossTenant = await api.post(
      '/authentication/switch',
      { username: 'counsellor' },
      { token: otherAdmin.accessToken },
    );
    expect(crossTenant.status).toBe(403);
    const denied = await t.app.db
      .selectFrom('auditEvents')
      .select('event')
      .where('event', '=', 'auth.switch_user.denied')
      .execute();
    expect(denied.length).toBeGreaterThanOrEqual(2);
    // The refused attempts left the administrator's session alone.
    expect((await api.context(admin.accessToken)).body.state).toBe(200);
  });

  it('C6: disabling the administrator ends the sessions in which they act as someone else', async () => {
    const admin = await loginAs(t, 'tenantadmin');
    const res = await api.post('/authentication/switch', { username: '2024010002' }, { token: admin.accessToken });
    expect(res.body.state).toBe(200);
    const { endSessionsOfUser } = await import('../sessions.ts');
    await endSessionsOfUser(t.app.db, admin.tenantId, admin.uid, 'disabled', { now: t.clock.now() });
    expect((await api.context(res.body.data.access_token)).body.state).toBe(6020201);
  });
});
