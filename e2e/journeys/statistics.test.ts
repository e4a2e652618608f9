import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage } from './workflow-helpers.ts';

// The leave statistics pages (rcswQjtj, rcswXjtj, qxjTj) on the demo university's leaves: the
// student-affairs office filters by college, reads the chart and its table, and exports CSV and XLSX.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('a teacher opens rcswQjtj, filters by college, sees the chart and exports', async () => {
  const page = await personPage(j, 'affairsadmin');
  await go(page, j, '/xgxt/rcswQjtj');
  const filters = page.getByTestId('stats-filters');
  await filters.waitFor();
  // Across the whole school the chart groups by college.
  const place = page.getByTestId('stats-by-place');
  await expect.poll(() => place.locator('.cf-bar-row').count()).toBeGreaterThan(0);
  await expect.poll(() => place.locator('caption').first().textContent()).toContain('各学院');
  await page.screenshot({ path: `${screenshotDir}stats-leave-school.png`, fullPage: true });

  await filters.getByLabel('学院').selectOption({ label: '计算机与信息工程学院' });
  // Within one college it groups by class; the demo leaves are those of 计科2402班.
  await expect.poll(() => place.locator('caption').first().textContent()).toContain('各班级');
  await expect.poll(() => place.locator('.leave-stats-table').textContent()).toContain('计科2402班');
  await expect.poll(() => page.getByTestId('stats-headline').textContent()).toMatch(/人次\d+/);
  await page.screenshot({ path: `${screenshotDir}stats-leave-college.png`, fullPage: true });
  // The month chart sits below the fold: scroll to it and check it is drawn.
  const months = page.locator('figure').filter({ hasText: '2026' }).last();
  await months.scrollIntoViewIfNeeded();
  await expect.poll(() => months.locator('.cf-bar-row').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}stats-leave-months.png` });

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export-csv').click()]);
  expect(csv.suggestedFilename()).toBe('leave-statistics.csv');
  const text = await readFile((await csv.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('计科2402班');
  expect(text).not.toContain('经济');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toBe('leave-statistics.xlsx');

  // A range that ends before it starts is named on the page instead of asked of the server.
  await filters.getByLabel('开始日期').fill('2026-12-31');
  await filters.getByLabel('结束日期').fill('2026-12-01');
  await expect.poll(() => page.getByText('结束日期不能早于开始日期').count()).toBeGreaterThan(0);
});

it('report-back and combined statistics show their charts and tables', async () => {
  const page = await personPage(j, 'counsellor');
  await go(page, j, '/xgxt/rcswXjtj');
  await page.getByTestId('stats-filters').waitFor();
  await expect.poll(() => page.locator('.leave-stats-table, .adm-error-block').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}stats-report-back.png`, fullPage: true });
  await go(page, j, '/xgxt/qxjTj');
  await expect.poll(() => page.locator('.leave-stats-table').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}stats-summary.png`, fullPage: true });

  const en = await personPage(j, 'collegeadmin', 'en-US');
  await go(en, j, '/xgxt/rcswQjtj');
  await expect
    .poll(() => en.getByTestId('stats-by-place').locator('caption').first().textContent())
    .toContain('by class');
  await en.screenshot({ path: `${screenshotDir}stats-leave-en-US.png`, fullPage: true });
});
