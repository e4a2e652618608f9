import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from '../../apps/server/src/testing/login.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

// Issue 5 §1: the workbench (home tab) and the application centre with "my apps" kept on the server.
let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

const myAppOrder = () =>
  j.page
    .getByTestId('my-apps-grid')
    .locator('.app-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-testid')));

it('login → counts and apps in one workbench call; collect, reorder, reload keeps it; search by initials', async (ctx) => {
  if (!ready) ctx.skip();
  const { page, baseUrl } = j;
  await openFresh(j);
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/qzbps/'))
      calls.push(url.pathname.replace(/^\/qzbps\/(oauth2|platform|business)\/v3/, ''));
  });
  await submitLogin(page, 'counsellor');
  await expect.poll(() => hashPath(page)).toBe('/dashboard');
  await expect.poll(() => page.getByTestId('greeting-card').textContent()).toContain('张老师');
  // Counts are numbers from the engine (0 on a fresh database), never blank.
  await expect.poll(() => page.getByTestId('count-todo').textContent()).toMatch(/^\d+待办$/);
  expect(await page.getByTestId('count-handled').textContent()).toMatch(/^\d+已办$/);
  expect(await page.getByTestId('count-myRequests').textContent()).toMatch(/^\d+我发起的$/);
  // A fresh user has no apps yet: the designed empty state, and the grid of the menu below.
  await page.getByTestId('my-apps-empty').waitFor();
  await page.getByTestId('app-centre').locator('[data-testid="app-notice"]').waitFor();
  await page.screenshot({ path: `${screenshotDir}workbench-home-empty.png`, fullPage: true });
  // The first screen's data: user context, menu and /workbench/home; the application centre's own
  // call waits until it is opened.
  const dataCalls = calls.filter((c) => ['/user/context', '/auth/appres/getMenuData', '/workbench/home'].includes(c));
  expect(calls.filter((c) => c === '/workbench/home')).toHaveLength(1);
  expect(calls).not.toContain('/workbench/apps');
  expect(new Set(dataCalls)).toEqual(new Set(['/user/context', '/auth/appres/getMenuData', '/workbench/home']));

  // Collect two apps in the application centre's edit mode.
  await page.getByTestId('apps-all').click();
  await expect.poll(() => hashPath(page)).toBe('/dashboard/applicationCenter');
  await page.getByTestId('apps-edit').click();
  const collect = async (alias: string) => {
    const answered = page.waitForResponse((r) => r.url().includes('/workbench/apps/collect'));
    await page.locator(`[data-testid^="apps-group-"] [data-testid="app-${alias}"]`).click();
    expect((await answered).status()).toBe(200);
  };
  await collect('notice');
  await collect('contacts');
  await expect.poll(() => page.getByTestId('apps-mine').locator('.app-tile').count()).toBe(2);
  await page.screenshot({ path: `${screenshotDir}workbench-apps-edit.png` });
  await page.getByTestId('apps-edit').click();

  // Reorder on myAppcollect: contacts moves above notice.
  await page.goto(`${baseUrl}#/dashboard/myAppcollect`);
  await page.getByTestId('collect-list').waitFor();
  const reordered = page.waitForResponse((r) => r.url().includes('/workbench/apps/reorder'));
  await page.getByTestId('collect-up-contacts').click();
  expect((await reordered).status()).toBe(200);
  await expect
    .poll(() =>
      page
        .getByTestId('collect-list')
        .locator('li')
        .evaluateAll((li) => li.map((x) => x.getAttribute('data-testid'))),
    )
    .toEqual(['collect-contacts', 'collect-notice']);
  await page.screenshot({ path: `${screenshotDir}workbench-my-app-collect.png` });

  // Home shows them in that order, and a reload (server state, not local storage) keeps it.
  await page.getByTestId('nav-home').click();
  await expect.poll(myAppOrder).toEqual(['app-contacts', 'app-notice']);
  await page.reload();
  await expect.poll(myAppOrder).toEqual(['app-contacts', 'app-notice']);
  await page.screenshot({ path: `${screenshotDir}workbench-home.png`, fullPage: true });

  // Search by pinyin initials: txl finds 通讯录 only; an unknown query shows the no-match state.
  await page.getByTestId('apps-search-entry').click();
  await expect.poll(() => hashPath(page)).toBe('/dashboard/applicationCenter?focus=1');
  const box = page.getByTestId('apps-search').locator('input');
  await box.fill('txl');
  const shown = () =>
    page
      .locator('[data-testid^="apps-group-"] .app-tile')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-testid')));
  await expect.poll(shown).toEqual(['app-contacts']);
  await page.screenshot({ path: `${screenshotDir}workbench-search-initials.png` });
  await box.fill('通知');
  await expect.poll(shown).toEqual(['app-notice']);
  await box.fill('zzzzz');
  await page.getByTestId('apps-no-match').waitFor();

  // Staff see the management-topics board; a topic opens its items.
  await page.goto(`${baseUrl}#/dashboard/manageGlzt`);
  await expect.poll(() => page.getByTestId('topic-card').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}workbench-topics.png` });
  await page.getByTestId('topic-card').first().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/dashboard\/GlztDetail\?id=/);
  await expect.poll(() => page.getByTestId('topic-items').locator('.adm-list-item').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

it('several roles switch in place; the error state offers a retry; en-US and ja-JP fit the phone', async (ctx) => {
  if (!ready) ctx.skip();
  const { page, baseUrl } = j;
  await openFresh(j);
  await submitLogin(page, 'multirole');
  const picker = page.getByTestId('role-picker');
  await picker.waitFor();
  await picker.locator('.adm-list-item').first().click();
  await expect.poll(() => hashPath(page)).toBe('/dashboard');
  const role = page.getByTestId('current-role');
  await expect.poll(() => role.textContent()).toMatch(/：.+/);
  const first = await role.textContent();
  // Switch in place: the server renews the tokens, the workbench reloads for the new role.
  await page.getByTestId('switch-role').click();
  const sheet = page.getByTestId('dashboard-role-picker');
  await sheet.waitFor();
  await page.screenshot({ path: `${screenshotDir}workbench-role-switch.png` });
  const switched = page.waitForRequest((r) => r.url().includes('/user/role/switch'));
  const reloaded = page.waitForResponse((r) => r.url().includes('/workbench/home'));
  await sheet.locator('.adm-list-item').nth(1).click();
  await switched;
  await reloaded;
  await expect.poll(() => role.textContent()).not.toBe(first);

  // A failing workbench call shows the designed error state, and retry recovers.
  await page.route('**/workbench/home', (route) => route.abort('failed'));
  await page.reload();
  await page.getByTestId('dashboard-error').waitFor();
  await page.screenshot({ path: `${screenshotDir}workbench-error.png` });
  await page.unroute('**/workbench/home');
  await page.getByTestId('dashboard-error').getByRole('button').click();
  await page.getByTestId('count-todo').waitFor();

  for (const [language, title] of [
    ['en-US', 'Workspace'],
    ['ja-JP', 'ワークスペース'],
  ] as const) {
    await page.goto(`${baseUrl}#/my/language`);
    await page.getByTestId(`language-${language}`).click();
    await page.goto(`${baseUrl}#/dashboard`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(title);
    await page.getByTestId('count-todo').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${screenshotDir}workbench-home-${language}.png` });
    await page.goto(`${baseUrl}#/dashboard/applicationCenter`);
    await page.locator('[data-testid^="apps-group-"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${screenshotDir}workbench-apps-${language}.png` });
    await page.goto(`${baseUrl}#/dashboardMessage`);
    await page.getByTestId('paged-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${screenshotDir}messages-tab-${language}.png` });
  }
});

