import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

// Issue 5 §4 and §5, in en-US (the longest labels): the address book searched by pinyin initials with
// the numbers masked as the server answers them, and the student profile (own and a teacher's view).

let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney({ locale: 'en-US' });
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

async function logInAs(account: string): Promise<void> {
  await openFresh(j);
  await submitLogin(j.page, account);
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
}

const row = (name: string) => j.page.getByTestId('contact-row').filter({ hasText: name });

it('a student finds their student advisor by initials and sees classmates’ numbers masked', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await logInAs('student');
  await page.goto(`${j.baseUrl}#/contacts/index`);
  // The tree, one level at a time: the student sees only the branch down to their class.
  const crumbs = page.getByTestId('contacts-crumbs');
  const orgs = page.getByTestId('contacts-org');
  await crumbs.waitFor();
  await expect.poll(() => orgs.count()).toBe(1);
  await orgs.first().click();
  await expect.poll(() => crumbs.textContent()).toContain('计算机与信息工程学院');
  await expect.poll(() => row('张老师').count()).toBe(1);
  await page.screenshot({ path: `${screenshotDir}contacts-tree-college.png` });
  await orgs.first().click();
  await expect.poll(() => crumbs.textContent()).toContain('计算机科学与技术');
  await orgs.filter({ hasText: '计科2401班' }).click();
  await expect.poll(() => crumbs.textContent()).toContain('计科2401班');
  await expect.poll(() => row('王小雨').count()).toBe(1);
  await page.screenshot({ path: `${screenshotDir}contacts-student.png` });
  // The back button walks up a level (each level is a history entry).
  await page.goBack();
  await expect.poll(() => crumbs.textContent()).not.toContain('计科2401班');
  await crumbs.getByRole('button').first().click();
  await expect.poll(() => orgs.count()).toBe(1);

  const search = page.getByTestId('contacts-search').locator('input');
  await search.fill('zls');
  await expect.poll(() => page.getByTestId('contact-row').count()).toBe(1);
  expect(await row('张老师').getByTestId('contact-phone').textContent()).toContain('13900000001');
  expect(await row('张老师').locator('a[href="tel:13900000001"]').count()).toBe(1);
  expect(await row('张老师').locator('a[href^="mailto:"]').count()).toBe(1);

  // 王小雨 (initials wxy) is a classmate: the number is masked and cannot be dialled.
  await search.fill('wxy');
  await expect.poll(() => row('王小雨').count()).toBe(1);
  expect(await row('王小雨').getByTestId('contact-phone').textContent()).toContain('138****0002');
  expect(await row('王小雨').locator('a[href^="tel:"], a[href^="sms:"]').count()).toBe(0);
  await page.screenshot({ path: `${screenshotDir}contacts-search-masked.png` });

  await search.fill('qqqq');
  await page.getByTestId('contacts-empty').waitFor();
});

it('a student opens their own profile; each card without data shows its empty state', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  // The dashboardXshx tab (students only) draws this feature's PortraitPage.
  await page.goto(`${j.baseUrl}#/dashboard`);
  await page.getByTestId('tab-dashboardXshx').click();
  await expect.poll(() => hashPath(page)).toBe('/dashboardXshx');
  await page.getByTestId('portrait-page').waitFor();
  expect(await page.getByTestId('portrait-card-aid').getAttribute('data-state')).toBe('unavailable');
  expect(['data', 'empty']).toContain(await page.getByTestId('portrait-card-requests').getAttribute('data-state'));
  await page.screenshot({ path: `${screenshotDir}portrait-student.png`, fullPage: true });
});

