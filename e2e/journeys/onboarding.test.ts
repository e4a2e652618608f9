import { afterAll, beforeAll, expect, it } from 'vitest';
import { completeIfDone } from '../../apps/server/src/modules/onboarding/onboarding-public.ts';
import { loginAs } from '../../apps/server/src/testing/login.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';
import { fill } from './account-helpers.ts';

// Issue 7 §1 and §4: a new student logs in, must change the initial password, completes the steps and
// picks a bed; a second student took that bed a moment earlier, so the page says so and shows the
// beds still free; once staff approve the photo the same session goes on as a student account.

let j: Journey;
let ready = false;
const newPassword = 'amber harbour 27';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
}, 120_000);
afterAll(() => j?.close());

const field = (name: string) => `onboarding-field-${name}`;
/** Screenshots without a closing dialog or a success toast over the page. */
const settled = () =>
  expect
    .poll(() => j.page.locator('.adm-toast-mask:visible, .adm-dialog-body:visible').count(), { timeout: 10_000 })
    .toBe(0);
const db = () => j.t.app.db;
const uidOf = async (account: string) =>
  await db().selectFrom('users').select(['id', 'tenantId']).where('account', '=', account).executeTakeFirstOrThrow();

it('first login: the new student changes the initial password, then lands on the onboarding home', async (ctx) => {
  if (!ready) ctx.skip();
  await db().updateTable('users').set({ mustChangePassword: true }).where('account', '=', 'newstudent').execute();
  await openFresh(j);
  await submitLogin(j.page, 'newstudent');
  await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toContain('changePassword');
  await j.page.getByTestId('forced-notice').waitFor();
  await settled();
  await j.page.screenshot({ path: `${screenshotDir}onboarding-first-login.png` });
  await fill(j.page, 'oldPassword', 'Campus@2026');
  await fill(j.page, 'newPassword', newPassword);
  await fill(j.page, 'repeatPassword', newPassword);
  await j.page.getByTestId('password-submit').click();
  await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/login');
  await submitLogin(j.page, 'newstudent', newPassword);
  await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/xgxt/yxxt_index');
  await expect.poll(() => j.page.getByTestId('onboarding-progress').textContent()).toContain('0/');
  // The code the on-site desk scans: the student's own number, drawn as a QR image.
  await expect.poll(() => j.page.getByTestId('desk-code-number').textContent()).toMatch(/\d{6,}/);
  await expect.poll(() => j.page.getByTestId('desk-code').locator('img').count()).toBe(1);
  await settled();
  await j.page.screenshot({ path: `${screenshotDir}onboarding-home.png`, fullPage: true });
});

