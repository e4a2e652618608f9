import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, openTodo, personPage } from './workflow-helpers.ts';

// 退宿 (move out) end to end: the student asks on checkOut, the counsellor, the college and the dorm
// office approve from their to-do lists, and studentLive then says the student has no bed.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('student applies to move out, three approve, the stay ends', async () => {
  const [student, counsellor, college, office] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'collegeadmin'),
    personPage(j, 'affairsadmin'),
  ]);
  await go(student, j, '/xgxt/studentLive');
  const place = (await student.getByTestId('dorm-place').textContent()) ?? '';
  const [, building, room, bedNo] = /^(.+?) (\S+) 室 (\S+) 号床$/.exec(place.trim()) ?? [];
  expect(building).toBeTruthy();

  await go(student, j, '/xgxt/checkOut');
  await student.getByTestId('dorm-move-out-date').fill('2026-12-31');
  await student.getByTestId('dorm-move-out-reason').locator('textarea').fill('下学期校外实习');
  await student.screenshot({ path: `${screenshotDir}dorm-move-out.png`, fullPage: true });
  await student.getByTestId('dorm-move-out-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');

  const subject = `李明的退宿申请：${building} ${room} ${bedNo}号床`;
  for (const approver of [counsellor, college, office]) {
    await openTodo(approver, j, subject);
    await approver.getByTestId('action-agree').click();
    await expect.poll(() => approver.url()).toContain('#/bpmn/pending/index');
  }

  await go(student, j, '/xgxt/studentLive');
  await expect.poll(() => student.getByText('你还没有分配床位').isVisible()).toBe(true);
  await student.screenshot({ path: `${screenshotDir}dorm-moved-out.png`, fullPage: true });
});
