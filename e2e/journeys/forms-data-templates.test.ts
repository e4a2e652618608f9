import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

// The forms engine and data templates in the browser: the demo form `/f/activitySignup` and the list
// of its submissions `/d/list/activitySignups` (seeded by platform/forms/demo-forms.ts).

let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

it('a student fills the sign-up form: client errors, then a successful submit', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  await openFresh(j);
  await submitLogin(page, 'student');
  await expect.poll(() => hashPath(page)).toBe('/dashboard');

  await page.goto(`${j.baseUrl}#/f/activitySignup`);
  await page.getByTestId('form-page').waitFor();
  expect(await page.locator('.cf-form-page-head h1').textContent()).toBe('活动报名');
  // The hidden field (rights h at the start node) is not rendered; auto-filled ones are shown read-only.
  expect(await page.locator('[data-field="reviewNote"]').count()).toBe(0);
  await expect
    .poll(() => page.locator('[data-field="signupDate"] .cf-readonly').textContent())
    .toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.screenshot({ path: `${screenshotDir}form-empty.png` });

  // Submit with required fields empty and a malformed mobile number: messages at the fields.
  await page.locator('[data-field="mobile"] input').fill('12345');
  await page.getByRole('button', { name: '提交' }).click();
  await expect.poll(() => page.getByTestId('field-error-activity').textContent()).toBe('此项为必填项');
  expect(await page.getByTestId('field-error-joinDate').textContent()).toBe('此项为必填项');
  expect(await page.getByTestId('field-error-mobile').textContent()).toBe('手机号码格式不正确');
  await page.screenshot({ path: `${screenshotDir}form-errors.png` });

  // Fill in: a select through its picker, a date through the date picker, a sub-table row.
  await page.locator('[data-field="activity"] .cf-trigger').click();
  await page.locator('.adm-picker .adm-picker-header-button').last().click();
  await expect.poll(() => page.locator('[data-field="activity"] .cf-trigger').textContent()).toContain('志愿服务');
  await page.locator('[data-field="mobile"] input').fill('13800138000');
  await page.locator('[data-field="joinDate"] .cf-trigger').click();
  await page.locator('.adm-picker .adm-picker-header-button').last().click();
  await expect
    .poll(() => page.locator('[data-field="joinDate"] .cf-trigger').textContent())
    .toMatch(/\d{4}-\d{2}-\d{2}/);
  await page.getByRole('button', { name: '+ 添加一行' }).click();
  await page.locator('[data-field="companions[0].studentNo"] input').fill('abc');
  // Live re-validation after the first try: the sub-table cells are checked too.
  await expect.poll(() => page.getByTestId('field-error-companions[0].name').textContent()).toBe('此项为必填项');
  expect(await page.getByTestId('field-error-companions[0].studentNo').textContent()).toBe('只能输入数字');
  await page.locator('[data-field="companions[0].name"] input').fill('李同学');
  await page.locator('[data-field="companions[0].studentNo"] input').fill('2024010102');
  await page.getByRole('textbox', { name: '备注' }).fill('journey sign-up');
  // Sign on the canvas with the pointer; the signature is kept as an image.
  await page.getByRole('button', { name: '点击此处签名' }).click();
  const pad = page.getByTestId('signature-canvas');
  await pad.waitFor();
  // Wait for the popup to finish sliding in, so the strokes land on the canvas and not on the mask.
  // Under load the slide-in takes long: wait until two readings 250 ms apart agree.
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = (await pad.boundingBox())?.y ?? -2;
        const settled = y === last && y < 700;
        last = y;
        return settled;
      },
      { interval: 250, timeout: 20_000 },
    )
    .toBe(true);
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 140, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 80, { steps: 8 });
  await page.mouse.up();
  await page.screenshot({ path: `${screenshotDir}form-signature.png` });
  await page.getByRole('button', { name: '完成' }).click();
  await page.locator('[data-field="sign"] img.cf-signature-image').waitFor();
  await expect.poll(() => page.locator('.cf-field-error').count()).toBe(0);
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByTestId('form-submitted').waitFor();
  await page.screenshot({ path: `${screenshotDir}form-submitted.png` });
});

it('the student opens the data list, searches, filters, views a row and exports it', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  await page.goto(`${j.baseUrl}#/d/list/activitySignups`);
  await page.getByTestId('dt-page').waitFor();
  // Two seeded sign-ups plus the one just submitted.
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(3);
  await page.screenshot({ path: `${screenshotDir}data-list.png` });

  const search = page.locator('.dt-search input');
  await search.fill('没有这个人');
  await expect.poll(() => page.getByTestId('paged-list').getAttribute('data-result')).toBe('empty');
  await search.fill('');
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(3);
  const title = (await page.locator('.dt-card-title').first().textContent()) ?? '';
  await search.fill(title.slice(0, 1));
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(3);

  // Filter on the activity type: only the seeded lecture.
  await page.locator('.dt-filter-button').click();
  await page.locator('.dt-filter .adm-selector-item', { hasText: '学术讲座' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(1);
  expect(await page.locator('.dt-card').first().textContent()).toContain('学术讲座');
  await page.locator('.dt-filter-button').click();
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(3);

  // View the newest row (the one submitted above): its values through the form, read-only.
  await page.locator('.dt-card-main').first().click();
  const detail = page.getByTestId('dt-row-detail');
  await expect.poll(() => detail.locator('[data-field="mobile"] .cf-readonly').textContent()).toBe('13800138000');
  expect(await detail.locator('[data-field="companions[0].name"] .cf-readonly').textContent()).toBe('李同学');
  expect(await detail.locator('[data-field="reviewNote"]').count()).toBe(0);
  expect(await detail.locator('[data-field="sign"] img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await page.screenshot({ path: `${screenshotDir}data-row.png` });

  // Edit it through the same form: the change is saved and shown when the row is opened again.
  await page.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByTestId('dt-row-editor');
  await editor.getByRole('textbox', { name: '备注' }).fill('edited in the list');
  await page.getByRole('button', { name: '保存' }).click();
  await editor.waitFor({ state: 'detached' });
  await page.locator('.dt-card-main').first().click();
  await expect
    .poll(() => detail.locator('[data-field="remark"] .cf-readonly').textContent())
    .toBe('edited in the list');
  await page.getByRole('button', { name: '关闭' }).first().click();

  // Export the filtered rows as CSV: a real download with the column headers and our row.
  await page.getByRole('button', { name: '导出' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV（逗号分隔）').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('报名人');
  expect(csv).toContain('13800138000');
  expect(csv.split('\n').filter((l) => l.trim()).length).toBe(4);

  // Remove the row after the permanent-delete confirmation.
  await page.locator('.dt-card-main').first().click();
  await page.getByTestId('dt-row-detail').waitFor();
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确认' }).click();
  await expect.poll(() => page.getByTestId('dt-row').count()).toBe(2);
});
