import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage } from './workflow-helpers.ts';

// The staff side of onboarding in the browser: the affairs office watches the arrival rate, the college
// administrator (刘院长) registers a new student at the on-site desk by scanning the exam candidate no.,
// the rate moves; then approves a student-loan declaration from the zxdksh queue.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

const arrivalRing = (page: Page) =>
  page.getByTestId('onboarding-stats').locator('svg[role="img"]').first().getAttribute('aria-label');

it('staff see the rates, register a student on site, and the rates move', async () => {
  const [office, desk] = await Promise.all([personPage(j, 'affairsadmin'), personPage(j, 'collegeadmin')]);
  await go(office, j, '/xgxt/qxyxtj');
  await expect.poll(() => arrivalRing(office)).toMatch(/^报到率: 0% \(0 \/ \d+\)$/);
  const before = (await arrivalRing(office)) ?? '';
  await office.screenshot({ path: `${screenshotDir}onboarding-staff-stats.png`, fullPage: true });

  await go(desk, j, '/xgxt/xcyxbl');
  const scan = desk.getByTestId('onboarding-onsite').locator('input[aria-label="扫码或输入考生号"]');
  await scan.fill('26110101000002');
  await scan.press('Enter');
  const card = desk.getByTestId('onsite-result');
  await expect.poll(() => card.count()).toBe(1);
  await desk.screenshot({ path: `${screenshotDir}onboarding-staff-onsite.png`, fullPage: true });
  await card.getByRole('button', { name: '报到并注册' }).click();
  await expect.poll(() => desk.locator('.adm-toast-main').textContent()).toContain('已报到注册');
  await expect.poll(() => card.getByRole('button', { name: '已注册' }).isDisabled()).toBe(true);

  // xcyxbl_fpss: the same desk gives the student a bed.
  await card.getByRole('button', { name: '分配床位' }).click();
  const beds = desk.getByTestId('onboarding-bed-assign');
  await expect.poll(() => beds.locator('.yx-staff-beds .adm-button').count()).toBeGreaterThan(0);
  await desk.screenshot({ path: `${screenshotDir}onboarding-staff-bed.png`, fullPage: true });
  await beds.locator('.yx-staff-beds .adm-button').first().click();
  await desk.locator('.adm-dialog').getByRole('button', { name: '确认分配' }).click();
  await expect.poll(() => beds.locator('.adm-list-item').first().textContent()).toMatch(/号床$/);

  await go(office, j, '/xgxt/qxyxtj');
  await expect.poll(() => arrivalRing(office)).not.toBe(before);
  expect(await arrivalRing(office)).toMatch(/^报到率: [\d.]+% \(1 \/ \d+\)$/);
  await office.screenshot({ path: `${screenshotDir}onboarding-staff-stats-moved.png`, fullPage: true });
});

it('a reviewer approves a student-loan declaration', async () => {
  const db = j.t.app.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenantId'])
    .where('account', '=', '2025010103')
    .executeTakeFirstOrThrow();
  const { name } = await db
    .selectFrom('employees')
    .select('name')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  const now = new Date();
  await sql`insert into onboarding_submissions (tenant_id, id, user_id, step_key, data, status, submitted_at, updated_at)
    values (${user.tenantId}, ${randomUUID()}, ${user.id}, 'studentLoan',
      ${JSON.stringify({ kind: 'homeCounty', receiptCode: 'HC2026-0001', amount: 12000, attachments: [] })}::jsonb,
      'submitted', ${now}, ${now})`.execute(db);

  const reviewer = await personPage(j, 'collegeadmin');
  await go(reviewer, j, '/xgxt/zxdksh');
  const queue = reviewer.getByTestId('onboarding-review-loan');
  const mine = queue.locator('.adm-list-item', { hasText: name });
  await expect.poll(() => mine.count()).toBe(1);
  await reviewer.screenshot({ path: `${screenshotDir}onboarding-staff-review-list.png`, fullPage: true });
  await mine.locator('.adm-list-item-content-main').click();
  const detail = reviewer.getByTestId('onboarding-review-detail');
  await expect.poll(() => detail.textContent()).toContain('生源地助学贷款');
  await reviewer.screenshot({ path: `${screenshotDir}onboarding-staff-review-detail.png`, fullPage: true });
  await detail.getByRole('button', { name: '通过' }).click();
  await reviewer.locator('.adm-dialog').getByRole('button', { name: '通过' }).click();
  await expect.poll(() => reviewer.url()).toMatch(/#\/xgxt\/zxdksh$/);
  await expect.poll(() => queue.locator('.adm-list-item', { hasText: name }).count()).toBe(0);
  const row = await sql<{ status: string }>`select status from onboarding_submissions
    where user_id = ${user.id} and step_key = 'studentLoan'`.execute(db);
  expect(row.rows[0]?.status).toBe('approved');
});

it('shows the statistics in English and Japanese on a phone', async () => {
  for (const [locale, title, rate] of [
    ['en-US', 'School onboarding statistics', 'Arrival rate'],
    ['ja-JP', '全学の受け入れ統計', '到着受付率'],
  ] as const) {
    const office = await personPage(j, 'affairsadmin', locale);
    await go(office, j, '/xgxt/qxyxtj');
    await expect.poll(() => arrivalRing(office)).toContain(rate);
    expect(await office.textContent('body')).toContain(title);
    await office.screenshot({ path: `${screenshotDir}onboarding-staff-stats-${locale}.png`, fullPage: true });
  }
});
