import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

const base = '/qzbps/platform/v3/workbench';
type App = { menuId: string; name: string; initials: string };

describe('workbench', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let foreign: LoggedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    foreign = await loginAs(t, 'student', { tenantCode: 'demo2' });
  });
  afterAll(() => t.close());

  it('home: greeting, counts, latest announcements and my apps in one call', async () => {
    const home = await t.call({ method: 'GET', url: `${base}/home`, headers: student.headers });
    expect(home.body.state).toBe(200);
    expect(home.body.data.user).toMatchObject({ name: '李明', roleAlias: 'student' });
    expect(home.body.data.counts).toEqual({
      todo: expect.any(Number),
      handled: expect.any(Number),
      myRequests: expect.any(Number),
      unreadMessages: expect.any(Number),
      unreadNotices: expect.any(Number),
    });
    expect(Array.isArray(home.body.data.notices)).toBe(true);
    expect(home.body.data.myApps).toEqual([]);
  });

  it('application centre groups the menu’s pages with pinyin initials; my apps collect, reorder and remove', async () => {
    const res = await t.call({ method: 'GET', url: `${base}/apps`, headers: student.headers });
    const apps: App[] = res.body.data.groups.flatMap((g: { apps: App[] }) => g.apps);
    expect(apps.length).toBeGreaterThan(1);
    const chinese = apps.find((a) => /[\u4e00-\u9fff]/.test(a.name));
    expect(chinese?.initials).toMatch(/^[a-z0-9]+$/);
    const [a, b] = apps as [App, App];
    for (const app of [a, b]) {
      const c = await t.call({
        method: 'POST',
        url: `${base}/apps/collect`,
        headers: student.headers,
        payload: { menuId: app.menuId },
      });
      expect(c.body.state).toBe(200);
    }
    const mine = async (who: LoggedIn) =>
      (await t.call({ method: 'GET', url: `${base}/apps`, headers: who.headers })).body.data.myApps.map(
        (x: App) => x.menuId,
      );
    expect(await mine(student)).toEqual([a.menuId, b.menuId]);
    await t.call({
      method: 'POST',
      url: `${base}/apps/reorder`,
      headers: student.headers,
      payload: { menuIds: [b.menuId, a.menuId] },
    });
    expect(await mine(student)).toEqual([b.menuId, a.menuId]);
    const home = await t.call({ method: 'GET', url: `${base}/home`, headers: student.headers });
    expect(home.body.data.myApps.map((x: App) => x.menuId)).toEqual([b.menuId, a.menuId]);
    await t.call({
      method: 'POST',
      url: `${base}/apps/remove`,
      headers: student.headers,
      payload: { menuId: b.menuId },
    });
    expect(await mine(student)).toEqual([a.menuId]);
    // Per user: the counsellor's list is their own.
    expect(await mine(counsellor)).toEqual([]);
  });

  it('E2: a menu entry of another tenant cannot be collected', async () => {
    const theirs = await t.call({ method: 'GET', url: `${base}/apps`, headers: foreign.headers });
    const foreignApp: App | undefined = theirs.body.data.groups.flatMap((g: { apps: App[] }) => g.apps)[0];
    expect(foreignApp).toBeDefined();
    const res = await t.call({
      method: 'POST',
      url: `${base}/apps/collect`,
      headers: student.headers,
      payload: { menuId: foreignApp?.menuId },
    });
    expect(res.status).toBe(404);
    const anon = await t.call({ method: 'GET', url: `${base}/home` });
    expect(anon.status).toBe(401);
  });
});
