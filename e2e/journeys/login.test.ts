import { stateCodes } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

describe('login (spec §4)', () => {
  it('a student logs in, lands on the workspace and sees the four tabs including the portrait', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await j.page.screenshot({ path: `${screenshotDir}login-zh-CN.png` });
    await submitLogin(j.page, 'student');
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('greeting-card').textContent()).toContain('李明');
    expect(await j.page.getByTestId('tab-dashboardXshx').count()).toBe(1);
    await j.page.screenshot({ path: `${screenshotDir}dashboard-student.png` });
    await j.page.getByTestId('tab-dashboardMessage').click();
    await expect.poll(() => hashPath(j.page)).toBe('/dashboardMessage');
  });

  it('a counsellor gets three tabs (no student portrait)', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await submitLogin(j.page, 'counsellor');
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('tab-dashboard').count()).toBe(1);
    expect(await j.page.getByTestId('tab-dashboardXshx').count()).toBe(0);
  });

  it('an account with several roles picks one in the bottom popup; the choice is the session role', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await submitLogin(j.page, 'multirole');
    const picker = j.page.getByTestId('role-picker');
    await picker.waitFor();
    await j.page.screenshot({ path: `${screenshotDir}role-picker.png` });
    const items = picker.locator('.adm-list-item');
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    const second = (await items.nth(1).textContent())?.trim() ?? '';
    const switched = j.page.waitForRequest((r) => r.url().includes('/user/role/switch'));
    await items.nth(1).click();
    await switched;
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('current-role').textContent()).toContain(second);
  });

  it('a wrong password shows the server message and stays on the login page', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await submitLogin(j.page, 'student', 'wrong-password');
    // The loading toast may still be fading out beside the error toast, so look for the message itself.
    await j.page.locator('.adm-toast-main-text', { hasText: stateCodes.BAD_CREDENTIALS.message['zh-CN'] }).waitFor();
    expect(hashPath(j.page)).toBe('/login');
  });
});

describe('captcha (spec §4, shown when the server asks for it)', () => {
  it('after repeated wrong passwords the captcha appears, with a fresh image on each try', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    for (let attempt = 0; attempt < 3; attempt++) {
      // Keep the attempts apart on the server clock so the quick-retry lockout stays out of it.
      j.t.clock.advance(5_000);
      const answered = j.page.waitForResponse((r) => r.url().includes('/user/login/apply'));
      await submitLogin(j.page, 'counsellor2', `wrong-${attempt}`);
      await answered;
    }
    const image = j.page.getByTestId('captcha-image');
    await image.waitFor();
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\/svg\+xml/);
    await j.page.screenshot({ path: `${screenshotDir}login-captcha.png` });
    // A wrong captcha is refused and the image changes.
    j.t.clock.advance(5_000);
    await j.page.getByTestId('login-captcha').locator('input').fill('zzzz');
    await submitLogin(j.page, 'counsellor2', 'Campus@2026');
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    expect(hashPath(j.page)).toBe('/login');
  });
});

describe('navigation guard (spec §4)', () => {
  it('without a token a protected page goes to login with the redirect, followed after login', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j, '/dashboardMessage');
    await expect.poll(() => hashPath(j.page)).toBe('/login?redirect=/dashboardMessage');
    await submitLogin(j.page, 'counsellor');
    await expect.poll(() => hashPath(j.page)).toBe('/dashboardMessage');
  });

  it('an outside redirect target is ignored (no open redirect)', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j, `/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await submitLogin(j.page, 'counsellor');
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  });

  it('with a valid token the login page goes to the root and unknown paths to 404', async (ctx) => {
    if (!ready) ctx.skip();
    await j.page.goto(`${j.baseUrl}#/login`);
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
    await j.page.goto(`${j.baseUrl}#/no/such/page`);
    await expect.poll(() => hashPath(j.page)).toBe('/404');
  });
});