it('a student advisor sees full numbers of their students and opens a student’s profile', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  // Three requests of the student (two pending, one closed), so the requests card draws its chart.
  const db = j.t.app.db;
  const student = await db
    .selectFrom('users')
    .select(['id', 'tenantId'])
    .where('account', '=', 'student')
    .executeTakeFirstOrThrow();
  const def = await db
    .selectFrom('wfDefinitions')
    .select(['id', 'key'])
    .where('tenantId', '=', student.tenantId)
    .executeTakeFirst();
  if (def) {
    const now = new Date();
    await db
      .insertInto('wfInstances')
      .values(
        (['running', 'running', 'end'] as const).map((status, i) => ({
          tenantId: student.tenantId,
          id: crypto.randomUUID(),
          definitionId: def.id,
          defKey: def.key,
          subject: `portrait journey ${i}`,
          businessKey: null,
          status,
          result: status === 'end' ? ('approved' as const) : null,
          starterId: student.id,
          starterName: '李明',
          formData: JSON.stringify({}),
          variables: JSON.stringify({}),
          runtime: JSON.stringify({}),
          reinitiatedFrom: null,
          createdAt: now,
          updatedAt: now,
          endedAt: status === 'end' ? now : null,
          endedBy: null,
        })),
      )
      .execute();
  }
  await logInAs('counsellor');
  await page.goto(`${j.baseUrl}#/contacts/index`);
  await page.getByTestId('contacts-search').locator('input').fill('李明');
  await expect.poll(() => row('李明').count()).toBeGreaterThan(0);
  expect(await row('李明').first().getByTestId('contact-phone').textContent()).toContain('13800000001');
  await row('李明')
    .first()
    .getByRole('link', { name: /Student profile/ })
    .click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/portrait\/student\//);
  await page.getByTestId('portrait-page').waitFor();
  expect(await page.locator('.portrait-name').textContent()).toBe('李明');
  if (def) expect(await page.getByTestId('portrait-card-requests').getAttribute('data-state')).toBe('data');
  await page.screenshot({ path: `${screenshotDir}portrait-teacher-view.png`, fullPage: true });

  // The address book is a kept-alive route (spec §2 route flag): back from the profile, the search
  // and its results are still there, not reloaded from scratch.
  await page.getByTestId('nav-back').click();
  await expect.poll(() => hashPath(page)).toBe('/contacts/index');
  expect(await page.getByTestId('contacts-search').locator('input').inputValue()).toBe('李明');
  expect(await row('李明').count()).toBeGreaterThan(0);
});

it('the profile draws the leave card from the demo leaves (a bar per month, the report-back split)', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  // The demo seed puts a 计科2402 student on sick leave from today (modules/leave/leave.demo.ts).
  const away = await j.t.app.db
    .withTables<{ leaveRequests: { studentId: string; type: string; startDate: string } }>()
    .selectFrom('leaveRequests')
    .innerJoin('employees', 'employees.userId', 'leaveRequests.studentId')
    .select(['employees.name'])
    .where('leaveRequests.type', '=', 'sick')
    .orderBy('leaveRequests.startDate', 'desc')
    .executeTakeFirstOrThrow();
  await page.goto(`${j.baseUrl}#/contacts/index`);
  const search = page.getByTestId('contacts-search').locator('input');
  await search.fill(away.name);
  await expect.poll(() => row(away.name).count()).toBeGreaterThan(0);
  await row(away.name)
    .first()
    .getByRole('link', { name: /Student profile/ })
    .click();
  await page.getByTestId('portrait-page').waitFor();
  const leave = page.getByTestId('portrait-card-leave');
  expect(await leave.getAttribute('data-state')).toBe('data');
  // Six months on the axis, the current one with the leave.
  expect(await leave.locator('.cf-bar-chart--vertical .cf-bar-row').count()).toBeGreaterThanOrEqual(6);
  expect(await leave.getByRole('img').first().getAttribute('aria-label')).toMatch(/by month: .*1/);
  expect(await page.getByTestId('portrait-leave-summary').textContent()).toContain(
    'Leave requests in the last 6 months: 1.',
  );
  expect(['data', 'empty']).toContain(await page.getByTestId('portrait-card-checkIn').getAttribute('data-state'));
  await leave.screenshot({ path: `${screenshotDir}portrait-leave-card.png` });
  await page.getByTestId('portrait-card-checkIn').screenshot({ path: `${screenshotDir}portrait-check-in-card.png` });
  await page.getByTestId('nav-back').click();
  await expect.poll(() => hashPath(page)).toBe('/contacts/index');
});

it('the announcement screens fit in en-US (list with categories, the editor with the audience)', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await page.goto(`${j.baseUrl}#/notice/index`);
  await page.getByTestId('notice-card').first().waitFor();
  await page.screenshot({ path: `${screenshotDir}notice-list-en.png` });
  await page.getByTestId('notice-add').click();
  await page.getByTestId('notice-org-options').waitFor();
  await page.screenshot({ path: `${screenshotDir}notice-add-en.png`, fullPage: true });
});
