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

it('a new student lands on the onboarding index and is confined to the onboarding pages', async (ctx) => {
  if (!ready) ctx.skip();
  await openFresh(j);
  await submitLogin(j.page, 'newstudent');
  await expect.poll(() => hashPath(j.page)).toBe('/xgxt/yxxt_index');
  await j.page.getByTestId('onboarding-card').waitFor();
  await j.page.screenshot({ path: `${screenshotDir}new-student.png` });

  // An onboarding step is allowed…
  await j.page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index`);
  await expect.poll(() => hashPath(j.page)).toBe('/xgxt/yxxt_lc_index');
  await j.page.getByTestId('onboarding-step').waitFor();
  // …anything else sends the new student back to the onboarding index (from a step: no logout).
  await j.page.goto(`${j.baseUrl}#/dashboard`);
  await expect.poll(() => hashPath(j.page)).toBe('/xgxt/yxxt_index');
});

it('leaving the onboarding index for another page logs the new student out', async (ctx) => {
  if (!ready) ctx.skip();
  await expect.poll(() => hashPath(j.page)).toBe('/xgxt/yxxt_index');
  await j.page.getByTestId('onboarding-card').waitFor();
  const logout = j.page.waitForRequest((r) => r.url().includes('/user/logout'));
  await j.page.goto(`${j.baseUrl}#/dashboardMessage`);
  await logout;
  await expect.poll(() => hashPath(j.page)).toBe('/login');
  expect(await j.page.evaluate(() => localStorage.getItem('cf:session'))).toBeNull();
});
