import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { demoPassword, fill } from './account-helpers.ts';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('a teacher of two schools switches organization from the my page', async () => {
  const { page, baseUrl } = j;
  await page.goto(`${baseUrl}#/login`);
  await fill(page, 'login-username', 'multirole');
  await fill(page, 'login-password', demoPassword);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('role-picker').locator('.adm-list-item').first().click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/dashboard');

  await page.goto(`${baseUrl}#/my/userInfo`);
  await expect.poll(() => page.getByTestId('user-info-tenant').textContent()).toBe('示范大学');

  await page.goto(`${baseUrl}#/my/index`);
  await page.getByTestId('my-switch-tenant').click();
  await expect.poll(() => page.url()).toContain('#/switch-tenant');
  await page.screenshot({ path: `${screenshotDir}account-switch-tenant.png` });
  await page.getByTestId('tenant-demo2').click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/dashboard');

  await page.goto(`${baseUrl}#/my/userInfo`);
  await expect.poll(() => page.getByTestId('user-info-tenant').textContent()).toBe('示范职业技术学院');
  // The new session is the one the server knows: a reload keeps the user in the second school.
  await page.reload();
  await expect.poll(() => page.getByTestId('user-info-tenant').textContent()).toBe('示范职业技术学院');
});
