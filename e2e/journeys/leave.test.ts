import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, openTodo, personPage } from './workflow-helpers.ts';

// Leave end to end in the browser: the student applies through the spec's deep link (qxjglQjsq opens
// the generic start form of process leave_request), the counsellor approves from the to-do list, the
// student sees it approved in qxjglMine, shows the slip's QR code (its link opens the gate's check for
// the counsellor), extends the leave (续假, approved by the counsellor) and reports back from qxjglXjsq.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

/** A square campus of ~9.5 × 11 km around (121.05, 31.05), as the tenant stores it: `[[lng, lat], …]`. */
const campusFence = [
  [121.0, 31.0],
  [121.1, 31.0],
  [121.1, 31.1],
  [121.0, 31.1],
];

function localDate(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function formItem(page: Page, label: string) {
  return page.getByTestId('wf-form').locator('.cf-field').filter({ hasText: label }).first();
}

/** Opens a picker field and confirms its first / current choice. */
async function confirmPicker(page: Page, label: string): Promise<void> {
  const trigger = formItem(page, label).locator('.cf-trigger');
  await trigger.click();
  const confirm = page.locator('.adm-picker-header-button:visible').last();
  await confirm.click();
  await expect.poll(() => trigger.getAttribute('class')).not.toContain('cf-trigger-empty');
}

it('student applies, counsellor approves, the student shows the slip and reports back', async () => {
  const [student, counsellor] = await Promise.all([personPage(j, 'student'), personPage(j, 'counsellor')]);
  await go(student, j, '/xgxt/qxjglQjsq');
  await expect.poll(() => student.url()).toContain('/bpmn/newProcess/start');
  await expect.poll(() => student.getByTestId('start-submit').isVisible()).toBe(true);
  await student.screenshot({ path: `${screenshotDir}leave-start-form.png`, fullPage: true });

  await confirmPicker(student, '请假类型'); // the first type: 病假
  await confirmPicker(student, '开始日期'); // today
  await formItem(student, '开始时段').getByText('上午').click();
  await confirmPicker(student, '结束日期');
  await formItem(student, '结束时段').getByText('下午').click();
  await formItem(student, '请假事由').locator('textarea').first().fill('发烧，去校医院就诊');
  await student.screenshot({ path: `${screenshotDir}leave-apply.png`, fullPage: true });
  await student.getByTestId('start-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');

  const today = localDate();
  const subject = `李明的请假：${today}至${today}`;
  await openTodo(counsellor, j, subject);
  await counsellor.getByTestId('wf-opinion').locator('textarea').fill('同意，早日康复');
  await counsellor.getByTestId('action-agree').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');

  // Approved: depending on the hour it has not begun, is running or is already over; all may report back.
  await go(student, j, '/xgxt/qxjglMine');
  const card = student.getByTestId('leave-card').first();
  await expect.poll(() => card.getAttribute('data-state')).toMatch(/^(approved|onLeave|overdue)$/);
  await student.screenshot({ path: `${screenshotDir}leave-mine.png`, fullPage: true });
  const state = await card.getAttribute('data-state');
  if (state !== 'overdue') {
    // The slip is a QR code of the gate page's link; a staff member opening that link sees it checked.
    await card.getByText('出示假单').click();
    const qr = student.getByTestId('leave-pass-qr');
    await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const link = (await student.getByTestId('leave-pass').locator('.leave-pass-link').getAttribute('href')) ?? '';
    expect(link).toContain('#/xgxt/qxjglPassCheck?pass=');
    await student.screenshot({ path: `${screenshotDir}leave-pass.png` });
    // The slip fills more than half the screen: close it by tapping the mask above it.
    await student
      .locator('.adm-mask')
      .first()
      .click({ position: { x: 20, y: 20 } });
    await go(counsellor, j, link.slice(link.indexOf('#') + 1));
    const verdict = counsellor.getByTestId('leave-pass-result');
    await expect.poll(() => verdict.textContent()).toMatch(state === 'onLeave' ? /假单有效/ : /假期尚未开始/);
    await counsellor.screenshot({ path: `${screenshotDir}leave-pass-check.png`, fullPage: true });

    // 续假 to tomorrow afternoon: two days in all, so the counsellor alone approves it.
    const tomorrow = localDate(new Date(Date.now() + 86_400_000));
    await card.getByTestId('leave-extend-open').click();
    await student.getByTestId('leave-extend-date').fill(tomorrow);
    await student.getByTestId('leave-extend-reason').locator('textarea').fill('还需复诊一天');
    await student.screenshot({ path: `${screenshotDir}leave-extend.png` });
    await student.getByTestId('leave-extend-submit').click();
    await expect.poll(() => student.getByTestId('leave-extend').isVisible()).toBe(false);
    await openTodo(counsellor, j, `李明的续假：延长至${tomorrow}`);
    await counsellor.getByTestId('wf-opinion').locator('textarea').fill('同意续假');
    await counsellor.getByTestId('action-agree').click();
    await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');
    await go(student, j, '/xgxt/qxjglMine');
    await expect.poll(() => student.getByTestId('leave-card').first().textContent()).toContain(`至 ${tomorrow}`);
    await student.screenshot({ path: `${screenshotDir}leave-extended.png`, fullPage: true });
  }

  // The school fences its campus: the page draws the fence with the student's position (offline SVG)
  // and refuses the report-back outside it; inside it goes through.
  await j.t.app.db
    .updateTable('sysConfigs')
    .set({ value: JSON.stringify(campusFence) })
    .where('code', '=', 'campus_geofence')
    .execute();
  await student.context().grantPermissions(['geolocation']);
  await student.context().setGeolocation({ latitude: 31.05, longitude: 120.98, accuracy: 300 });
  await go(student, j, '/xgxt/qxjglXjsq');
  const status = student.getByTestId('leave-geofence-status');
  await expect.poll(() => status.getAttribute('data-inside')).toBe('false');
  expect(await status.textContent()).toMatch(/不在校园范围内，距边界 1\d{3} 米/);
  expect(await student.getByTestId('leave-geofence-map').locator('path.leave-map-fence').count()).toBe(1);
  await student.screenshot({ path: `${screenshotDir}leave-report-map-outside.png`, fullPage: true });
  await student.getByTestId('leave-report-button').first().click();
  await expect.poll(() => student.locator('.adm-toast-main').textContent()).toContain('校园');
  expect(await student.getByTestId('leave-report-back').getByTestId('leave-card').count()).toBeGreaterThan(0);

  await student.context().setGeolocation({ latitude: 31.05, longitude: 121.09, accuracy: 50 });
  await student.getByTestId('leave-map-locate').click();
  await expect.poll(() => status.getAttribute('data-inside')).toBe('true');
  expect(await status.textContent()).toMatch(/在校园范围内，距边界 9\d\d 米/);
  await expect.poll(() => student.locator('.adm-toast-main').count()).toBe(0);
  await student.screenshot({ path: `${screenshotDir}leave-report-map-inside.png`, fullPage: true });
  await student.getByTestId('leave-report-button').first().click();
  await expect.poll(() => student.getByTestId('leave-report-back').getByTestId('leave-card').count()).toBe(0);
  await go(student, j, '/xgxt/qxjglMine');
  await expect.poll(() => student.getByTestId('leave-card').first().getAttribute('data-state')).toBe('reportedBack');
  await student.screenshot({ path: `${screenshotDir}leave-reported-back.png`, fullPage: true });

  // The counsellor's side (rcswQxj): the reported-back leave in their list, its detail and the approvals.
  await go(counsellor, j, '/xgxt/rcswQxj');
  const row = counsellor.getByTestId('leave-staff-row').filter({ hasText: '李明' }).first();
  await expect.poll(() => row.isVisible()).toBe(true);
  await counsellor.screenshot({ path: `${screenshotDir}leave-staff-list.png`, fullPage: true });

  // The filters fold behind one row: on a 360×640 phone the list starts in the top third.
  await counsellor.setViewportSize({ width: 360, height: 640 });
  const staffList = counsellor.getByTestId('paged-list');
  await expect.poll(async () => (await staffList.boundingBox())?.y ?? 640).toBeLessThan(640 / 3);
  await counsellor.screenshot({ path: `${screenshotDir}leave-staff-list-360.png` });
  // A date range keeps the leaves overlapping it: one in 2099 holds none of today's.
  const queries: string[] = [];
  counsellor.on('request', (r) => {
    if (r.url().includes('/leave/query')) queries.push(r.postData() ?? '');
  });
  await counsellor.getByTestId('leave-staff-filter-toggle').click();
  await counsellor.getByTestId('leave-staff-from').fill('2099-01-01');
  await counsellor.getByTestId('leave-staff-to').fill('2099-01-31');
  await expect.poll(() => staffList.getAttribute('data-result')).toBe('empty');
  expect(queries.at(-1)).toContain('Q^endDate^DG');
  expect(await counsellor.getByTestId('leave-staff-row').count()).toBe(0);
  // From after to: the error, no list and no call.
  const sent = queries.length;
  await counsellor.getByTestId('leave-staff-from').fill('2099-02-01');
  await expect
    .poll(() => counsellor.getByTestId('leave-staff-range-error').textContent())
    .toBe('结束日期不能早于开始日期');
  expect(await staffList.count()).toBe(0);
  await counsellor.screenshot({ path: `${screenshotDir}leave-staff-range-error-360.png` });
  expect(queries.length).toBe(sent);
  // Today alone: the reported-back leave (it began today) is listed again.
  await counsellor.getByTestId('leave-staff-from').fill(today);
  await counsellor.getByTestId('leave-staff-to').fill(today);
  await expect.poll(() => row.isVisible()).toBe(true);
  expect(await counsellor.getByTestId('leave-staff-range-error').count()).toBe(0);
  expect(await counsellor.getByTestId('leave-staff-filter-count').textContent()).toBe('1');
  await counsellor.screenshot({ path: `${screenshotDir}leave-staff-range-360.png` });
  await counsellor.getByTestId('leave-staff-filter-toggle').click();
  await expect.poll(async () => (await staffList.boundingBox())?.y ?? 640).toBeLessThan(640 / 3);
  await counsellor.setViewportSize({ width: 375, height: 812 });
  await row.click();
  await expect.poll(() => counsellor.url()).toContain('#/xgxt/rcswQjxq?id=');
  await expect.poll(() => counsellor.getByTestId('leave-staff-fence').textContent()).toMatch(/在校园范围内/);
  await counsellor.screenshot({ path: `${screenshotDir}leave-staff-detail.png`, fullPage: true });
  await counsellor.getByTestId('leave-staff-history').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/detail?instId=');
});

it("the student advisor enters a leave on a student's behalf (rcswXzcy): approved at once, in the student's list", async () => {
  const counsellor = await personPage(j, 'counsellor');
  await go(counsellor, j, '/xgxt/rcswXzcy');
  const search = counsellor.getByTestId('leave-on-behalf-search');
  await search.locator('input').fill('2024010002');
  const found = counsellor.getByTestId('leave-on-behalf-option');
  await expect.poll(() => found.count()).toBe(1);
  const name = ((await found.first().locator('.adm-list-item-content-main').textContent()) ?? '').split(' ')[0] ?? '';
  expect(name.length).toBeGreaterThan(1);
  await found.first().click();
  await expect.poll(() => counsellor.getByTestId('leave-on-behalf-picked').textContent()).toContain('2024010002');

  const item = (label: string) =>
    counsellor.getByTestId('leave-on-behalf-form').locator('.cf-field').filter({ hasText: label }).first();
  const pick = async (label: string) => {
    const trigger = item(label).locator('.cf-trigger');
    await trigger.click();
    await counsellor.locator('.adm-picker-header-button:visible').last().click();
    await expect.poll(() => trigger.getAttribute('class')).not.toContain('cf-trigger-empty');
  };
  // Submitting without a reason marks the field and sends nothing.
  await pick('请假类型');
  await pick('开始日期');
  await item('开始时段').getByText('上午').click();
  await pick('结束日期');
  await item('结束时段').getByText('下午').click();
  await counsellor.getByTestId('leave-on-behalf-submit').click();
  await expect.poll(() => item('请假事由').locator('.cf-field-error').count()).toBeGreaterThan(0);
  await item('请假事由').locator('textarea').first().fill('学生电话请假：发烧');
  await counsellor.screenshot({ path: `${screenshotDir}leave-on-behalf.png`, fullPage: true });
  await counsellor.getByTestId('leave-on-behalf-submit').click();
  const done = counsellor.getByTestId('leave-on-behalf-done');
  await expect.poll(() => done.textContent()).toContain('已提交并审批通过');
  // The earlier "check the form" toast does not outlive the successful submit.
  await expect.poll(() => counsellor.locator('.adm-toast-main').count(), { timeout: 1000 }).toBe(0);
  await counsellor.screenshot({ path: `${screenshotDir}leave-on-behalf-done.png`, fullPage: true });

  // The leave is the student's: it is in the advisor's list under the student's name, approved.
  await go(counsellor, j, '/xgxt/rcswQxj');
  const row = counsellor.getByTestId('leave-staff-row').filter({ hasText: name }).first();
  await expect.poll(() => row.isVisible()).toBe(true);

  // In Japanese: the page's title and search come from the glossary (代理欠席申請, 学籍番号).
  await go(counsellor, j, '/my/language');
  await counsellor.getByTestId('language-ja-JP').click();
  await expect.poll(() => counsellor.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
  await go(counsellor, j, '/xgxt/rcswXzcy');
  await expect.poll(() => counsellor.locator('h1').first().textContent()).toBe('代理欠席申請');
  expect(await counsellor.getByTestId('leave-on-behalf-search').locator('input').getAttribute('placeholder')).toBe(
    '氏名または学籍番号',
  );
  await counsellor.screenshot({ path: `${screenshotDir}leave-on-behalf-ja.png`, fullPage: true });
  await go(counsellor, j, '/my/language');
  await counsellor.getByTestId('language-zh-CN').click();
});
