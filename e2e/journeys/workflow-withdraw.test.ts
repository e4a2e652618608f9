import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { fillField, go, personPage, startRequest } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

const subject = '李明的通用申请：参加竞赛';

it('the student withdraws a request nobody has acted on, then submits it again', async () => {
  student = await personPage(j, 'student');
  await startRequest(student, j, 'general_application', { title: '参加竞赛', content: '参加省级程序设计竞赛' });

  await go(student, j, '/bpmn/myRevoke/index');
  await student.getByTestId(`withdraw-${subject}`).click();
  await student.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => student.getByTestId(`request-${subject}`).count()).toBe(0);

  await go(student, j, '/bpmn/myRequest/index');
  await expect
    .poll(() => student.getByTestId(`request-${subject}`).getByTestId('request-state').textContent())
    .toBe('已撤回');
  await student.screenshot({ path: `${screenshotDir}workflow-my-requests.png` });

  // Submit it again with its data filled in.
  await student.getByTestId(`request-${subject}`).locator('.wf-card-body').click();
  await student.getByTestId('action-reinitiate').click();
  await expect
    .poll(() => student.getByTestId('wf-form').locator('[data-field="title"] input').inputValue())
    .toBe('参加竞赛');
  await fillField(student, 'content', '参加省级程序设计竞赛（团队赛）');
  await student.getByTestId('start-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');
  await expect
    .poll(async () =>
      (await student.getByTestId('my-request-list').getByTestId('request-state').allTextContents()).sort(),
    )
    .toEqual(['审批中', '已撤回'].sort());
});
