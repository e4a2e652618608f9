import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { logIn } from './account-helpers.ts';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

// What the my page and the language page say in each language (glossary words).
const expected = {
  'zh-CN': { title: '语言', changePassword: '修改密码', logout: '退出登录', tab: '我的', role: '学生' },
  'zh-TW': { title: '語言', changePassword: '變更密碼', logout: '登出', tab: '我的', role: '學生' },
  'en-US': { title: 'Language', changePassword: 'Change password', logout: 'Log out', tab: 'Me', role: 'Student' },
  'ja-JP': { title: '言語', changePassword: 'パスワード変更', logout: 'ログアウト', tab: 'マイ', role: '学生' },
} as const;

it('switches to each of the four languages at once, remembers it, and every screen follows', async () => {
  const { page, baseUrl } = j;
  await logIn(page, baseUrl, 'student');
  for (const [language, words] of Object.entries(expected)) {
    await page.goto(`${baseUrl}#/my/language`);
    await page.getByTestId(`language-${language}`).click();
    // At once: no reload, the page title and <html lang> follow.
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(words.title);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await expect.poll(() => page.getByTestId(`language-${language}`).getAttribute('aria-current')).toBe('true');
    await page.screenshot({ path: `${screenshotDir}language-${language}-language-page.png` });

    // Remembered: a reload keeps it.
    await page.goto(`${baseUrl}#/my/index`);
    await page.reload();
    await expect.poll(() => page.getByTestId('my-change-password').textContent()).toBe(words.changePassword);
    await expect.poll(() => page.getByTestId('logout').textContent()).toBe(words.logout);
    await expect.poll(() => page.getByTestId('tab-my/index').textContent()).toContain(words.tab);
    // The role's name comes from the server in the chosen language too.
    await expect.poll(() => page.getByTestId('my-header').textContent()).toContain(words.role);
    await page.screenshot({ path: `${screenshotDir}language-${language}-my.png` });

    await page.getByTestId('my-change-password').click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(words.changePassword);
    await page.screenshot({ path: `${screenshotDir}language-${language}-change-password.png` });
  }
});
