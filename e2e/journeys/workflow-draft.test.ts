import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { fillField, go, personPage } from './workflow-helpers.ts';

let j: Journey;
let student: Page;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('the student saves a draft, resumes it from the drafts list and submits it', async () => {
  student = await personPage(j, 'student');
  await go(student, j, '/bpmn/newProcess/index');
  // Favourites: star the general application; it shows in the favourites tab.
  await student.getByTestId('favourite-general_application').click();
  await expect
    .poll(() => student.getByTestId('favourite-general_application').getAttribute('aria-pressed'))
    .toBe('true');
  await student.screenshot({ path: `${screenshotDir}workflow-new-process.png` });
  await student.getByTestId('process-general_application').click();
  await fillField(student, 'title', '申请奖学金证明');
  await student.getByTestId('start-save-draft').click();
  await expect.poll(() => student.getByText('草稿已保存').isVisible()).toBe(true);

  await go(student, j, '/bpmn/myDraft/index');
  await expect.poll(() => student.getByTestId('draft-list').getByTestId('draft-resume').count()).toBe(1);
  await student.screenshot({ path: `${screenshotDir}workflow-drafts.png` });
  await student.getByTestId('draft-list').getByTestId('draft-resume').click();
  await expect
    .poll(() => student.getByTestId('wf-form').locator('[data-field="title"] input').inputValue())
    .toBe('申请奖学金证明');
  await fillField(student, 'content', '用于申请国家奖学金');
  await student.getByTestId('start-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');
  await expect
    .poll(() =>
      student.getByTestId('request-李明的通用申请：申请奖学金证明').getByTestId('request-state').textContent(),
    )
    .toBe('审批中');

  // Submitting used the draft up.
  await go(student, j, '/bpmn/myDraft/index');
  await expect
    .poll(() => student.getByTestId('draft-list').getByTestId('paged-list').getAttribute('data-result'))
    .toBe('empty');
});
