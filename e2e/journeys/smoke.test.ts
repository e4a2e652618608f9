import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('serves the built web app under /app/ and sends a visitor without a session to the login page', async () => {
  await j.page.goto(j.baseUrl);
  await expect.poll(() => j.page.url()).toContain('#/login');
  await expect.poll(() => j.page.locator('h1').first().textContent()).toBe('CampusFlow');
  await j.page.screenshot({ path: `${screenshotDir}smoke.png` });
});
