import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoCandidateIdNumber } from '../../apps/server/src/modules/admissions/admissions.demo.ts';
import { createCaptcha } from '../../apps/server/src/platform/auth/captcha.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { hashPath } from '../support/login.ts';
import { go, personPage } from './workflow-helpers.ts';

// Admissions services in a real browser: the public result lookup with the platform captcha, the
// examinee's feedback answered by the admissions office, and an import showing its validation report.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

/**
 * The captcha image cannot be read by a test; each captcha the page asks for is made by the server's
 * own createCaptcha (the same table and check), and the test keeps its answer.
 */
async function knownCaptchas(page: Page): Promise<() => string> {
  let answer = '';
  await page.route('**/user/captcha**', async (route) => {
    const c = await createCaptcha(j.t.app.db, j.t.clock.now(), 120);
    answer = c.answer;
    await route.fulfill({
      json: {
        state: 200,
        message: '',
        cause: null,
        data: { requestId: c.requestId, image: c.image, expiresIn: 120, length: 4 },
        variables: null,
      },
    });
  });
  return () => answer;
}

async function examinee(i: number) {
  const row = await j.t.app.db
    .selectFrom('employees as e')
    .innerJoin('users as u', (jn) => jn.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
    .select(['e.name', 'e.gender'])
    .where('u.accountLower', '=', i === 1 ? 'newstudent' : `202501010${i}`)
    .executeTakeFirstOrThrow();
  return {
    examineeNo: `2611010100000${i}`,
    name: row.name,
    idNumber: demoCandidateIdNumber(i, row.gender ?? 'female'),
  };
}

async function freshPage(locale: string): Promise<Page> {
  const context = await j.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

it('public lookup with captcha: a wrong captcha is refused, the right one shows college, major and next steps', async () => {
  const page = await freshPage('zh-CN');
  const answer = await knownCaptchas(page);
  const me = await examinee(3);
  await page.goto(`${j.baseUrl}#/lqjgcx_index`);
  await page.getByTestId('lookup-examinee-no').locator('input').fill(me.examineeNo);
  await page.getByTestId('lookup-proof').locator('input').fill(me.name);
  await page.getByTestId('admit-captcha-image').waitFor();
  await page
    .getByTestId('admit-captcha')
    .locator('input')
    .fill(answer() === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
  await page.screenshot({ path: `${screenshotDir}admissions-lookup-zh-CN.png`, fullPage: true });
  await page.getByTestId('lookup-submit').click();
  await expect.poll(() => page.getByTestId('lookup-failure').textContent()).toContain('验证码');
  // A fresh captcha came with the refusal.
  await page.getByTestId('admit-captcha').locator('input').fill(answer());
  await page.getByTestId('lookup-submit').click();
  await expect.poll(() => page.getByTestId('lookup-major').textContent()).toBe('计算机科学与技术');
  expect(await page.getByTestId('lookup-account').textContent()).toBe('2025010103');
  await page.screenshot({ path: `${screenshotDir}admissions-lookup-result-zh-CN.png`, fullPage: true });

  // In English, by ID number, an account without a password yet: the initial password, once.
  const en = await freshPage('en-US');
  const enAnswer = await knownCaptchas(en);
  const waiting = await j.t.app.db
    .selectFrom('users as u')
    .innerJoin('employees as e', (jn) => jn.onRef('e.tenantId', '=', 'u.tenantId').onRef('e.userId', '=', 'u.id'))
    .select(['u.account', 'e.gender'])
    .where('u.passwordHash', 'is', null)
    .orderBy('u.account')
    .executeTakeFirstOrThrow();
  const idNumber = demoCandidateIdNumber(Number(waiting.account.slice(-10)), waiting.gender ?? 'female');
  await en.goto(`${j.baseUrl}#/lqjgcx_index`);
  await en.getByTestId('lookup-examinee-no').locator('input').fill(waiting.account);
  await en.getByTestId('lookup-by-id').click();
  await en.getByTestId('lookup-proof').locator('input').fill(idNumber);
  await en.getByTestId('admit-captcha-image').waitFor();
  await en.getByTestId('admit-captcha').locator('input').fill(enAnswer());
  await en.getByTestId('lookup-submit').click();
  await en.getByTestId('lookup-claim').click();
  await expect.poll(() => en.getByTestId('lookup-password').textContent()).toMatch(/^\S{4}-\S{4}-\S{4}$/);
  await en.screenshot({ path: `${screenshotDir}admissions-lookup-result-en-US.png`, fullPage: true });
});

it('examinee feedback round trip: the examinee asks, the admissions office replies, the examinee reads it', async () => {
  const me = await examinee(2);
  const page = await freshPage('zh-CN');
  await page.goto(`${j.baseUrl}#/zxlqyjyfk_login`);
  await page.getByTestId('examinee-no').locator('input').fill(me.examineeNo);
  await page
    .getByTestId('examinee-id')
    .locator('input')
    .fill(`${me.idNumber.slice(0, 17)}0`);
  await page.getByTestId('examinee-submit').click();
  await expect.poll(() => page.getByTestId('examinee-failure').textContent()).toContain('不正确');
  await page.getByTestId('examinee-id').locator('input').fill(me.idNumber);
  await page.getByTestId('examinee-submit').click();
  await expect.poll(() => hashPath(page)).toBe('/zxlqyjyfk');
  await expect.poll(() => page.getByTestId('examinee-opinion').textContent()).toContain('服从专业调剂');
  await page.getByTestId('examinee-content').locator('textarea').fill('转专业需要参加考试吗？');
  await page.getByTestId('examinee-send').click();
  await expect.poll(() => page.getByTestId('examinee-thread').textContent()).toContain('等待答复');
  await page.screenshot({ path: `${screenshotDir}admissions-feedback-zh-CN.png`, fullPage: true });

  const office = await personPage(j, 'affairsadmin');
  await go(office, j, '/xgxt/lqyjfkgl');
  await office.getByTestId('feedback-item').filter({ hasText: '转专业需要参加考试吗？' }).click();
  await office.getByTestId('feedback-reply').locator('textarea').fill('需要参加学院组织的面试，不考笔试。');
  await office.screenshot({ path: `${screenshotDir}admissions-feedback-reply-zh-CN.png` });
  await office.getByTestId('feedback-send').click();
  await expect
    .poll(() => office.getByTestId('feedback-item').filter({ hasText: '转专业需要参加考试吗？' }).count())
    .toBe(0);

  await page.reload();
  await expect.poll(() => page.getByTestId('examinee-thread').textContent()).toContain('需要参加学院组织的面试');
  await page.getByTestId('examinee-logout').click();
  await expect.poll(() => hashPath(page)).toBe('/zxlqyjyfk_login');
});

it('staff import of a small file shows the report, then imports the valid rows with the progress bar', async () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const office = await personPage(j, 'affairsadmin', locale);
    await go(office, j, '/xgxt/lqmdgl_import');
    const n = locale === 'zh-CN' ? 1 : 2;
    const csv = [
      '考生号,姓名,身份证号,学院,专业,批次',
      `2699000000${n}001,周一,${demoCandidateIdNumber(100 + n, 'male')},计算机与信息工程学院,软件工程,本科批`,
      `2699000000${n}002,吴二,${demoCandidateIdNumber(200 + n, 'female')},经济与管理学院,会计学,本科批`,
      `2699000000${n}003,郑三,110105194912310021,计算机与信息工程学院,软件工程,本科批`,
      `2699000000${n}004,王四,${demoCandidateIdNumber(300 + n, 'male')},计算机与信息工程学院,会计学,本科批`,
    ].join('\r\n');
    await office
      .getByTestId('import-file')
      .setInputFiles({ name: 'admitted.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`) });
    await expect.poll(() => office.getByTestId('import-problem').count()).toBe(2);
    expect(await office.getByTestId('import-report').textContent()).toContain(
      locale === 'zh-CN' ? '该专业不属于所填学院' : 'the major is not in that college',
    );
    await office.screenshot({ path: `${screenshotDir}admissions-import-report-${locale}.png`, fullPage: true });
    await office.getByTestId('import-mode-valid').click();
    await office.getByTestId('import-start').click();
    await expect
      .poll(() => office.getByTestId('import-outcome').textContent())
      .toContain(locale === 'zh-CN' ? '已创建 2 个' : '2 new student accounts');
    await office.screenshot({ path: `${screenshotDir}admissions-import-done-${locale}.png`, fullPage: true });
  }
});

it('briefings, the admissions-service area and the promotional flow render in zh-CN and ja-JP', async () => {
  const reader = await freshPage('zh-CN');
  await reader.goto(`${j.baseUrl}#/yxjb`);
  await reader.getByTestId('briefing-item').first().click();
  await expect.poll(() => reader.getByTestId('briefing-content').textContent()).toContain('录取通知书');
  await reader.screenshot({ path: `${screenshotDir}admissions-briefing-zh-CN.png`, fullPage: true });

  const student = await personPage(j, 'student', 'ja-JP');
  await go(student, j, '/xgxt/zsfwhome');
  await expect.poll(() => student.getByTestId('service-batch').count()).toBe(2);
  await student.screenshot({ path: `${screenshotDir}admissions-service-home-ja-JP.png`, fullPage: true });
  await go(student, j, '/xgxt/zsfwxc?page=2');
  await expect.poll(() => student.getByTestId('promo-page-number').textContent()).toBe('2 / 7');
  await student.screenshot({ path: `${screenshotDir}admissions-promo-ja-JP.png` });
  await student.getByTestId('service-promo').getByRole('button').last().click();
  await expect.poll(() => student.getByTestId('promo-page-number').textContent()).toBe('3 / 7');
  // Sign up for an event of the first batch.
  await go(student, j, '/xgxt/zsfwpclist');
  await student.getByTestId('service-event').first().click();
  await student.getByTestId('service-phone').locator('input').fill('13812345678');
  await student.getByTestId('service-sign-up').click();
  await expect.poll(() => student.getByTestId('service-event-detail').textContent()).toContain('申込済み');
  await student.screenshot({ path: `${screenshotDir}admissions-event-ja-JP.png`, fullPage: true });
});
