import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { chooseInSheet, go, openTodo, personPage, startRequest, waitForList } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
let counsellor: Page;
let college: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

const subject = '李明的通用申请：借用实验室';

it('the counsellor transfers a request to the college administrator', async () => {
  [student, counsellor, college] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'collegeadmin'),
  ]);
  await startRequest(student, j, 'general_application', { title: '借用实验室', content: '周末借用 302 实验室' });

  await openTodo(counsellor, j, subject);
  await counsellor.getByTestId('action-more').click();
  await chooseInSheet(counsellor, '转办');
  await counsellor.getByTestId('person-刘院长').click();
  await counsellor.screenshot({ path: `${screenshotDir}workflow-people-picker.png` });
  await counsellor.getByTestId('people-confirm').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');
  await waitForList(counsellor, 'pending-list');
  await expect.poll(() => counsellor.getByTestId(`pending-${subject}`).count()).toBe(0);

  // My transfers list shows it, with the new holder.
  await go(counsellor, j, '/bpmn/taskChange/index');
  await expect.poll(() => counsellor.getByTestId(`change-${subject}`).textContent()).toContain('刘院长');
});

it('the new holder sees it marked as transferred and approves it', async () => {
  await go(college, j, '/bpmn/pending/index');
  await expect.poll(() => college.getByTestId(`pending-${subject}`).textContent()).toContain('转办给我');
  await openTodo(college, j, subject);
  await college.getByTestId('action-agree').click();
  await expect.poll(() => college.url()).toContain('#/bpmn/pending/index');

  await go(student, j, '/bpmn/myRequest/index');
  await expect
    .poll(() => student.getByTestId(`request-${subject}`).getByTestId('request-state').textContent())
    .toBe('已通过');
  await student.getByTestId(`request-${subject}`).locator('.wf-card-body').click();
  await expect.poll(() => student.getByTestId('wf-timeline').textContent()).toContain('转办');
});
