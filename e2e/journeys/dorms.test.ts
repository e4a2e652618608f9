import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { go, openTodo, personPage } from './workflow-helpers.ts';

// Room change end to end: the student picks a free bed on changingDormitory, the counsellor and the
// dorm office (affairs office) approve from their to-do lists, and studentLive shows the new bed.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('student applies to change room, both approve, the occupancy moves', async () => {
  const [student, counsellor, office] = await Promise.all([
    personPage(j, 'student'),
    personPage(j, 'counsellor'),
    personPage(j, 'affairsadmin'),
  ]);
  await go(student, j, '/xgxt/studentLive');
  const before = await student.getByTestId('dorm-place').textContent();
  expect(before).toMatch(/号床$/);
  await student.screenshot({ path: `${screenshotDir}dorm-mine.png`, fullPage: true });

  await go(student, j, '/xgxt/changingDormitory');
  await student.locator('.adm-collapse-panel-header').first().click();
  const bed = student.getByTestId('dorm-free-bed').first();
  const label = (await bed.textContent())?.trim() ?? '';
  const [, building, room, bedNo] = /^(.+?) (\S+) 室 (\S+) 号床$/.exec(label) ?? [];
  expect(building).toBeTruthy();
  await bed.click();
  await student.getByTestId('dorm-reason').locator('textarea').fill('作息时间不同，想换到同班同学的房间');
  await student.screenshot({ path: `${screenshotDir}dorm-change.png`, fullPage: true });
  await student.getByTestId('dorm-change-submit').click();
  await expect.poll(() => student.url()).toContain('#/bpmn/myRequest/index');

  const subject = `李明的调宿申请：${building} ${room} ${bedNo}号床`;
  for (const approver of [counsellor, office]) {
    await openTodo(approver, j, subject);
    await approver.getByTestId('action-agree').click();
    await expect.poll(() => approver.url()).toContain('#/bpmn/pending/index');
  }

  await go(student, j, '/xgxt/studentLive');
  await expect.poll(() => student.getByTestId('dorm-place').textContent()).toBe(label);
  await student.screenshot({ path: `${screenshotDir}dorm-moved.png`, fullPage: true });
  const queries: string[] = [];
  office.on('request', (r) => {
    if (r.url().includes('/dorms/occupancy/query')) queries.push(r.postData() ?? '');
  });
  await go(office, j, '/xgxt/studentOccupancy');
  await expect.poll(() => office.getByTestId('dorm-occupancy').textContent()).toContain('1号楼');
  await office.locator('.adm-search-bar input').fill('李明');
  await office.locator('.adm-search-bar input').press('Enter');
  await expect.poll(() => queries.some((q) => q.includes('李明'))).toBe(true);
  await expect
    .poll(() => office.getByTestId('dorm-occupancy').locator('.adm-list-item').last().textContent())
    .toContain(label);
});
