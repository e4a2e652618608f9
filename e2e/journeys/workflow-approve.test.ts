import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import {
  chooseInSheet,
  fieldText,
  fillField,
  go,
  openTodo,
  personPage,
  startRequest,
  waitForList,
} from './workflow-helpers.ts';

let j: Journey;
let student: Page;
let counsellor: Page;
let college: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

const subject = '李明的申请（5天）';

// One request through its whole life; the steps are separate tests so each has its own time budget
// on a loaded machine, and a failure names the step.
it('the student applies for five days', async () => {
  [student, counsellor, college] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'collegeadmin'),
  ]);
  // Five days: the two-level approval goes to the college after the counsellor.
  await startRequest(student, j, 'two_level_approval', { title: '回家探亲', days: '5', reason: '家中有事' });
  await waitForList(student, 'my-request-list');
  await expect
    .poll(() => student.getByTestId(`request-${subject}`).getByTestId('request-state').textContent())
    .toBe('审批中');
});

it('the counsellor approves with a comment', async () => {
  await openTodo(counsellor, j, subject);
  await expect.poll(() => counsellor.getByTestId('wf-timeline').textContent()).toContain('提交申请');
  await expect.poll(() => counsellor.getByTestId('wf-diagram').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await counsellor.screenshot({ path: `${screenshotDir}workflow-detail.png`, fullPage: true });
  await counsellor.getByTestId('wf-opinion').locator('textarea').fill('同意，注意安全');
  await counsellor.getByTestId('action-agree').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');
});

it('the college returns it to the applicant (a comment is required)', async () => {
  await openTodo(college, j, subject);
  await college.getByTestId('action-more').click();
  await college.screenshot({ path: `${screenshotDir}workflow-more-actions.png` });
  await chooseInSheet(college, '退回申请人');
  await expect.poll(() => college.getByText('请填写审批意见').isVisible()).toBe(true);
  await college.getByTestId('wf-opinion').locator('textarea').fill('请补充事由');
  await college.getByTestId('action-more').click();
  await chooseInSheet(college, '退回申请人');
  await chooseInSheet(college, '直接回到我这一步');
  await expect.poll(() => college.url()).toContain('#/bpmn/pending/index');
});

it('the student finds it in their to-do, edits the reason and resubmits', async () => {
  await openTodo(student, j, subject);
  await expect.poll(() => student.getByTestId('wf-timeline').textContent()).toContain('请补充事由');
  await fillField(student, 'reason', '家中老人生病，需回家照顾');
  await expect.poll(() => student.getByTestId('action-agree').textContent()).toContain('重新提交');
  await student.getByTestId('action-agree').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/pending/index');
});

it('a direct return goes straight back to the college, which approves; the student sees it closed', async () => {
  await openTodo(college, j, subject);
  await college.getByTestId('action-agree').click();
  await expect.poll(() => college.url()).toContain('#/bpmn/pending/index');

  await go(student, j, '/bpmn/myCompleted/index');
  await waitForList(student, 'my-completed-list');
  await expect
    .poll(() => student.getByTestId(`request-${subject}`).getByTestId('request-state').textContent())
    .toBe('已通过');
  await student.screenshot({ path: `${screenshotDir}workflow-my-completed.png` });
  await student.getByTestId(`request-${subject}`).locator('.wf-card-body').click();
  await expect.poll(() => student.getByTestId('wf-timeline').textContent()).toContain('重新提交');
  await expect.poll(() => fieldText(student, 'reason')).toBe('家中老人生病，需回家照顾');
});
