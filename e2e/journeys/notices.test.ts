import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

// Issue 5 §2: a counsellor publishes an announcement to one class; a student of that class sees it with
// an unread mark that clears on reading; a student of another class never sees it; the publisher sees
// the read receipts; a public announcement opens at /twgl/{id} without login.

let j: Journey;
let ready = false;
const title = `班会通知 ${Date.now().toString(36)}`;
/** The first class of the demo university (counsellor's, with the demo account `student`). */
const targetClass = '计科2401班';
/** A student of the second class (计科2402班), same counsellor. */
const otherStudent = '2024020001';

beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

async function logInAs(account: string): Promise<void> {
  await openFresh(j);
  await submitLogin(j.page, account);
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
}

function card() {
  return j.page.getByTestId('notice-card').filter({ hasText: title });
}

it('a counsellor writes and publishes an announcement to one class', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await logInAs('counsellor');
  await page.goto(`${j.baseUrl}#/notice/index`);
  await page.getByTestId('notice-add').click();
  await expect.poll(() => hashPath(page)).toBe('/notice/noticeAdd');
  await page.getByTestId('notice-title-input').locator('input').fill(title);
  await page.getByTestId('notice-editor').click();
  await page.keyboard.type('本周五下午三点在教学楼A101召开班会，请准时参加。');
  await page.getByTestId('notice-org-options').getByText(targetClass, { exact: true }).click();
  await page.getByTestId('notice-file-input').setInputFiles({
    name: '班会安排.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByTestId('notice-attachments').getByText('班会安排.pdf').waitFor();
  await page.screenshot({ path: `${screenshotDir}notice-add.png`, fullPage: true });
  await page.getByTestId('notice-submit').click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/notice\/noticeDetail\?id=/);
  await page.getByTestId('notice-detail').waitFor();
  // Everyone of the class (25 students with the demo student; the new students sit there too).
  await expect.poll(() => page.getByTestId('notice-receipts').textContent()).toMatch(/已读 0 \/ \d+/);
  await page.screenshot({ path: `${screenshotDir}notice-detail-publisher.png` });
});

it('a student of that class sees it unread; reading clears the mark', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await logInAs('student');
  await page.goto(`${j.baseUrl}#/notice/index`);
  await card().waitFor();
  expect(await card().getAttribute('data-unread')).toBe('true');
  const before = Number((await page.getByTestId('notice-unread-count').textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}notice-list-unread.png` });

  await card().click();
  await page.getByTestId('notice-content').waitFor();
  expect(await page.getByTestId('notice-content').textContent()).toContain('A101');
  expect(await page.getByTestId('notice-receipts').count()).toBe(0);
  // The attachment downloads through the file store with the reader's session.
  const download = page.waitForEvent('download');
  await page
    .getByTestId('notice-attachments')
    .getByRole('button', { name: /班会安排\.pdf/ })
    .click();
  expect((await download).suggestedFilename()).toBe('班会安排.pdf');
  await page.screenshot({ path: `${screenshotDir}notice-detail-reader.png` });

  await page.getByTestId('nav-back').click();
  await expect.poll(() => hashPath(page)).toBe('/notice/index');
  await card().waitFor();
  await expect.poll(() => card().getAttribute('data-unread')).toBe('false');
  const after = await page.getByTestId('notice-unread-count').count();
  if (after > 0) {
    const n = Number((await page.getByTestId('notice-unread-count').textContent())?.match(/\d+/)?.[0]);
    expect(n).toBe(before - 1);
  } else expect(before).toBe(1);
});

it('a student of another class does not see it, not even by its address', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  const notice = await j.t.app.db
    .selectFrom('notices')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  await logInAs(otherStudent);
  await page.goto(`${j.baseUrl}#/notice/index`);
  await expect.poll(() => page.getByTestId('paged-list').getAttribute('data-result')).toMatch(/finished|empty/);
  expect(await card().count()).toBe(0);
  await page.goto(`${j.baseUrl}#/notice/noticeDetail?id=${notice.id}`);
  await page.getByTestId('notice-not-found').waitFor();
});

it('the publisher sees who has read it and who has not', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await logInAs('counsellor');
  await page.goto(`${j.baseUrl}#/notice/index`);
  await page.getByRole('tab', { name: '我发布的' }).click();
  await card().click();
  await expect.poll(() => page.getByTestId('notice-receipts').textContent()).toMatch(/已读 1 \/ \d+/);
  await page.getByTestId('notice-receipts').click();
  await expect.poll(() => page.getByTestId('receipts-unread').locator('.adm-list-item').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('receipts-unread').textContent()).not.toContain('李明');
  await page.screenshot({ path: `${screenshotDir}notice-receipts.png` });
  await page.getByRole('tab', { name: /已读/ }).click();
  await expect.poll(() => page.getByTestId('receipts-read').textContent()).toContain('李明');
  await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });

  // Edit the published announcement: the body changes, the audience stays locked.
  await page.getByRole('button', { name: '编辑' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/notice\/noticeEdit\?id=/);
  await expect.poll(() => page.getByTestId('notice-editor').textContent()).toContain('A101');
  await page.getByTestId('notice-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.type('（地点改为A102）');
  await page.getByTestId('notice-submit').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/notice\/noticeDetail\?id=/);
  await expect.poll(() => page.getByTestId('notice-content').textContent()).toContain('A102');

  // Pin it, then withdraw it: it leaves the class's feed.
  await page.getByTestId('notice-pin').click();
  await page.getByTestId('notice-pinned').waitFor();
  await page.getByTestId('notice-withdraw').click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => page.getByTestId('notice-detail').textContent()).toContain('已撤回');
  expect(await page.getByTestId('notice-withdraw').count()).toBe(0);
});

