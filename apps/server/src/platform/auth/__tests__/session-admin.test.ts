import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { authCalls } from './auth-helpers.ts';

describe('session list and administrator account switches', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = authCalls(t);
  });
  afterAll(() => t.close());

  const uid = async (account: string, tenantCode = 'demo') =>
    (
      await t.app.db
        .selectFrom('users as u')
        .innerJoin('tenants as t', 't.id', 'u.tenantId')
        .select('u.id')
        .where('u.accountLower', '=', account)
        .where('t.code', '=', tenantCode)
        .executeTakeFirstOrThrow()
    ).id;

  it('C10: a user lists their sessions and ends another one; its refresh token then fails', async () => {
    const a = await loginAs(t, 'collegeadmin');
    const b = await loginAs(t, 'collegeadmin');
    const list = await t.call({ method: 'GET', url: oauthPath(t, '/user/sessions'), headers: a.headers });
    expect(list.body.state).toBe(200);
    const sessions = list.body.data as { id: string; current: boolean }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other).toBeDefined();
    const ended = await api.post('/user/sessions/end', { sessionId: other?.id }, { token: a.accessToken });
    expect(ended.body.state).toBe(200);
    expect((await api.refresh(b.refreshToken)).body.state).toBe(6020201);
    expect((await api.context(a.accessToken)).body.state).toBe(200);
    // Someone else's session id answers as if it did not exist.
    const stranger = await loginAs(t, 'student');
    const listB = await t.call({ method: 'GET', url: oauthPath(t, '/user/sessions'), headers: stranger.headers });
    const strangerSession = listB.body.data[0].id;
    expect(
      (await api.post('/user/sessions/end', { sessionId: strangerSession }, { token: a.accessToken })).status,
    ).toBe(404);
    expect((await api.context(stranger.accessToken)).body.state).toBe(200);
  });

  it('C6: an administrator disables a user: every session ends at once and login is refused; enable restores', async () => {
    const victim = await loginAs(t, '2024040001');
    const victim2 = await loginAs(t, '2024040001');
    const admin = await loginAs(t, 'tenantadmin');
    const res = await api.post('/user/admin/disable', { userId: victim.uid }, { token: admin.accessToken });
    expect(res.body).toMatchObject({ state: 200, data: { ended: 2 } });
    expect((await api.context(victim.accessToken)).body.state).toBe(6020201);
    expect((await api.refresh(victim2.refreshToken)).body.state).toBe(6020201);
    expect((await api.post('/user/login/apply', { username: '2024040001', password: 'Campus@2026' })).body.state).toBe(
      6020110,
    );
    expect(
      (await api.post('/user/admin/enable', { userId: victim.uid }, { token: admin.accessToken })).body.state,
    ).toBe(200);
    await loginAs(t, '2024040001');
  });

  it('C10: an administrator ends all sessions of a user; A5: an administrator clears a lockout', async () => {
    const s = await loginAs(t, '2024040002');
    const admin = await loginAs(t, 'tenantadmin');
    const ended = await api.post('/user/admin/sessions/end', { userId: s.uid }, { token: admin.accessToken });
    expect(ended.body.data.ended).toBe(1);
    expect((await api.refresh(s.refreshToken)).body.state).toBe(6020201);
    await t.app.db
      .updateTable('users')
      .set({ failureCount: 5, lockedUntil: new Date(t.clock.now().getTime() + 600_000), lastFailureAt: t.clock.now() })
      .where('id', '=', s.uid)
      .execute();
    expect((await api.post('/user/login/apply', { username: '2024040002', password: 'Campus@2026' })).body.state).toBe(
      6020104,
    );
    expect((await api.post('/user/admin/unlock', { userId: s.uid }, { token: admin.accessToken })).body.state).toBe(
      200,
    );
    expect((await api.post('/user/login/apply', { username: '2024040002', password: 'Campus@2026' })).body.state).toBe(
      200,
    );
  });

  it('E2/E3: only tenant administrators, only users of their own tenant, never a super user', async () => {
    const counsellor = await loginAs(t, 'counsellor');
    const target = await uid('2024040003');
    expect((await api.post('/user/admin/disable', { userId: target }, { token: counsellor.accessToken })).status).toBe(
      403,
    );
    const otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
    expect((await api.post('/user/admin/disable', { userId: target }, { token: otherAdmin.accessToken })).status).toBe(
      404,
    );
    const admin = await loginAs(t, 'tenantadmin');
    expect(
      (await api.post('/user/admin/disable', { userId: await uid('super') }, { token: admin.accessToken })).status,
    ).toBe(403);
    const row = await t.app.db.selectFrom('users').select('status').where('id', '=', target).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });
});
