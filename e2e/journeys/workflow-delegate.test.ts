import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, startJourney } from '../support/harness.ts';
import { chooseInSheet, go, openTodo, personPage, startRequest } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
let counsellor: Page;
let college: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

const subject = '李明的通用申请：补办学生证';

it('the counsellor delegates a request; the delegate answers and it comes back', async () => {
  [student, counsellor, college] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'collegeadmin'),
  ]);
  await startRequest(student, j, 'general_application', { title: '补办学生证', content: '学生证遗失' });

  await openTodo(counsellor, j, subject);
  await counsellor.getByTestId('wf-opinion').locator('textarea').fill('请刘院长先看一下');
  await counsellor.getByTestId('action-more').click();
  await chooseInSheet(counsellor, '委派');
  await counsellor.getByTestId('person-刘院长').click();
  await counsellor.getByTestId('people-confirm').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');

  // The delegate answers (agree / reject only: a delegated task is not theirs to pass on).
  await openTodo(college, j, subject);
  await expect.poll(() => college.getByTestId('action-more').count()).toBe(0);
  await college.getByTestId('wf-opinion').locator('textarea').fill('材料齐全');
  await college.getByTestId('action-agree').click();
  await expect.poll(() => college.url()).toContain('#/bpmn/pending/index');
});

it('back with the counsellor, who approves; the request ends approved', async () => {
  await openTodo(counsellor, j, subject);
  await expect.poll(() => counsellor.getByTestId('wf-timeline').textContent()).toContain('材料齐全');
  await counsellor.getByTestId('action-agree').click();
  await expect.poll(() => counsellor.url()).toContain('#/bpmn/pending/index');

  await go(counsellor, j, '/bpmn/taskChange/index');
  await expect.poll(() => counsellor.getByTestId(`change-${subject}`).textContent()).toContain('委派');

  await go(student, j, '/bpmn/myCompleted/index');
  await expect
    .poll(() => student.getByTestId(`request-${subject}`).getByTestId('request-state').textContent())
    .toBe('已通过');
});