it('completes personal info and arrival through the forms', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-form-personalInfo').waitFor();
  await page.getByTestId(field('idType')).getByText('居民身份证').click();
  await fill(page, field('idNumber'), '11010520070101002X');
  await fill(page, field('mobile'), '13800001234');
  await page.getByTestId(field('homeAddress')).locator('textarea:not([aria-hidden])').fill('北京市朝阳区建国路 1 号');
  await fill(page, field('emergencyName'), '王芳');
  await fill(page, field('emergencyRelation'), '母亲');
  await fill(page, field('emergencyMobile'), '13800004321');
  await fill(page, field('0.relation'), '母亲');
  await fill(page, field('0.name'), '王芳');
  // A wrong check digit: the server's ID rule answers at the field.
  await page.getByTestId('onboarding-submit').click();
  await expect.poll(() => page.locator('.adm-form-item-feedback-error').count()).toBeGreaterThan(0);
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-id-error.png`, fullPage: true });
  await fill(page, field('idNumber'), '110105200701010025');
  await page.getByTestId('onboarding-submit').click();
  await expect.poll(() => hashPath(page)).toBe('/xgxt/yxxt_lc_index');
  await page.getByTestId('onboarding-flow-arrival').click();
  await page.getByTestId('onboarding-form-arrival').waitFor();
  await fill(page, field('date'), '2026-09-01');
  await page.getByTestId(field('transport')).getByText('火车').click();
  await fill(page, field('station'), '北京南站');
  await fill(page, field('companions'), '1');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-arrival.png`, fullPage: true });
  await page.getByTestId('onboarding-submit').click();
  await expect.poll(() => hashPath(page)).toBe('/xgxt/yxxt_lc_index');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-flow.png`, fullPage: true });
});

it('a bed just taken by another student: a clear answer, the list refreshed, another bed chosen', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  // The rival lives in the same building and has the same gender (the demo genders are random).
  const me = await uidOf('newstudent');
  const rival = await uidOf('2025010102');
  const mine = await db()
    .withTables<{ onboardingStudents: { userId: string; gender: string | null } }>()
    .selectFrom('onboardingStudents')
    .select('gender')
    .where('userId', '=', me.id)
    .executeTakeFirst();
  const gender = (mine?.gender ?? 'female') as 'male' | 'female';
  await db().updateTable('employees').set({ gender }).where('userId', '=', rival.id).execute();
  await db()
    .withTables<{ onboardingStudents: { userId: string; gender: string | null } }>()
    .updateTable('onboardingStudents')
    .set({ gender })
    .where('userId', '=', rival.id)
    .execute();

  await page.getByTestId('onboarding-flow-bed').click();
  await page.getByTestId('onboarding-bed-picker').waitFor();
  const first = page.locator('.onb-beds [data-testid^="onboarding-bed-"]').first();
  const firstId = String(await first.getAttribute('data-testid'));
  // The rival takes that bed through the API a moment before this student taps it.
  const other = await loginAs(j.t, '2025010102');
  const beds = await j.t.call({ method: 'GET', url: '/qzbps/business/v3/onboarding/beds', headers: other.headers });
  const [roomNo, bedNo] = firstId.replace('onboarding-bed-', '').split('-');
  const room = beds.body.data.rooms.find((r: { roomNo: string }) => r.roomNo === roomNo);
  const bedId = room.freeBeds.find((b: { bedNo: string }) => b.bedNo === bedNo).bedId;
  const taken = await j.t.call({
    method: 'POST',
    url: '/qzbps/business/v3/onboarding/beds/choose',
    headers: other.headers,
    payload: { bedId },
  });
  expect(taken.body.state).toBe(200);

  await first.click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => page.getByTestId('onboarding-bed-lost').textContent()).toContain('刚被其他同学选走');
  await expect.poll(() => page.getByTestId(firstId).count()).toBe(0);
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-bed-taken.png`, fullPage: true });
  await page.locator('.onb-beds [data-testid^="onboarding-bed-"]').first().click();
  await page.locator('.adm-dialog-footer button').last().click();
  await page.getByTestId('onboarding-bed-mine').waitFor();
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-bed-chosen.png` });
});

it('uploads the face photo, waits for review, and after the approval goes on as a student without a new login', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  await page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index?step=facePhoto`);
  await page.getByTestId('onboarding-form-facePhoto').waitFor();
  await page
    .getByTestId('onboarding-photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('onboarding-photo-preview').waitFor();
  await page.getByTestId('onboarding-submit').click();
  await expect.poll(() => hashPath(page)).toBe('/xgxt/yxxt_lc_index');
  await page.goto(`${j.baseUrl}#/xgxt/yxxt_index`);
  await expect.poll(() => page.getByTestId('onboarding-progress').textContent()).toContain('1');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-waiting-review.png`, fullPage: true });

  // Staff approve the photo (the staff side does this in its review, with completeIfDone).
  const me = await uidOf('newstudent');
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .withTables<{ onboardingSubmissions: { userId: string; stepKey: string; status: string } }>()
        .updateTable('onboardingSubmissions')
        .set({ status: 'approved' })
        .where('userId', '=', me.id)
        .where('stepKey', '=', 'facePhoto')
        .execute();
      expect(await completeIfDone(trx, me.tenantId, me.id, new Date())).toBe(true);
    });
  await page.reload();
  await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/dashboard');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-now-student.png` });
});

it('the new student pages read in en-US and ja-JP and fit a 375 px phone', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  const titles = { 'en-US': 'Personal info', 'ja-JP': '個人情報の入力' } as const;
  for (const [language, title] of Object.entries(titles)) {
    await openFresh(j);
    await page.evaluate((l) => localStorage.setItem('cf:language', JSON.stringify(l)), language);
    await page.reload();
    await submitLogin(page, '2025010103');
    await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/xgxt/yxxt_index');
    await expect.poll(() => page.getByTestId('onboarding-steps').textContent()).toContain(title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled();
    await page.screenshot({ path: `${screenshotDir}onboarding-home-${language}.png`, fullPage: true });
    for (const step of ['personalInfo', 'bed']) {
      await page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index?step=${step}`);
      await page.getByTestId(step === 'bed' ? 'onboarding-bed-picker' : `onboarding-form-${step}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${screenshotDir}onboarding-${step}-${language}.png` });
    }
    await page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index`);
    await page.getByTestId('onboarding-flow-arrival').waitFor();
  }
});

