import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage } from './workflow-helpers.ts';

// Dorm management (ssgl) in the browser: the dorm office reviews the demo university's registered
// violation (dismissed with a reason) on /ssgl/violationReview, and the student reads the outcome on
// studentLive.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('the dorm office dismisses a violation with a reason; the student sees it on their dorm page', async () => {
  const [office, student] = await Promise.all([personPage(j, 'affairsadmin'), personPage(j, '2024010005')]);
  await go(office, j, '/ssgl/violationReview');
  const row = office.getByTestId('dorm-review-row').filter({ hasText: '电热锅' });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain('待审核');
  await office.screenshot({ path: `${screenshotDir}ssgl-violation-review.png`, fullPage: true });

  // A blank reason is refused by the server (6040605) and nothing changes.
  await row.getByTestId('dorm-review-dismiss').click();
  await office.locator('.adm-dialog-button-bold').click();
  await expect.poll(() => office.locator('.adm-toast-main').textContent()).toContain('理由');
  await expect.poll(() => office.locator('.adm-dialog').count()).toBe(0);
  expect(await office.getByTestId('dorm-review-row').filter({ hasText: '电热锅' }).textContent()).toContain('待审核');

  await office.getByTestId('dorm-review-row').filter({ hasText: '电热锅' }).getByTestId('dorm-review-dismiss').click();
  await office.locator('.adm-dialog textarea').fill('电热锅为宿管代存物品，不属违章使用');
  await office.screenshot({ path: `${screenshotDir}ssgl-violation-dismiss.png` });
  await office.locator('.adm-dialog-button-bold').click();
  // Reviewed rows leave the waiting tab and appear under 不予认定.
  await expect.poll(() => office.getByTestId('dorm-review-row').filter({ hasText: '电热锅' }).count()).toBe(0);
  await office.locator('.adm-capsule-tabs-tab').filter({ hasText: '不予认定' }).click();
  await expect
    .poll(() => office.getByTestId('dorm-review-row').filter({ hasText: '电热锅' }).textContent())
    .toContain('代存物品');

  // The registration list (reviewNotRules) shows the outcome too.
  await go(office, j, '/xgxt/reviewNotRules');
  await expect
    .poll(() => office.getByTestId('dorm-violation-row').filter({ hasText: '电热锅' }).textContent())
    .toContain('不予认定 · 理由：电热锅为宿管代存物品');

  await go(student, j, '/xgxt/studentLive');
  const mine = student.getByTestId('dorm-my-violation');
  await expect.poll(() => mine.first().getAttribute('data-status')).toBe('dismissed');
  expect(await mine.first().textContent()).toContain('理由：电热锅为宿管代存物品');
  await student.screenshot({ path: `${screenshotDir}ssgl-my-violations.png`, fullPage: true });
});

it('the dorm office sees repairs across buildings with counts per status and a chart per building', async () => {
  const office = await personPage(j, 'affairsadmin');
  await go(office, j, '/ssgl/dormRecords');
  await office.getByTestId('dorm-ssgl-kind').locator('.adm-selector-item').filter({ hasText: '报修' }).click();
  await expect.poll(() => office.getByTestId('dorm-ssgl-row').count()).toBeGreaterThan(0);
  // The tabs carry the counts: the demo university has one open and one finished repair.
  const doneTab = office.locator('.adm-capsule-tabs-tab').filter({ hasText: '已完成' });
  await expect.poll(() => doneTab.textContent()).toMatch(/已完成 [1-9]/);
  await expect.poll(() => office.locator('.cf-bar-row').count()).toBeGreaterThan(0);
  await office.screenshot({ path: `${screenshotDir}ssgl-records-repair.png`, fullPage: true });
  await doneTab.click();
  await expect
    .poll(async () => (await office.getByTestId('dorm-ssgl-row').allTextContents()).every((x) => x.includes('已完成')))
    .toBe(true);
  // An end before the start is flagged on the page and not sent.
  await office.locator('.dorm-ssgl-range input').first().fill('2026-12-01');
  await office.locator('.dorm-ssgl-range input').last().fill('2026-11-01');
  await expect.poll(() => office.locator('.dorm-ssgl-error').count()).toBe(1);
});

