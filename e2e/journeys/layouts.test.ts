import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

it('the secondary layout shows the route title, goes back one step and home to the workspace', async (ctx) => {
  if (!ready) ctx.skip();
  await openFresh(j);
  await submitLogin(j.page, 'counsellor');
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  await expect.poll(() => j.page.title()).toMatch(/^工作台 - CampusFlow$/);

  await j.page.getByTestId('tab-my/index').click();
  await expect.poll(() => hashPath(j.page)).toBe('/my/index');
  await j.page.goto(`${j.baseUrl}#/my/help`);
  const title = j.page.locator('.secondary-layout-title');
  await expect.poll(() => title.textContent()).not.toMatch(/^(account:|help$)/);
  const text = (await title.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(0);
  await expect.poll(() => j.page.title()).toBe(`${text} - CampusFlow`);
  // No tab bar on secondary pages; back and home have accessible names.
  expect(await j.page.locator('.adm-tab-bar').count()).toBe(0);
  expect(await j.page.getByRole('button', { name: '返回' }).count()).toBe(1);
  await j.page.screenshot({ path: `${screenshotDir}secondary-layout.png` });

  await j.page.getByTestId('nav-back').click();
  await expect.poll(() => hashPath(j.page)).toBe('/my/index');
  await j.page.goto(`${j.baseUrl}#/my/help`);
  await j.page.getByTestId('nav-home').click();
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
});

it('/ redirects to the workspace and redirect/{route*} replaces itself with the route', async (ctx) => {
  if (!ready) ctx.skip();
  await j.page.goto(`${j.baseUrl}#/`);
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  await j.page.goto(`${j.baseUrl}#/redirect/dashboardMessage`);
  await expect.poll(() => hashPath(j.page)).toBe('/dashboardMessage');
});
