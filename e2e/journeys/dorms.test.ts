import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, openTodo, personPage } from './workflow-helpers.ts';

// Room change end to end: the student picks a free bed on changingDormitory, the counsellor and the
// dorm office (affairs office) approve from their to-do lists, and studentLive shows the new bed.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('student applies to change room, both approve, the occupancy moves', async () => {
  const [student, counsellor, office] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'affairsadmin'),
  ]);
  await go(student, j, '/xgxt/studentLive');
  const before = await student.getByTestId('dorm-place').textContent();
  expect(before).toMatch(/号床$/);
  await student.screenshot({ path: `${screenshotDir}dorm-mine.png`, fullPage: true });

  await go(student, j, '/xgxt/changingDormitory');
  await student.locator('.adm-collapse-panel-header').first().click();
  const bed = student.getByTestId('dorm-free-bed').first();
  const label = (await bed.textContent())?.trim() ?? '';
  const [, building, room, bedNo] = /^(.+?) (\S+) 室 (\S+) 号床$/.exec(label) ?? [];
  expect(building).toBeTruthy();
  await bed.click();
  await student.getByTestId('dorm-reason').locator('textarea').fill('作息时间不同，想换到同班同学的房间');
  await student.screenshot({ path: `${screenshotDir}dorm-change.png`, fullPage: true });
  await student.getByTestId('dorm-change-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');

  const subject = `李明的调宿申请：${building} ${room} ${bedNo}号床`;
  for (const approver of [counsellor, office]) {
    await openTodo(approver, j, subject);
    await approver.getByTestId('action-agree').click();
    await expect.poll(() => approver.url()).toContain('#/bpmn/pending/index');
  }

  await go(student, j, '/xgxt/studentLive');
  await expect.poll(() => student.getByTestId('dorm-place').textContent()).toBe(label);
  await student.screenshot({ path: `${screenshotDir}dorm-moved.png`, fullPage: true });
  const queries: string[] = [];
  office.on('request', (r) => {
    if (r.url().includes('/dorms/occupancy/query')) queries.push(r.postData() ?? '');
  });
  await go(office, j, '/xgxt/studentOccupancy');
  await expect.poll(() => office.getByTestId('dorm-occupancy').textContent()).toContain('1号楼');
  await office.locator('.adm-search-bar input').fill('李明');
  await office.locator('.adm-search-bar input').press('Enter');
  await expect.poll(() => queries.some((q) => q.includes('李明'))).toBe(true);
  await expect
    .poll(() => office.getByTestId('dorm-occupancy').locator('.adm-list-item').last().textContent())
    .toContain(label);
});

it('an approved move-out frees the bed: the occupancy no longer lists the student', async () => {
  const [student, counsellor, college, office] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'collegeadmin'),
    personPage(j, 'affairsadmin'),
  ]);
  await go(student, j, '/xgxt/studentLive');
  const place = ((await student.getByTestId('dorm-place').textContent()) ?? '').trim();
  await go(student, j, '/xgxt/checkOut');
  await student.getByTestId('dorm-move-out-date').fill('2026-12-31');
  await student.getByTestId('dorm-move-out-reason').locator('textarea').fill('下学期校外实习');
  await student.getByTestId('dorm-move-out-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');
  const subject = `李明的退宿申请：${place.replace(/ 室 /, ' ').replace(/ 号床$/, '号床')}`;
  for (const approver of [counsellor, college, office]) {
    await openTodo(approver, j, subject);
    await approver.getByTestId('action-agree').click();
    await expect.poll(() => approver.url()).toContain('#/bpmn/pending/index');
  }
  await go(office, j, '/xgxt/studentOccupancy');
  await expect.poll(() => office.getByTestId('dorm-occupancy').locator('.adm-list-item').count()).toBeGreaterThan(3);
  await office.locator('.adm-search-bar input').fill('李明');
  await office.locator('.adm-search-bar input').press('Enter');
  await expect.poll(() => office.locator('.paged-list-state').textContent()).toBe('没有找到入住记录');
  await office.screenshot({ path: `${screenshotDir}dorm-occupancy-freed.png`, fullPage: true });
  await go(student, j, '/xgxt/studentLive');
  await expect.poll(() => student.getByTestId('dorm-move-in').isVisible()).toBe(true);
  // The description says what to do next; it must not say the title ("no bed yet") again.
  const title = (await student.locator('.adm-error-block-description-title').textContent()) ?? '';
  expect(title).toBe('你还没有分配床位');
  expect(await student.locator('.adm-error-block-description-subtitle').textContent()).not.toContain('没有床位');
  await student.screenshot({ path: `${screenshotDir}dorm-not-housed.png`, fullPage: true });
});