it('on a 360-px phone the seven kinds sit in one sideways row; violation reports list and count by type', async () => {
  const office = await personPage(j, 'affairsadmin');
  await office.setViewportSize({ width: 360, height: 760 });
  await go(office, j, '/ssgl/dormRecords');
  const selector = office.getByTestId('dorm-ssgl-kind');
  const kinds = selector.locator('.adm-selector-item');
  await expect.poll(() => kinds.count()).toBe(7);
  // One row of buttons, not a block of three rows: the row scrolls, the page does not.
  const first = await kinds.first().boundingBox();
  expect((await selector.boundingBox())?.height ?? 0).toBeLessThan((first?.height ?? 0) * 1.5);
  expect(await selector.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await kinds.filter({ hasText: '违纪登记' }).click();
  // The demo university's violation report (a prohibited appliance), with its review status tabs.
  const row = office.getByTestId('dorm-ssgl-row').filter({ hasText: '违章电器' });
  await expect.poll(() => row.count()).toBeGreaterThan(0);
  expect(await row.first().textContent()).toMatch(/待审核|已认定|不予认定/);
  await expect
    .poll(() => office.locator('.adm-capsule-tabs-tab').allTextContents())
    .toEqual(expect.arrayContaining([expect.stringMatching(/^待审核 \d+$/), expect.stringMatching(/^不予认定 \d+$/)]));
  await office.screenshot({ path: `${screenshotDir}ssgl-records-violation-360.png`, fullPage: true });
  await office.getByTestId('dorm-ssgl-stats-link').click();
  await expect.poll(() => office.url()).toContain('/ssgl/dormRecordsStats?kind=violation');
  // Opened on a later kind, the row has scrolled to show it.
  const statsKinds = office.getByTestId('dorm-ssgl-stats-kind');
  await expect
    .poll(async () => {
      const row = await statsKinds.boundingBox();
      const chosen = await statsKinds.locator('.adm-selector-item-active').boundingBox();
      return Boolean(row && chosen && chosen.x >= row.x && chosen.x + chosen.width <= row.x + row.width + 1);
    })
    .toBe(true);
  expect(await statsKinds.locator('.adm-selector-item-active').textContent()).toBe('违纪登记');
  await office.getByTestId('dorm-ssgl-stats-by').locator('.adm-selector-item').filter({ hasText: '违纪类型' }).click();
  const figures = office.getByTestId('dorm-ssgl-stats-figures');
  await expect.poll(() => figures.locator('h2').textContent()).toBe('违纪登记：按违纪类型统计');
  await expect
    .poll(() => office.getByTestId('dorm-ssgl-stats-table').locator('tbody').textContent())
    .toContain('违章电器');
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await office.screenshot({ path: `${screenshotDir}ssgl-records-stats-violation-360.png`, fullPage: true });
});

it('the dorm office opens the repair statistics from the records page: chart, table with total, files', async () => {
  const office = await personPage(j, 'affairsadmin');
  await go(office, j, '/ssgl/dormRecords');
  await office.getByTestId('dorm-ssgl-kind').locator('.adm-selector-item').filter({ hasText: '报修' }).click();
  await office.getByTestId('dorm-ssgl-stats-link').click();
  await expect.poll(() => office.url()).toContain('/ssgl/dormRecordsStats?kind=repair');
  const figures = office.getByTestId('dorm-ssgl-stats-figures');
  await expect.poll(() => figures.locator('.cf-bar-row').count()).toBeGreaterThan(0);
  await expect.poll(() => office.getByTestId('dorm-ssgl-stats-total').textContent()).toMatch(/^[1-9]\d*$/);
  // By repair category: one bar and one table line per category, labelled in the reader's language.
  await office.getByTestId('dorm-ssgl-stats-by').locator('.adm-selector-item').filter({ hasText: '报修类别' }).click();
  await expect.poll(() => figures.locator('h2').textContent()).toBe('报修：按报修类别统计');
  const bars = await figures.locator('.cf-bar-row').count();
  expect(bars).toBeGreaterThan(0);
  expect(await office.getByTestId('dorm-ssgl-stats-table').locator('tbody tr').count()).toBe(bars);
  await office.screenshot({ path: `${screenshotDir}ssgl-records-stats.png`, fullPage: true });
  const [xlsx] = await Promise.all([
    office.waitForEvent('download'),
    office.getByTestId('dorm-ssgl-stats-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('dorm-repair-statistics.xlsx');
  const [csv] = await Promise.all([
    office.waitForEvent('download'),
    office.getByTestId('dorm-ssgl-stats-export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toBe('dorm-repair-statistics.csv');
  const text = await readFile((await csv.path()) as string, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('类别,记录数,人数');
  // An end before the start is named on the page and not asked of the server.
  await office.locator('.dorm-ssgl-range input').first().fill('2026-12-01');
  await office.locator('.dorm-ssgl-range input').last().fill('2026-11-01');
  await expect.poll(() => office.locator('.dorm-ssgl-error').count()).toBe(1);
  expect(await figures.count()).toBe(0);
});

it('model rooms: the office proposes from the ranking, withdraws one, publishes; the room sees the badge', async () => {
  const [office, student] = await Promise.all([personPage(j, 'affairsadmin'), personPage(j, 'student')]);
  await go(student, j, '/xgxt/studentLive');
  const place = (await student.getByTestId('dorm-place').textContent()) ?? '';
  const [, building, room] = /^(.+?) (\S+) 室/.exec(place) ?? [];
  expect(room).toBeTruthy();

  await go(office, j, '/ssgl/civilisedRooms');
  await office.getByTestId('dorm-award-propose').click();
  const candidates = office.getByTestId('dorm-award-candidates').locator('.adm-list-item');
  await expect.poll(() => candidates.count()).toBeGreaterThan(2);
  await candidates
    .filter({ hasText: `${building} ${room}` })
    .locator('.adm-checkbox')
    .click();
  await candidates
    .filter({ hasNotText: `${building} ${room}` })
    .first()
    .locator('.adm-checkbox')
    .click();
  await office.screenshot({ path: `${screenshotDir}ssgl-award-propose.png`, fullPage: true });
  await office.getByTestId('dorm-award-submit').click();

  await expect.poll(() => office.getByTestId('dorm-award-row').count()).toBe(2);
  await office
    .getByTestId('dorm-award-row')
    .filter({ hasNotText: `${building} ${room}` })
    .getByTestId('dorm-award-withdraw')
    .click();
  await expect.poll(() => office.getByTestId('dorm-award-row').count()).toBe(1);
  await office.getByTestId('dorm-award-publish').click();
  await office.locator('.adm-dialog-button-bold').click();
  await expect.poll(() => office.getByTestId('dorm-award-row').first().textContent()).toContain('已发布');
  await expect.poll(() => office.locator('.cf-bar-row').count()).toBe(1);
  await expect.poll(() => office.locator('.adm-toast-main, .adm-dialog').count()).toBe(0);
  await office.screenshot({ path: `${screenshotDir}ssgl-awards.png`, fullPage: true });

  await go(student, j, '/xgxt/studentLive');
  await expect
    .poll(() => student.getByTestId('dorm-award-badge').first().textContent())
    .toMatch(/^文明宿舍 · \d{4}-\d{4}-[12]$/);
  await student.screenshot({ path: `${screenshotDir}ssgl-award-badge.png`, fullPage: true });
});

it('the ssgl pages fit a phone in en-US and ja-JP', async () => {
  const screens = [
    ['en-US', 'affairsadmin', '/ssgl/violationReview', 'dorm-violation-review', 'Violation review'],
    ['en-US', 'affairsadmin', '/ssgl/dormRecords', 'dorm-ssgl-records', 'Dorm records'],
    ['en-US', 'affairsadmin', '/ssgl/dormRecordsStats', 'dorm-ssgl-stats', 'Dorm record statistics'],
    ['en-US', 'affairsadmin', '/ssgl/civilisedRooms', 'dorm-awards', 'Model rooms'],
    ['ja-JP', 'affairsadmin', '/ssgl/violationReview', 'dorm-violation-review', '寮則違反の確認'],
    ['ja-JP', 'affairsadmin', '/ssgl/dormRecords', 'dorm-ssgl-records', '寮の記録'],
    ['ja-JP', 'affairsadmin', '/ssgl/dormRecordsStats', 'dorm-ssgl-stats', '寮の記録の統計'],
    ['ja-JP', 'affairsadmin', '/ssgl/civilisedRooms-add', 'dorm-award-candidates', '模範居室の推薦'],
  ] as const;
  const pages = new Map<string, Awaited<ReturnType<typeof personPage>>>();
  for (const [locale, account, path, testId, title] of screens) {
    const key = `${locale} ${account}`;
    const page = pages.get(key) ?? (await personPage(j, account, locale));
    pages.set(key, page);
    await go(page, j, path);
    await expect.poll(() => page.getByTestId(testId).isVisible(), { message: path }).toBe(true);
    await expect.poll(() => page.locator('h1').first().textContent(), { message: path }).toBe(title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    await page.screenshot({
      path: `${screenshotDir}ssgl-${locale}-${testId.replace('dorm-', '')}.png`,
      fullPage: true,
    });
  }
});
