import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Journey, screenshotDir } from '../support/harness.ts';
import { logIn } from './account-helpers.ts';

// Shared steps of the workflow journeys. Each person gets their own browser context (own storage),
// logged in once, so a journey passes a request between people without logging out and in.
//
// Who acts on the seeded processes (platform/workflow/seed-processes.ts, demo university):
// `student` (李明, class 计科2401 of the CS college) applies; `relation:counsellor` is `counsellor`
// (张老师, counsellor of the CS classes); `relation:collegeAdmin` is `collegeadmin` (刘院长, CS college).
// 通用申请 has the counsellor step only; 两级审批 adds the college step when `days` > 3.

export async function personPage(j: Journey, account: string, locale = 'zh-CN'): Promise<Page> {
  const context = await j.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  // Fail a step with its locator in the message instead of running into the test's timeout.
  page.setDefaultTimeout(15_000);
  if (process.env.E2E_DEBUG) {
    page.on('pageerror', (e) => console.log(`[${account} pageerror] ${e.message}`));
    page.on('response', async (r) => {
      if (!r.url().includes('/bpm/')) return;
      const body = await r.text().catch(() => '');
      console.log(`[${account} api] ${r.status()} ${r.url()} ${body.slice(0, 300)}`);
    });
  }
  await logIn(page, j.baseUrl, account);
  return page;
}

export async function go(page: Page, j: Journey, hash: string): Promise<void> {
  const target = `${j.baseUrl}#${hash}`;
  // Same hash: the router would not load the page again, so the list would be the old one.
  if (page.url() === target) await page.reload();
  else await page.goto(target);
}

/** Fills a field of the request form by its name (the forms feature marks each with data-field). */
export async function fillField(page: Page, name: string, value: string): Promise<void> {
  await page.getByTestId('wf-form').locator(`[data-field="${name}"]`).locator('input, textarea').first().fill(value);
}

/** The text of a read-only field of the request form. */
export function fieldText(page: Page, name: string): Promise<string | null> {
  return page.getByTestId('wf-form').locator(`[data-field="${name}"] .cf-field-control`).textContent();
}

/** Starts a request from newProcess/index with the stand-in form of the seeded processes. */
export async function startRequest(
  page: Page,
  j: Journey,
  defKey: 'general_application' | 'two_level_approval',
  fields: Record<string, string>,
): Promise<void> {
  await go(page, j, '/bpmn/newProcess/index');
  await page.getByTestId(`process-${defKey}`).click();
  await expect.poll(() => page.getByTestId('start-submit').isVisible()).toBe(true);
  await page.screenshot({ path: `${screenshotDir}workflow-start-${defKey}.png` });
  for (const [label, value] of Object.entries(fields)) await fillField(page, label, value);
  await page.getByTestId('start-submit').click();
  await expect.poll(() => page.url()).toContain('#/bpmn/myRequest/index');
}

/** Opens a to-do item by its subject from the to-do list. */
export async function openTodo(page: Page, j: Journey, subject: string): Promise<void> {
  await go(page, j, '/bpmn/pending/index');
  await page.getByTestId(`pending-${subject}`).locator('.wf-card-body').click();
  await expect.poll(() => page.getByTestId('wf-subject').textContent()).toBe(subject);
}

/** Clicks an entry of the open action sheet (or popup) by its text. */
export async function chooseInSheet(page: Page, text: string): Promise<void> {
  await page.locator('.adm-action-sheet-button-item').filter({ hasText: text }).first().click();
}

export async function waitForList(page: Page, testId: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId(testId).getByTestId('paged-list').getAttribute('data-result'))
    .not.toBe('init');
}
