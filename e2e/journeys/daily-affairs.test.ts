import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage } from './workflow-helpers.ts';

// Daily affairs in the browser: the counsellor 张老师 looks at the open holiday (demo: 2027年元旦) and
// its not-registered students; the student 李明 registers leaving for the holiday and checks in for
// the day; the counsellor's not-registered count shrinks by one and the day's statistics count him.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

function localDate(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function figure(page: Page, name: string): Promise<number> {
  const text = await page.getByTestId('whereabouts-figures').locator(`[data-figure="${name}"] strong`).textContent();
  return Number(text);
}

it('a student registers the holiday and checks in; the counsellor sees the not-registered list shrink', async () => {
  const [student, counsellor] = await Promise.all([personPage(j, 'student'), personPage(j, 'counsellor')]);

  await go(counsellor, j, '/xgxt/jjrlfxCheck');
  await expect.poll(() => counsellor.getByTestId('whereabouts-figures').isVisible()).toBe(true);
  const missingBefore = await figure(counsellor, 'missing');
  const registeredBefore = await figure(counsellor, 'registered');
  expect(missingBefore).toBeGreaterThan(0);
  await expect.poll(() => counsellor.getByTestId('whereabouts-missing').count()).toBeGreaterThan(0);
  await counsellor.screenshot({ path: `${screenshotDir}daily-whereabouts-check.png`, fullPage: true });

  await go(student, j, '/xgxt/jjrlfxQxdj');
  const form = student.getByTestId('whereabouts-register');
  await expect.poll(() => form.isVisible()).toBe(true);
  await expect.poll(() => form.textContent()).toContain('未登记');
  await form.locator('.adm-form-item').filter({ hasText: '省份' }).locator('input').fill('浙江省');
  await form.locator('.adm-form-item').filter({ hasText: '城市' }).locator('input').fill('杭州市');
  await form.locator('.adm-form-item').filter({ hasText: '离校日期' }).locator('input').fill(localDate(19));
  await form.locator('.adm-form-item').filter({ hasText: '返校日期' }).locator('input').fill(localDate(22));
  await form.locator('.adm-form-item').filter({ hasText: '联系电话' }).locator('input').fill('13800001111');
  await student.screenshot({ path: `${screenshotDir}daily-whereabouts-register.png`, fullPage: true });
  await student.getByTestId('whereabouts-submit').click();
  await expect.poll(() => form.textContent()).toContain('已登记');
  await student.screenshot({ path: `${screenshotDir}daily-whereabouts-registered.png`, fullPage: true });

  await go(student, j, '/xgxt/qxjglYqdk');
  await expect.poll(() => student.getByTestId('health-temperature').isVisible()).toBe(true);
  await student.getByTestId('health-temperature').locator('input').fill('36.6');
  await student.screenshot({ path: `${screenshotDir}daily-health-check-in.png`, fullPage: true });
  await student.getByTestId('health-submit').click();
  await expect.poll(() => student.getByTestId('health-done').isVisible()).toBe(true);
  await expect.poll(() => student.getByTestId('health-done').textContent()).toContain('36.6');
  await student.screenshot({ path: `${screenshotDir}daily-health-done.png`, fullPage: true });

  await go(counsellor, j, '/xgxt/jjrlfxCheck');
  await expect.poll(() => figure(counsellor, 'registered')).toBe(registeredBefore + 1);
  expect(await figure(counsellor, 'missing')).toBe(missingBefore - 1);
  await counsellor.screenshot({ path: `${screenshotDir}daily-whereabouts-check-after.png`, fullPage: true });

  await go(counsellor, j, '/xgxt/yqdk_mrtj');
  await expect.poll(() => counsellor.getByTestId('health-daily').textContent()).toContain('计科2401班');
  await counsellor.screenshot({ path: `${screenshotDir}daily-health-daily.png`, fullPage: true });
  // The day's figures as a file through the shared statistics export: BOM, the counsellor's classes only.
  const [csv] = await Promise.all([
    counsellor.waitForEvent('download'),
    counsellor.getByTestId('health-export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^health-check-in-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('计科2401班');
  expect(text).not.toContain('经济');

  await go(counsellor, j, '/xgxt/yygl');
  await expect.poll(() => counsellor.getByTestId('seal-card').count()).toBeGreaterThan(0);
  await counsellor.screenshot({ path: `${screenshotDir}daily-seals-manage.png`, fullPage: true });
});
