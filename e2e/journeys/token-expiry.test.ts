import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

let j: Journey;
let ready = false;
beforeAll(async () => {
  // A short access-token lifetime; the server clock is advanced instead of waiting.
  j = await startJourney({ config: { ACCESS_TOKEN_TTL: '60' } });
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

it('an expired access token is refreshed once and the request replayed', async (ctx) => {
  if (!ready) ctx.skip();
  await openFresh(j);
  await submitLogin(j.page, 'student');
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  const before = await j.page.evaluate(() => JSON.parse(localStorage.getItem('cf:session') ?? '{}').token);

  j.t.clock.advance(61_000);
  const refreshes: string[] = [];
  j.page.on('request', (r) => {
    if (r.url().includes('/authentication/apply') && r.postData()?.includes('refresh_token')) refreshes.push(r.url());
  });
  // A reload drops the user info: the guard reloads it, the server answers 6020301, the client
  // refreshes and replays, and the page opens.
  await j.page.reload();
  await j.page.getByTestId('greeting-card').waitFor();
  expect(hashPath(j.page)).toBe('/dashboard');
  expect(refreshes).toHaveLength(1);
  const after = await j.page.evaluate(() => JSON.parse(localStorage.getItem('cf:session') ?? '{}').token);
  expect(after.access_token).not.toBe(before.access_token);
});

it('when the refresh fails too, the session is cleared and the app goes back to login', async (ctx) => {
  if (!ready) ctx.skip();
  j.t.clock.advance(40 * 3600_000);
  await j.page.reload();
  await expect.poll(() => hashPath(j.page)).toMatch(/^\/login/);
  expect(await j.page.evaluate(() => localStorage.getItem('cf:session'))).toBeNull();
});

it('an illegal token shows one re-login dialog; confirming goes to the login page', async (ctx) => {
  if (!ready) ctx.skip();
  await openFresh(j);
  await submitLogin(j.page, 'student');
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  // Another device took over / the token was forged: the server no longer knows it.
  await j.page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('cf:session') ?? '{}');
    saved.token.access_token = 'forged-token-forged-token-forged-token-0000';
    saved.token.refresh_token = 'forged-refresh';
    localStorage.setItem('cf:session', JSON.stringify(saved));
  });
  await j.page.reload();
  const dialog = j.page.locator('.adm-dialog-body');
  await dialog.waitFor();
  expect(await dialog.count()).toBe(1);
  await j.page.screenshot({ path: `${screenshotDir}relogin-dialog.png` });
  await dialog.locator('.adm-dialog-button-bold').click();
  await expect.poll(() => hashPath(j.page)).toMatch(/^\/login/);
  expect(await j.page.evaluate(() => localStorage.getItem('cf:session'))).toBeNull();
});
