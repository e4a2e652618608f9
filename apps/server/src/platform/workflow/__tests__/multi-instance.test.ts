import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { completeTask, lockTask } from '../workflow-actions.ts';
import { engineHarness } from './engine-helpers.ts';
import { bpmn, flow, voteXml } from './fixtures.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
});
afterAll(() => t.close());
const voters = ['counsellor', 'counsellor2', 'collegeadmin'];

async function startVote(completion: string, sequential = false) {
  await h.deploy(voteXml(completion, voters, sequential));
  return (await h.start('student', { defKey: 'voting', data: {} })).instId;
}

describe('multi-instance user tasks (会签, 或签, ratio, sequential)', () => {
  it('all: everyone must agree; one opposition decides at once and closes the others', async () => {
    const a = await startVote('all');
    expect(await h.open(a)).toEqual(['vote:collegeadmin', 'vote:counsellor', 'vote:counsellor2']);
    await h.act('counsellor', a, 'vote', 'agree');
    await h.act('counsellor2', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['vote:collegeadmin']);
    await h.act('collegeadmin', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['office:affairsadmin']);

    const b = await startVote('all');
    await h.act('counsellor', b, 'vote', 'oppose');
    expect(await h.open(b)).toEqual([]);
    expect(await h.instance(b)).toMatchObject({ status: 'end', result: 'rejected' });
  });

  it('any: the first answer decides', async () => {
    const a = await startVote('any');
    await h.act('counsellor2', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['office:affairsadmin']);
  });

  it('ratio: passes once the share of agreements is reached, fails once it cannot be', async () => {
    const a = await startVote('ratio:0.6');
    await h.act('counsellor', a, 'vote', 'agree');
    expect(await h.open(a)).toHaveLength(2);
    await h.act('counsellor2', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['office:affairsadmin']);

    const b = await startVote('ratio:0.6');
    await h.act('counsellor', b, 'vote', 'oppose');
    expect(await h.open(b)).toHaveLength(2);
    await h.act('counsellor2', b, 'vote', 'abandon');
    expect(await h.instance(b)).toMatchObject({ status: 'end', result: 'rejected' });
  });

  it('sequential: one voter after the other, in order', async () => {
    const a = await startVote('all', true);
    expect(await h.open(a)).toEqual(['vote:counsellor']);
    await h.act('counsellor', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['vote:counsellor2']);
    await h.act('counsellor2', a, 'vote', 'agree');
    await h.act('collegeadmin', a, 'vote', 'agree');
    expect(await h.open(a)).toEqual(['office:affairsadmin']);
  });
});

describe('pooled tasks and proxies', () => {
  const poolXml = bpmn(
    'id="pool" name="角色审批"',
    `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'review')}
  <bpmn:userTask id="review" name="辅导员审核" cf:assignee="role:counsellor"/>
  ${flow('f2', 'review', 'end')}
  <bpmn:endEvent id="end"/>`,
  );

  it('a role task is shared; a lock keeps the other candidates out until unlocked', async () => {
    await h.deploy(poolXml);
    const { instId } = await h.start('student', { defKey: 'pool', data: {} });
    expect(await h.open(instId)).toEqual(['review:[counsellor|counsellor2|multirole]']);
    const taskId = await h.taskOf(instId, 'review');
    await lockTask(h.db, h.deps, h.actor('counsellor2'), taskId, true, t.clock.now());
    await expect(
      completeTask(h.db, h.deps, h.actor('counsellor'), { taskId, actionName: 'agree' }, t.clock.now()),
    ).rejects.toMatchObject({ codeName: 'TASK_LOCKED' });
    await lockTask(h.db, h.deps, h.actor('counsellor2'), taskId, false, t.clock.now());
    await completeTask(h.db, h.deps, h.actor('counsellor'), { taskId, actionName: 'agree' }, t.clock.now());
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });

  it('a standing proxy receives the tasks of the principal while it is in force', async () => {
    await h.db
      .insertInto('wfAgents')
      .values({
        tenantId: h.people.tenantId,
        id: crypto.randomUUID(),
        principalId: h.people.id('counsellor'),
        agentId: h.people.id('counsellor2'),
        defKey: 'leave-proxy',
        startAt: new Date(t.clock.now().getTime() - 1000),
        endAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .execute();
    const xml = bpmn(
      'id="leave-proxy"',
      `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'c')}
  <bpmn:userTask id="c" name="辅导员" cf:assignee="relation:counsellor"/>
  ${flow('f2', 'c', 'end')}
  <bpmn:endEvent id="end"/>`,
    );
    await h.deploy(xml);
    const { instId } = await h.start('student', { defKey: 'leave-proxy', data: {} });
    expect(await h.open(instId)).toEqual(['c:counsellor2']);
    const task = await h.db
      .selectFrom('wfTasks')
      .select('agentOf')
      .where('instanceId', '=', instId)
      .executeTakeFirstOrThrow();
    expect(task.agentOf).toBe(h.people.id('counsellor'));
    t.clock.advance(2 * 86_400_000);
    const later = await h.start('student', { defKey: 'leave-proxy', data: {} });
    expect(await h.open(later.instId)).toEqual(['c:counsellor']);
  });
});