/** A 1×1 PNG: the repair photo. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it('repair round trip: report with a photo, the dorm office works it to done, the student rates it', async () => {
  const [student, office] = await Promise.all([personPage(j, '2024010002'), personPage(j, 'affairsadmin')]);
  await go(student, j, '/xgxt/reportRepair');
  await student.getByTestId('dorm-repair-new').click();
  // Urgent: the dorm office's list puts it on top (above the demo university's open request).
  await student.locator('.adm-popup .adm-selector-item').filter({ hasText: '紧急' }).click();
  await student.getByTestId('dorm-repair-description').locator('textarea').fill('阳台水龙头漏水');
  await student
    .getByTestId('dorm-repair-photo')
    .setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: tinyPng });
  await expect.poll(() => student.locator('.adm-popup .dorm-thumb').count()).toBe(1);
  await student.screenshot({ path: `${screenshotDir}dorm-repair-new.png` });
  await student.getByTestId('dorm-repair-submit').click();
  await expect.poll(() => student.getByTestId('dorm-repair-row').first().textContent()).toContain('已报修');

  await go(office, j, '/ssgl/repairManage');
  for (const status of ['已派单', '维修中', '已完成']) {
    await office.getByTestId('dorm-repair-advance').first().click();
    await office.locator('.adm-dialog-button-bold').click();
    await expect.poll(() => office.getByTestId('dorm-repair-row').first().textContent()).toContain(status);
  }
  await expect.poll(() => office.locator('.adm-dialog').count()).toBe(0);
  await office.screenshot({ path: `${screenshotDir}dorm-repair-manage.png`, fullPage: true });

  await go(student, j, '/xgxt/reportRepair');
  await student.getByTestId('dorm-repair-rate').click();
  await student.locator('.adm-dialog-button-bold').click();
  await expect.poll(() => student.getByTestId('dorm-repair-row').first().textContent()).toContain('已评价');
  await expect.poll(() => student.locator('.adm-dialog').count()).toBe(0);
  await student.screenshot({ path: `${screenshotDir}dorm-repair-rated.png`, fullPage: true });
});

it('the other dorm pages open for their roles', async () => {
  const [student, office] = await Promise.all([personPage(j, '2024010003'), personPage(j, 'affairsadmin')]);
  for (const [path, testId, shot] of [
    ['/xgxt/outsideLive', 'dorm-outside', 'dorm-outside'],
    ['/xgxt/stayOvernight', 'dorm-holiday', 'dorm-holiday'],
  ] as const) {
    await go(student, j, path);
    await expect.poll(() => student.getByTestId(testId).isVisible()).toBe(true);
    await student.screenshot({ path: `${screenshotDir}${shot}.png`, fullPage: true });
  }
  await go(office, j, '/xgxt/inspectionExamine');
  await office.locator('.adm-selector-item').first().click();
  await expect
    .poll(() => office.getByTestId('dorm-inspection-rooms').locator('.adm-selector-item').count())
    .toBeGreaterThan(0);
  await office.getByTestId('dorm-inspection-rooms').locator('.adm-selector-item').first().click();
  await office.screenshot({ path: `${screenshotDir}dorm-inspection-form.png`, fullPage: true });
  await office.getByTestId('dorm-inspection-save').click();
  await expect
    .poll(() => office.getByTestId('dorm-inspection-row').first().textContent())
    .toContain(new Date().toISOString().slice(0, 10));
  await office.screenshot({ path: `${screenshotDir}dorm-inspections.png`, fullPage: true });
  await go(office, j, '/xgxt/notrulesExamine-add');
  await office.getByTestId('dorm-violation-student').locator('input').fill('2024010003');
  await office.getByTestId('dorm-violation-student').locator('input').press('Enter');
  await office.getByTestId('dorm-violation-student-option').first().click();
  await office.getByTestId('dorm-violation-description').locator('textarea').fill('23:40 回宿舍');
  await office.getByTestId('dorm-violation-save').click();
  await expect.poll(() => office.getByTestId('dorm-violation-row').first().textContent()).toContain('23:40 回宿舍');
  await office.screenshot({ path: `${screenshotDir}dorm-violations.png`, fullPage: true });
  await go(office, j, '/ssgl/abnormalReport-add');
  await office.locator('.adm-selector-item').first().click();
  await office.getByTestId('dorm-abnormal-description').locator('textarea').fill('3 楼走廊灭火器缺失');
  await office.getByTestId('dorm-abnormal-save').click();
  await expect.poll(() => office.getByTestId('dorm-abnormal-row').count()).toBe(1);
  await office.getByTestId('dorm-abnormal-handle').click();
  await office.locator('.adm-dialog textarea').fill('已补充灭火器');
  await office.locator('.adm-dialog-button-bold').click();
  await expect.poll(() => office.getByTestId('dorm-abnormal-row').first().textContent()).toContain('已补充灭火器');
  await expect.poll(() => office.locator('.adm-dialog').count()).toBe(0);
  await office.screenshot({ path: `${screenshotDir}dorm-abnormal.png`, fullPage: true });
  await go(office, j, '/ssgl/inspectionRanking');
  await expect.poll(() => office.getByTestId('dorm-red-flag').count()).toBeGreaterThan(0);
  await office.screenshot({ path: `${screenshotDir}dorm-ranking.png`, fullPage: true });
  await go(student, j, '/xgxt/PersonalInspection');
  // The room tab: 2024010003 lives in 1号楼 101, inspected twice by the demo university and once above.
  await student.locator('.adm-tabs-tab').nth(1).click();
  await expect.poll(() => student.getByTestId('dorm-inspection-row').count()).toBeGreaterThan(1);
  await student.screenshot({ path: `${screenshotDir}dorm-personal-inspection.png`, fullPage: true });
});

// 个人内务检查: the counsellor records a check of one of their students with one failed item on
// PersonalInspectionExamine; their list shows it, and the student sees it on the same page.
it('the counsellor records a personal inspection and the student sees it', async () => {
  const [counsellor, student] = await Promise.all([personPage(j, 'counsellor'), personPage(j, '2024010003')]);
  await counsellor.setViewportSize({ width: 360, height: 760 });
  await go(counsellor, j, '/xgxt/PersonalInspection');
  await expect.poll(() => counsellor.getByTestId('dorm-personal-list').isVisible()).toBe(true);
  await counsellor.getByTestId('dorm-personal-add').click();
  await expect.poll(() => counsellor.url()).toContain('#/xgxt/PersonalInspectionExamine');
  await counsellor.getByTestId('dorm-personal-student-search').locator('input').fill('2024010003');
  await expect.poll(() => counsellor.getByTestId('dorm-personal-student-option').count()).toBe(1);
  await counsellor.getByTestId('dorm-personal-student-option').first().click();
  await expect.poll(() => counsellor.getByTestId('dorm-personal-student-picked').textContent()).toContain('2024010003');
  await counsellor.getByTestId('dorm-personal-item-appliances').click();
  await counsellor.locator('.adm-text-area textarea').fill('床下发现电热杯，已登记');
  await counsellor.screenshot({ path: `${screenshotDir}dorm-personal-form-360.png`, fullPage: true });
  expect(await counsellor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await counsellor.getByTestId('dorm-personal-save').click();
  await expect.poll(() => counsellor.url()).toMatch(/#\/xgxt\/PersonalInspection$/);
  const first = counsellor.getByTestId('dorm-personal-row').first();
  await expect.poll(() => first.textContent()).toContain('2024010003');
  await expect.poll(() => first.textContent()).toContain('无违章电器');
  // One failed item: the suggested score is 90.
  await expect.poll(() => first.textContent()).toContain('90 分');
  await counsellor.locator('.adm-capsule-tabs-tab').nth(1).click();
  await expect.poll(() => counsellor.getByTestId('dorm-personal-row').first().textContent()).toContain('2024010003');
  await expect.poll(() => counsellor.locator('.adm-toast-mask').count()).toBe(0);
  await counsellor.screenshot({ path: `${screenshotDir}dorm-personal-list-360.png`, fullPage: true });
  expect(await counsellor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await go(student, j, '/xgxt/PersonalInspection');
  await expect.poll(() => student.getByTestId('dorm-personal-row').first().textContent()).toContain('无违章电器');
  await student.screenshot({ path: `${screenshotDir}dorm-personal-student.png`, fullPage: true });
});

// Labels run longest in en-US and ja-JP (ux.md): the student's forms and the office's lists and charts
// must keep their title and fit a 375 px phone without pushing the page sideways.
it('the dorm pages fit a phone in en-US and ja-JP', async () => {
  const screens = [
    ['en-US', '2024010003', '/xgxt/outsideLive', 'dorm-outside', 'Off-campus housing'],
    ['en-US', '2024010003', '/ssgl/delayCheckOut', 'dorm-delay', 'Delayed move-out'],
    ['en-US', 'affairsadmin', '/ssgl/abnormalReport', 'dorm-abnormal', 'Incident reports'],
    ['en-US', 'affairsadmin', '/xgxt/reviewNotRules', 'dorm-violations', 'Violation reports'],
    ['ja-JP', '2024010003', '/xgxt/stayOvernight', 'dorm-holiday', '休暇中の残寮申請'],
    ['ja-JP', '2024010003', '/xgxt/reportRepair', 'dorm-repair', '修理依頼'],
    ['ja-JP', 'affairsadmin', '/ssgl/inspectionRanking', 'dorm-ranking', '居室点検ランキング'],
    ['ja-JP', 'affairsadmin', '/xgxt/dormitoryinspection', 'dorm-inspections', '居室点検'],
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
      path: `${screenshotDir}dorm-${locale}-${testId.replace('dorm-', '')}.png`,
      fullPage: true,
    });
  }
});