it('live counts: a student’s request and a new announcement change the counsellor’s home badges without reload', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await openFresh(j);
  const stream = page.waitForRequest((r) => r.url().includes('/message/stream?'));
  await submitLogin(page, 'counsellor');
  await expect.poll(() => hashPath(page)).toBe('/dashboard');
  await stream;
  const todo = async () => Number((await page.getByTestId('count-todo').textContent())?.match(/^\d+/)?.[0] ?? -1);
  await expect.poll(todo).toBeGreaterThanOrEqual(0);
  const before = await todo();
  await page.evaluate(() => {
    (window as unknown as { journeyMark: number }).journeyMark = 1;
  });

  // Another user acts: the student starts a request that lands on this counsellor's to-do list.
  const student = await loginAs(j.t, 'student');
  const started = await j.t.call({
    method: 'POST',
    url: '/qzbps/business/v3/bpm/instance/start',
    headers: student.headers,
    payload: { defKey: 'general_application', data: { title: '借用活动室' } },
  });
  expect(started.body.state).toBe(200);
  // The outbox relay (every 2 s) → a counts event on the stream → the workbench re-reads its counts.
  await expect.poll(todo, { timeout: 20_000 }).toBe(before + 1);

  // An announcement from the school office to everyone: the unread-announcements badge appears or grows.
  const unread = async () =>
    Number(
      (await page
        .getByTestId('count-unreadNotices')
        .textContent({ timeout: 200 })
        .catch(() => '0')) || 0,
    );
  const noticesBefore = await unread();
  const affairs = await loginAs(j.t, 'affairsadmin');
  const saved = await j.t.call({
    method: 'POST',
    url: '/qzbps/platform/v3/notice/save',
    headers: affairs.headers,
    payload: {
      categoryCode: 'notice',
      title: '全校停电通知',
      content: '<p>周六停电</p>',
      audience: { scope: 'school' },
    },
  });
  await j.t.call({
    method: 'POST',
    url: `/qzbps/platform/v3/notice/${saved.body.data.id}/publish`,
    headers: affairs.headers,
  });
  await expect.poll(unread, { timeout: 20_000 }).toBe(noticesBefore + 1);
  await page.getByTestId('dash-notice').filter({ hasText: '全校停电通知' }).waitFor();
  // Same document: nothing reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark)).toBe(1);
  await page.screenshot({ path: `${screenshotDir}workbench-live-counts.png` });
});
