import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, personPage, startRequest, waitForList } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
let counsellor: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('the counsellor approves two requests at once from the to-do list', async () => {
  [student, counsellor] = await Promise.all([personPage(j, 'student'), personPage(j, 'counsellor')]);
  await startRequest(student, j, 'general_application', { title: '晚归', content: '参加社团活动' });
  await startRequest(student, j, 'general_application', { title: '外出', content: '去医院复诊' });

  await go(counsellor, j, '/bpmn/pending/index');
  await waitForList(counsellor, 'pending-list');
  await counsellor.getByTestId('batch-start').click();
  await counsellor.getByTestId('pending-李明的通用申请：晚归').locator('.wf-card-body').click();
  await counsellor.getByTestId('pending-李明的通用申请：外出').locator('.wf-card-body').click();
  await expect.poll(() => counsellor.getByTestId('batch-count').textContent()).toBe('已选 2 项');
  await counsellor.screenshot({ path: `${screenshotDir}workflow-batch.png` });
  await counsellor.getByTestId('batch-approve').click();
  await counsellor.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => counsellor.getByText('已同意 2 个事项').isVisible()).toBe(true);
  // The list reloads by itself: both are gone.
  await expect.poll(() => counsellor.getByTestId('pending-list').locator('.wf-card').count()).toBe(0);
  await counsellor.screenshot({ path: `${screenshotDir}workflow-batch-done.png` });

  // Other modules seed requests of their own: look for these two, not for a count.
  await go(counsellor, j, '/bpmn/handled/index');
  await expect.poll(() => counsellor.getByTestId('handled-李明的通用申请：晚归').count()).toBe(1);
  await expect.poll(() => counsellor.getByTestId('handled-李明的通用申请：外出').count()).toBe(1);
  await go(counsellor, j, '/bpmn/completed/index');
  await expect.poll(() => counsellor.getByTestId('request-李明的通用申请：晚归').count()).toBe(1);
  await expect.poll(() => counsellor.getByTestId('request-李明的通用申请：外出').count()).toBe(1);
});