it('a public announcement opens at /twgl/{id} without login; a class notice does not', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  const db = j.t.app.db;
  const shared = await db
    .selectFrom('notices')
    .select(['id', 'title'])
    .where('isPublic', '=', true)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const classNotice = await db.selectFrom('notices').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  await openFresh(j, `/twgl/${shared.id}`);
  await page.getByTestId('notice-share').waitFor();
  expect(hashPath(page)).toBe(`/twgl/${shared.id}`);
  expect(await page.locator('.notice-title').textContent()).toBe(shared.title);
  await page.screenshot({ path: `${screenshotDir}notice-share.png` });
  await page.goto(`${j.baseUrl}#/twgl/${classNotice.id}`);
  await page.getByTestId('notice-share-missing').waitFor();
});

it('a withdrawn announcement is gone from the student’s feed', async (ctx) => {
  if (!ready) ctx.skip();
  await logInAs('student');
  await j.page.goto(`${j.baseUrl}#/notice/index`);
  await expect.poll(() => j.page.getByTestId('paged-list').getAttribute('data-result')).toMatch(/finished|empty/);
  expect(await card().count()).toBe(0);
});

it('a college office addresses its whole college’s 2024 cohort from the tree; the student sees it', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  const collegeTitle = `学院通知 ${Date.now().toString(36)}`;
  await logInAs('collegeadmin');
  await page.goto(`${j.baseUrl}#/notice/noticeAdd`);
  await page.getByTestId('notice-title-input').locator('input').fill(collegeTitle);
  await page.getByTestId('notice-editor').click();
  await page.keyboard.type('请2024级同学周三前提交综合测评材料。');
  const picker = page.getByTestId('notice-org-options');
  // The college office's tree starts at its college: the first row is the college as a whole.
  await picker.getByText('整个计算机与信息工程学院').click();
  await picker.getByTestId('notice-org-open').first().click();
  await expect.poll(() => picker.getByText(/已包含在/).count()).toBeGreaterThan(0);
  await page.getByTestId('notice-cohorts').getByText('2024级').click();
  await page.screenshot({ path: `${screenshotDir}notice-audience-college.png`, fullPage: true });
  await page.getByTestId('notice-submit').click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/notice\/noticeDetail\?id=/);
  // The college's 2024 students: 100 (the new students of 2025 are left out).
  await expect.poll(() => page.getByTestId('notice-receipts').textContent()).toMatch(/已读 0 \/ 100/);

  await logInAs('student');
  await page.goto(`${j.baseUrl}#/notice/index`);
  await page.getByTestId('notice-card').filter({ hasText: collegeTitle }).waitFor();
});

it('a picture inserted in the body is uploaded to the file store and shown to readers with their session', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  const pictureTitle = `活动海报 ${Date.now().toString(36)}`;
  // A real 2×2 PNG: the file store checks the magic number, not just the name.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
    'base64',
  );
  await logInAs('counsellor');
  await page.goto(`${j.baseUrl}#/notice/noticeAdd`);
  await page.getByTestId('notice-title-input').locator('input').fill(pictureTitle);
  await page.getByTestId('notice-editor').click();
  await page.keyboard.type('海报如下：');
  await page
    .getByTestId('notice-editor-image-input')
    .setInputFiles({ name: '海报.png', mimeType: 'image/png', buffer: png });
  const inEditor = page.getByTestId('notice-editor').locator('img');
  await inEditor.waitFor();
  await expect.poll(() => inEditor.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
  await page.getByTestId('notice-org-options').getByText(targetClass, { exact: true }).click();
  await page.getByTestId('notice-submit').click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/notice\/noticeDetail\?id=/);

  // Stored as our own file address only, never the editor's blob: URL.
  const stored = await j.t.app.db
    .selectFrom('notices')
    .select('content')
    .where('title', '=', pictureTitle)
    .executeTakeFirstOrThrow();
  expect(stored.content).toMatch(/<img src="\/file\/download\?fileId=[0-9a-f-]{36}&amp;inline=1" alt="海报.png" \/>/);

  await logInAs('student');
  await page.goto(`${j.baseUrl}#/notice/index`);
  await page.getByTestId('notice-card').filter({ hasText: pictureTitle }).click();
  const shown = page.getByTestId('notice-content').locator('img');
  await shown.waitFor();
  await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
  expect(await shown.getAttribute('src')).toMatch(/^blob:/);
  await page.screenshot({ path: `${screenshotDir}notice-detail-picture.png` });
});
