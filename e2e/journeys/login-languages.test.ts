import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, openFresh, submitLogin } from '../support/login.ts';

let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

const submitText = { 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Log in', 'ja-JP': 'ログイン' } as const;

it('the login page switches language at once, in all four, and remembers the choice', async () => {
  await openFresh(j);
  for (const [lang, text] of Object.entries(submitText)) {
    await j.page.getByTestId('login-language').selectOption(lang);
    await expect.poll(() => j.page.getByTestId('login-submit').textContent()).toBe(text);
    expect(await j.page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await j.page.screenshot({ path: `${screenshotDir}login-${lang}.png` });
  }
  await j.page.reload();
  await expect.poll(() => j.page.getByTestId('login-submit').textContent()).toBe('ログイン');
});

it('the language goes with every request: the server answers in it', async (ctx) => {
  if (!ready) ctx.skip();
  await j.page.getByTestId('login-language').selectOption('en-US');
  const answer = j.page.waitForResponse((r) => r.url().includes('/user/login/apply'));
  await submitLogin(j.page, 'student', 'not-the-password');
  const response = await answer;
  expect(response.request().headers().language).toBe('en-US');
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(/[A-Za-z]/);
  await expect.poll(() => j.page.locator('.adm-toast-main-text').last().textContent()).toBe(body.message);
});
