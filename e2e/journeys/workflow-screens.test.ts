import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage, startRequest, waitForList } from './workflow-helpers.ts';

// The longest labels: the to-do list, the detail page and its action sheet in en-US and ja-JP.
let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

async function shoot(page: Page, locale: string, subject: string) {
  await go(page, j, '/bpmn/pending/index');
  await waitForList(page, 'pending-list');
  await page.screenshot({ path: `${screenshotDir}workflow-pending-${locale}.png` });
  await page.getByTestId(`pending-${subject}`).locator('.wf-card-body').click();
  await expect.poll(() => page.getByTestId('wf-bar').isVisible()).toBe(true);
  await page.screenshot({ path: `${screenshotDir}workflow-detail-${locale}.png` });
  await page.getByTestId('action-more').click();
  await page.screenshot({ path: `${screenshotDir}workflow-more-${locale}.png` });
}

it('to-do and detail read well in English and Japanese', async () => {
  const [student, english, japanese] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor', 'en-US'),
    personPage(j, 'counsellor', 'ja-JP'),
  ]);
  await startRequest(student, j, 'two_level_approval', { title: 'Home visit', days: '2', reason: 'Family matters' });
  const subject = '李明的申请（2天）';
  await shoot(english, 'en-US', subject);
  await expect.poll(() => english.getByTestId('action-agree').textContent()).toBe('Approve');
  await shoot(japanese, 'ja-JP', subject);
  await expect.poll(() => japanese.getByTestId('action-oppose').textContent()).toBe('却下');
  await go(student, j, '/bpmn/myRequest/index');
  await student.getByTestId(`request-${subject}`).locator('.wf-card-body').click();
  // The diagram really decodes as an image (an SVG with an XML slip would show a broken picture).
  await expect
    .poll(() => student.getByTestId('wf-diagram').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await student.locator('.secondary-layout-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await student.screenshot({ path: `${screenshotDir}workflow-my-request-detail.png` });
});
