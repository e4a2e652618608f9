import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deployDefinition } from '../../apps/server/src/platform/workflow/definitions.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { chooseInSheet, fillField, go, openTodo, personPage, startRequest, waitForList } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
let counsellor: Page;
let college: Page;
beforeAll(async () => {
  j = await startJourney();
  // A process whose steps are staffed by whom the applicant and then the reviewer choose (nodeUsers).
  const tenant = await j.t.app.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await deployDefinition(j.t.app.db, { tenantId: tenant.id, xml: chosenXml, category: 'general', now: new Date() });
});
afterAll(() => j?.close());

const subject = '李明的通用申请：借用实验室';
const chosenSubject = '李明的自选审批：借用礼堂';
const chosenXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">
  <bpmn:process id="chosen_review" name="自选审批" cf:subject="{starterName}的自选审批：{title}">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
    <bpmn:userTask id="review" name="指定审核" cf:assignee="nodeUsers"/>
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="sign"/>
    <bpmn:userTask id="sign" name="处室会签" cf:assignee="nodeUsers"/>
    <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="end"/>
    <bpmn:endEvent id="end" name="结束"/>
  </bpmn:process>
</bpmn:definitions>`;

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

it('the applicant chooses the next approver by name; that approver chooses the next by organisation', async () => {
  const [reviewer, office] = await Promise.all([personPage(j, 'counsellor2'), personPage(j, 'affairsadmin')]);
  await go(student, j, '/bpmn/newProcess/index');
  await student.getByTestId('process-chosen_review').click();
  await expect.poll(() => student.getByTestId('wf-next-users-review').isVisible()).toBe(true);
  // No form bound to this process: the stand-in form (title and content).
  await fillField(student, 'title', '借用礼堂');
  await fillField(student, 'content', '毕业典礼彩排');
  // Submitting without the required approver points at the step.
  await student.getByTestId('start-submit').click();
  await expect.poll(() => student.getByText('请选择这一步的审批人').first().isVisible()).toBe(true);
  await student.getByTestId('wf-next-users-review').click();
  await student.getByTestId('user-picker-list').locator('input').fill('陈');
  await student.getByTestId('user-picker-list').locator('input').press('Enter');
  await student.getByTestId('user-picker-person-陈老师').click();
  await expect.poll(() => student.getByTestId('user-picker-count').textContent()).toBe('已选 1 人');
  await student.screenshot({ path: `${screenshotDir}workflow-user-picker.png` });
  await student.getByTestId('user-picker-confirm').click();
  await expect.poll(() => student.getByTestId('wf-next-users-review').textContent()).toContain('陈老师');
  await expect.poll(() => student.getByTestId('user-picker-confirm').count()).toBe(0);
  await student.screenshot({ path: `${screenshotDir}workflow-next-approvers.png`, fullPage: true });
  await student.getByTestId('start-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');

  await openTodo(reviewer, j, chosenSubject);
  await reviewer.getByTestId('wf-next-users-sign').click();
  await reviewer.locator('.adm-tabs-tab').filter({ hasText: '按组织' }).click();
  await reviewer.getByTestId('user-picker-org-示范大学').click();
  await reviewer.getByTestId('user-picker-org-学生工作处').click();
  await reviewer.getByTestId('user-picker-person-赵处长').click();
  await reviewer.screenshot({ path: `${screenshotDir}workflow-user-picker-org.png` });
  await reviewer.getByTestId('user-picker-confirm').click();
  await reviewer.getByTestId('action-agree').click();
  await expect.poll(() => reviewer.url()).toContain('#/bpmn/pending/index');

  await go(office, j, '/bpmn/pending/index');
  await waitForList(office, 'pending-list');
  await expect.poll(() => office.getByTestId(`pending-${chosenSubject}`).count()).toBe(1);
});
