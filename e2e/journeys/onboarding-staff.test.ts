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

// A camera that always shows the same QR code: BarcodeDetector and getUserMedia stand-ins (headless
// Chromium on Linux has neither a camera nor the detector), so the desk's camera path runs end to end.
const fakeQrCamera = (code: string) => `(() => {
  window.BarcodeDetector = class {
    static async getSupportedFormats() { return ['qr_code']; }
    async detect() { return [{ rawValue: ${JSON.stringify(code)} }]; }
  };
  const getUserMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const g = canvas.getContext('2d');
    let n = 0;
    setInterval(() => { g.fillStyle = n++ % 2 ? '#000' : '#fff'; g.fillRect(0, 0, 64, 64); }, 100);
    return canvas.captureStream(10);
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
})();`;

it('the desk reads a QR code with the camera where the browser can, and keeps the scan field', async () => {
  const plain = await personPage(j, 'collegeadmin');
  await go(plain, j, '/xgxt/xcyxbl');
  await expect.poll(() => plain.getByTestId('onboarding-onsite').locator('input').count()).toBeGreaterThan(1);
  expect(await plain.getByTestId('qr-camera').count()).toBe(0);

  const desk = await personPage(j, 'collegeadmin');
  await desk.addInitScript(fakeQrCamera('26110101000003'));
  await go(desk, j, '/xgxt/xcyxbl');
  await desk.reload();
  const camera = desk.getByTestId('qr-camera');
  await camera.getByRole('button', { name: '用摄像头扫码' }).click();
  const card = desk.getByTestId('onsite-result');
  await expect.poll(() => card.count()).toBe(1);
  expect(await card.textContent()).toContain('26110101000003');
  await expect.poll(() => camera.locator('video').count()).toBe(0);
  await desk.screenshot({ path: `${screenshotDir}onboarding-staff-camera.png`, fullPage: true });
});

it('the review overview lists every queue and refreshes its counts on focus', async () => {
  const office = await personPage(j, 'affairsadmin');
  await go(office, j, '/xgxt/yx_reviews');
  const hub = office.getByTestId('onboarding-review-hub');
  await expect.poll(() => hub.getByTestId('review-queue').count()).toBe(9);
  const dayQueue = hub.locator('[data-kind="dayStudent"]');
  await expect.poll(() => dayQueue.textContent()).toMatch(/0$/);

  const db = j.t.app.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenantId'])
    .where('account', '=', '2025010102')
    .executeTakeFirstOrThrow();
  const now = new Date();
  await sql`insert into onboarding_submissions (tenant_id, id, user_id, step_key, data, status, submitted_at, updated_at)
    values (${user.tenantId}, ${randomUUID()}, ${user.id}, 'dayStudent',
      ${JSON.stringify({ address: '本市', distanceKm: 3, guardianName: '家长', guardianMobile: '13800001111', reason: '家近', attachments: [] })}::jsonb,
      'submitted', ${now}, ${now})`.execute(db);
  // Coming back to the tab (the browser fires visibilitychange at the document; it bubbles to window).
  await office.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect.poll(() => dayQueue.textContent()).toMatch(/1$/);
  await office.screenshot({ path: `${screenshotDir}onboarding-staff-review-hub.png`, fullPage: true });
  await dayQueue.click();
  await expect.poll(() => office.url()).toMatch(/#\/xgxt\/xszdsh$/);
});

it('the affairs office switches a step off and the setting is saved for the school', async () => {
  const office = await personPage(j, 'affairsadmin');
  await go(office, j, '/xgxt/wsyxhjgl');
  const page = office.getByTestId('onboarding-steps-manage');
  const enlistment = page.locator('[data-testid="step-setting"][data-key="enlistment"]');
  await expect.poll(() => enlistment.count()).toBe(1);
  await enlistment.getByRole('switch', { name: '入伍申报 启用' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => office.locator('.adm-toast-main').textContent()).toContain('已保存');
  await office.screenshot({ path: `${screenshotDir}onboarding-staff-steps.png`, fullPage: true });
  const row = await sql<{ enabled: boolean }>`select s.enabled from onboarding_steps s
    join tenants t on t.id = s.tenant_id where t.code = 'demo' and s.key = 'enlistment'`.execute(j.t.app.db);
  expect(row.rows[0]?.enabled).toBe(false);

  const counsellor = await personPage(j, 'counsellor');
  await go(counsellor, j, '/xgxt/wsyxhjgl');
  await expect.poll(() => counsellor.textContent('body')).toContain('只有学生处和学校管理员可以修改迎新环节');
  expect(await counsellor.getByRole('button', { name: '保存' }).count()).toBe(0);
});