it('新生咨询: a new student asks with a photo, staff answer, the student sees the answer and a message', async (ctx) => {
  if (!ready) ctx.skip();
  const page = j.page;
  const inbox = (headers: Record<string, string>) =>
    j.t.call({ method: 'GET', url: '/qzbps/platform/v3/message/inner/list', headers });
  // The affairs office puts one campus picture into the gallery (upload + setting) through the API.
  const office = await loginAs(j.t, 'affairsadmin');
  const boundary = '----journey';
  const upload = await j.t.call({
    method: 'POST',
    url: '/qzbps/platform/v3/file/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gate.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...office.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const caption = { 'zh-CN': '学校正门', 'zh-TW': '學校正門', 'en-US': 'Main gate', 'ja-JP': '正門' };
  const saved = await j.t.call({
    method: 'PUT',
    url: '/qzbps/business/v3/onboarding/staff/pictures',
    headers: office.headers,
    payload: { pictures: [{ fileId: upload.body.data.id, width: 1200, height: 800, caption }] },
  });
  expect(saved.body.state).toBe(200);

  await openFresh(j);
  await page.evaluate(() => localStorage.setItem('cf:language', JSON.stringify('zh-CN')));
  await page.reload();
  await submitLogin(page, '2025010104');
  await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/xgxt/yxxt_index');
  // Pictures load only near the viewport: the strip sits below the steps.
  await page.getByTestId('onboarding-picture-strip').scrollIntoViewIfNeeded();
  await page.getByTestId('onboarding-picture-strip').locator('img').first().waitFor();
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-consulting-home.png`, fullPage: true });
  await page.getByTestId('onboarding-picture-strip').locator('button').first().click();
  await page.getByTestId('onboarding-view-pictureDetails').waitFor();
  await page.locator('.adm-image-viewer-footer, .onb-viewer-caption').first().waitFor();
  await page.screenshot({ path: `${screenshotDir}onboarding-picture-viewer.png` });
  await page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index?view=grzx`);
  await page.getByTestId('grzx-bed').waitFor();
  await page.screenshot({ path: `${screenshotDir}onboarding-grzx.png`, fullPage: true });

  await page.goto(`${j.baseUrl}#/xgxt/yxxt_index`);
  await page.getByTestId('onboarding-link-newConsulting').click();
  await page.getByTestId('consulting-ask').click();
  await page.getByTestId('consulting-content').locator('textarea:not([aria-hidden])').fill('报到当天几点可以进校？');
  await page.getByTestId('consulting-photo-input').setInputFiles({ name: 'q.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => page.locator('.onb-photos img').count(), { timeout: 10_000 }).toBe(1);
  await page.screenshot({ path: `${screenshotDir}onboarding-ask.png`, fullPage: true });
  await page.getByTestId('consulting-submit').click();
  await page.getByTestId('onboarding-view-problemDetails').waitFor();
  await expect.poll(() => page.getByTestId('consulting-status').textContent()).toBe('待回复');
  const id = new URL(page.url().replace('#', '')).searchParams.get('id') as string;

  // The college's staff answer on their page.
  await openFresh(j);
  await submitLogin(page, 'collegeadmin');
  await expect.poll(() => hashPath(page), { timeout: 15_000 }).not.toBe('/login');
  await page.goto(`${j.baseUrl}#/xgxt/yx_consulting`);
  await page.getByTestId('staff-consulting-item').filter({ hasText: '几点可以进校' }).click();
  await page.getByTestId('consulting-answer-text').locator('textarea:not([aria-hidden])').fill('早上 8 点起校门开放。');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-consulting-staff.png`, fullPage: true });
  await page.getByTestId('consulting-answer').click();
  await expect
    .poll(() => page.getByTestId('staff-consulting-item').filter({ hasText: '几点可以进校' }).count())
    .toBe(0);

  await openFresh(j);
  await submitLogin(page, '2025010104');
  await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/xgxt/yxxt_index');
  await page.goto(`${j.baseUrl}#/xgxt/yxxt_lc_index?view=problemDetails&id=${id}`);
  await expect.poll(() => page.getByTestId('consulting-status').textContent()).toBe('已回复');
  await expect.poll(() => page.getByTestId('consulting-reply').textContent()).toContain('早上 8 点起校门开放');
  await settled();
  await page.screenshot({ path: `${screenshotDir}onboarding-consulting-answered.png`, fullPage: true });
  const student = await loginAs(j.t, '2025010104');
  const messages = await inbox(student.headers);
  expect(messages.body.data.dataResult).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'onboarding.consulting-answered', summary: '早上 8 点起校门开放。' }),
    ]),
  );
});
