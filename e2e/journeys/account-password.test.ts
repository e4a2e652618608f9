import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { demoPassword, fill, forgetSession, logIn, logOut } from './account-helpers.ts';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

describe('account passwords', () => {
  it('change password: the repeat must match, then the new password is the one that logs in', async () => {
    const { page, baseUrl } = j;
    await logIn(page, baseUrl, 'student');
    await page.goto(`${baseUrl}#/my/index`);
    await page.getByTestId('my-change-password').click();
    await expect.poll(() => page.url()).toContain('#/my/changePassword');

    await fill(page, 'oldPassword', demoPassword);
    await fill(page, 'newPassword', 'violet meadow 42');
    await fill(page, 'repeatPassword', 'violet meadow 43');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('repeatPassword-error').textContent()).toBe('两次输入的新密码不一致');
    await page.screenshot({ path: `${screenshotDir}account-change-password-error.png` });

    await fill(page, 'repeatPassword', 'violet meadow 42');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/login');

    // The old password no longer works; the new one does.
    await fill(page, 'login-username', 'student');
    await fill(page, 'login-password', demoPassword);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.locator('.adm-toast-main-text').last().textContent()).toBeTruthy();
    expect(page.url()).toContain('#/login');
    await logIn(page, baseUrl, 'student', 'violet meadow 42');
  });

  it('forgotten password by SMS code read from the dev inbox', async () => {
    const { page, baseUrl, t } = j;
    await forgetSession(page, baseUrl);
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect.poll(() => page.url()).toContain('#/forget_password');
    // The demo organization offers codes by SMS and e-mail but not security questions (its policy).
    await expect.poll(() => page.getByTestId('forget-question').count()).toBe(0);
    await expect.poll(() => page.getByTestId('forget-mailbox').count()).toBe(1);
    await page.getByTestId('forget-phone').click();
    await expect.poll(() => page.url()).toContain('#/forget_password_phone');

    await fill(page, 'reset-account', 'counsellor');
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/\d+秒后重新获取/);

    const inbox = await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/dev/inbox?recipient=13900000001' });
    const code = String(inbox.body.data?.[0]?.body ?? '').match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await fill(page, 'reset-code', code ?? '');
    await fill(page, 'newPassword', 'amber harbour 77');
    await fill(page, 'repeatPassword', 'amber harbour 77');
    await page.screenshot({ path: `${screenshotDir}account-forget-phone.png` });
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/login');
    await logIn(page, baseUrl, 'counsellor', 'amber harbour 77');
  });

  it('forgotten password by security questions set on the Security page', async () => {
    const { page, baseUrl } = j;
    // Security questions are off unless the organization switches them on (tenant policy).
    const db = j.t.app.db;
    const demo = await db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, securityQuestionRecovery: true }) })
      .where('id', '=', demo.id)
      .execute();

    await forgetSession(page, baseUrl);
    await logIn(page, baseUrl, 'collegeadmin');
    await page.goto(`${baseUrl}#/my/Security`);
    await expect.poll(() => page.getByTestId('security-status').textContent()).toContain('还没有设置');

    const answers = ['北京', '小白', '红色'];
    for (const [i, answer] of answers.entries()) {
      await page.getByTestId(`question-${i}`).click();
      // Take the first question not already used by another row.
      await page.locator('.question-popup .adm-check-list-item:not(.adm-list-item-disabled)').nth(0).click();
      await expect.poll(() => page.locator('.question-popup').count()).toBe(0);
      await expect.poll(() => page.getByTestId(`question-${i}`).textContent()).toMatch(/\S/);
      await fill(page, `answer-${i}`, answer);
    }
    await fill(page, 'security-password', demoPassword);
    await page.screenshot({ path: `${screenshotDir}account-security.png` });
    await page.getByTestId('security-submit').click();
    await expect.poll(() => page.getByTestId('security-status').textContent(), { timeout: 15_000 }).toContain('已设置');
    await logOut(page, baseUrl);

    await page.goto(`${baseUrl}#/forget_password_question`);
    await fill(page, 'forget-account', 'collegeadmin');
    await page.getByTestId('forget-next').click();
    for (const [i, answer] of answers.entries()) await fill(page, `answer-${i}`, answer);
    await page.getByTestId('forget-verify').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/reset_password');

    await fill(page, 'newPassword', 'granite river 19');
    await fill(page, 'repeatPassword', 'granite river 19');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/login');
    await logIn(page, baseUrl, 'collegeadmin', 'granite river 19');
  });

  it('first login: the initial password must be changed before anything else (6020133)', async () => {
    const { page, baseUrl } = j;
    await j.t.app.db
      .updateTable('users')
      .set({ mustChangePassword: true })
      .where('account', '=', 'counsellor2')
      .execute();
    await forgetSession(page, baseUrl);
    await fill(page, 'login-username', 'counsellor2');
    await fill(page, 'login-password', demoPassword);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/my/changePassword?force=1');
    await expect.poll(() => page.getByTestId('forced-notice').textContent()).toContain('首次登录修改密码');
    await page.screenshot({ path: `${screenshotDir}account-first-login.png` });

    // The initial password cannot be kept.
    await fill(page, 'oldPassword', demoPassword);
    await fill(page, 'newPassword', demoPassword);
    await fill(page, 'repeatPassword', demoPassword);
    await page.getByTestId('password-submit').click();
    // (The demo password is also refused as too common: the first broken rule is shown.)
    await expect
      .poll(() => page.getByTestId('newPassword-error').textContent())
      .toMatch(/^(新密码不能与原密码相同|密码过于常见，容易被猜到)$/);
    expect(page.url()).toContain('#/my/changePassword');

    await fill(page, 'newPassword', 'quiet lantern 58');
    await fill(page, 'repeatPassword', 'quiet lantern 58');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/login');
    await logIn(page, baseUrl, 'counsellor2', 'quiet lantern 58');
  });
});
