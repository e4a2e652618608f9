import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { fireDueTimers } from '../timers.ts';
import { engineHarness } from './engine-helpers.ts';
import { bpmn, flow } from './fixtures.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
const hour = 3_600_000;
const timer = (id: string, attrs: string, duration: string) =>
  `<bpmn:boundaryEvent id="${id}" attachedToRef="c" ${attrs}><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${duration}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>`;

beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
  await h.deploy(
    bpmn(
      'id="timed"',
      `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'c')}
  <bpmn:userTask id="c" name="辅导员" cf:assignee="relation:counsellor"/>
  ${timer('remind', 'cancelActivity="false" cf:action="remind"', 'PT24H')}
  ${timer('auto', 'cf:action="approve"', 'PT72H')}
  ${flow('f2', 'c', 'end')}
  <bpmn:endEvent id="end"/>`,
    ),
  );
  await h.deploy(
    bpmn(
      'id="escalate"',
      `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'c')}
  <bpmn:userTask id="c" name="辅导员" cf:assignee="relation:counsellor"/>
  ${timer('up', '', 'P2D')}
  ${flow('f2', 'c', 'end')}
  ${flow('f3', 'up', 'office')}
  <bpmn:userTask id="office" name="学工处" cf:assignee="relation:affairsOffice"/>
  ${flow('f4', 'office', 'end')}
  <bpmn:endEvent id="end"/>`,
    ),
  );
});
afterAll(() => t.close());
const fire = (worker = 'w1') => fireDueTimers(h.db, h.deps, t.clock.now(), worker);

describe('timer boundary events (persisted, fired once)', () => {
  it('reminds after a day, exactly once even with two workers, then approves automatically after three', async () => {
    const { instId } = await h.start('student', { defKey: 'timed', data: {} });
    const task = await h.db
      .selectFrom('wfTasks')
      .select('dueAt')
      .where('instanceId', '=', instId)
      .executeTakeFirstOrThrow();
    expect(task.dueAt?.getTime()).toBe(t.clock.now().getTime() + 24 * hour);
    expect(await fire()).toBe(0);
    t.clock.advance(25 * hour);
    const [a, b] = await Promise.all([fire('w1'), fire('w2')]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await fire()).toBe(0);
    const reminded = await h.db
      .selectFrom('wfOutbox')
      .select('recipientId')
      .where('instanceId', '=', instId)
      .where('event', '=', 'reminded')
      .execute();
    expect(reminded.map((r) => r.recipientId)).toEqual([h.people.id('counsellor')]);
    expect(await h.open(instId)).toEqual(['c:counsellor']);
    t.clock.advance(48 * hour);
    expect(await fire()).toBe(1);
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });

  it('a timer of a step already handled does nothing', async () => {
    const { instId } = await h.start('student', { defKey: 'timed', data: {} });
    await h.act('counsellor', instId, 'c', 'agree');
    t.clock.advance(100 * hour);
    expect(await fire()).toBe(0);
    const timers = await h.db.selectFrom('wfTimers').select('status').where('instanceId', '=', instId).execute();
    expect(timers.map((x) => x.status).sort()).toEqual(['canceled', 'canceled']);
  });

  it('an interrupting timer with a flow escalates to the office and closes the late step', async () => {
    const { instId } = await h.start('student', { defKey: 'escalate', data: {} });
    t.clock.advance(49 * hour);
    expect(await fire()).toBe(1);
    expect(await h.open(instId)).toEqual(['office:affairsadmin']);
  });
});
