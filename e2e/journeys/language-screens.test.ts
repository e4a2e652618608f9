import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { logIn } from './account-helpers.ts';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

// The account and system screens in the languages whose labels run longest, each with its title.
const screens = {
  'en-US': {
    '/my/userInfo': 'Personal info',
    '/my/Security': 'Security questions',
    '/my/help': 'Help',
    '/my/about': 'About',
    '/forget_password': 'Forgot password?',
    '/forget_password_mailbox': 'Reset by email',
    '/switch-environment': 'Environment',
    '/next-menu/index': 'More',
    '/demo/range-selector-demo': 'Date range selector',
    '/nowhere': '404 · Page not found',
    '/401': '401 · No access',
    '/locking': 'Account locked',
    '/nomenu': 'No menu yet',
    '/my/aboutUs': 'About us',
    '/switch-tenant': 'Switch organization',
  },
  'ja-JP': {
    '/my/userInfo': '個人情報',
    '/my/Security': '秘密の質問',
    '/my/help': 'ヘルプ',
    '/my/about': 'このアプリについて',
    '/forget_password': 'パスワードをお忘れの方',
    '/forget_password_mailbox': 'メールで再設定',
    '/switch-environment': '実行環境',
    '/next-menu/index': 'その他',
    '/demo/range-selector-demo': '期間の選択',
    '/nowhere': '404 · ページが見つかりません',
    '/401': '401 · アクセス権がありません',
    '/locking': 'アカウントがロックされています',
    '/nomenu': 'メニューがありません',
    '/my/aboutUs': '運営について',
    '/switch-tenant': '組織の切り替え',
  },
} as const;

it('every account and system screen has its title in the chosen language and fits a 375 px phone', async () => {
  const { page, baseUrl } = j;
  await logIn(page, baseUrl, 'student');
  for (const [language, pages] of Object.entries(screens)) {
    await page.goto(`${baseUrl}#/my/language`);
    await page.getByTestId(`language-${language}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    for (const [path, title] of Object.entries(pages)) {
      await page.goto(`${baseUrl}#${path}`);
      await expect.poll(() => page.locator('h1').first().textContent(), { message: path }).toBe(title);
      // Nothing may push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await page.screenshot({ path: `${screenshotDir}screen-${language}-${name}.png` });
    }
  }
});
