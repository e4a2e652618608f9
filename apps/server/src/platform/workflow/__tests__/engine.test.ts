import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { completeTask } from '../workflow-actions.ts';
import { engineHarness } from './engine-helpers.ts';
import { leaveXml, parallelXml } from './fixtures.ts';

let t: TestApp;
let h: Awaited<ReturnType<typeof engineHarness>>;
beforeAll(async () => {
  t = await buildTestApp();
  h = await engineHarness(t);
  await h.deploy(leaveXml);
  await h.deploy(parallelXml);
});
afterAll(() => t.close());

describe('runtime: user tasks, gateways, completion', () => {
  it('a short leave goes to the applicant’s counsellor only, then ends approved', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 2, reason: '感冒' } });
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
    const inst = await h.instance(instId);
    expect(inst.subject).toBe('李明的请假（2天）');
    await h.act('counsellor', instId, 'counsellor', 'agree', { opinion: '同意' });
    expect(await h.open(instId)).toEqual([]);
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
    expect(await h.history(instId)).toEqual(['start@start:李明', 'agree@counsellor:张老师', 'end']);
  });

  it('more than 3 days adds the college administrator of the applicant’s college (exclusive gateway)', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.open(instId)).toEqual(['college:collegeadmin']);
    await h.act('collegeadmin', instId, 'college', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });

  it('an opposed step follows the gateway to the rejecting end', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await h.act('counsellor', instId, 'counsellor', 'oppose', { opinion: '理由不充分' });
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'rejected' });
    const outbox = await h.db.selectFrom('wfOutbox').select('event').where('instanceId', '=', instId).execute();
    expect(outbox.map((o) => o.event).sort()).toEqual(['assigned', 'ended', 'rejected']);
  });

  it('a parallel fork waits at the join until both branches are approved', async () => {
    const { instId } = await h.start('student', { defKey: 'parallel', data: {} });
    expect(await h.open(instId)).toEqual(['counsellor:counsellor', 'office:affairsadmin']);
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.open(instId)).toEqual(['office:affairsadmin']);
    await h.act('affairsadmin', instId, 'office', 'agree');
    expect(await h.open(instId)).toEqual(['college:collegeadmin']);
    await h.act('collegeadmin', instId, 'college', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });

  it('only the assignee may act, and another tenant does not even find the task', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    const now = t.clock.now();
    await expect(
      completeTask(h.db, h.deps, h.actor('counsellor2'), { taskId, actionName: 'agree' }, now),
    ).rejects.toMatchObject({ codeName: 'TASK_NOT_YOURS' });
    const stranger = { tenantId: h.people.otherTenantId, userId: h.people.id('counsellor'), isAdmin: true };
    await expect(completeTask(h.db, h.deps, stranger, { taskId, actionName: 'agree' }, now)).rejects.toMatchObject({
      codeName: 'TASK_NOT_FOUND',
    });
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
  });

  it('two approvals of one task at once: exactly one takes effect, the other is told it was handled', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    const now = t.clock.now();
    const results = await Promise.allSettled([
      completeTask(h.db, h.deps, h.actor('counsellor'), { taskId, actionName: 'agree' }, now),
      completeTask(h.db, h.deps, h.actor('counsellor'), { taskId, actionName: 'oppose' }, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ codeName: 'TASK_ALREADY_HANDLED' });
    const decisions = await h.db.selectFrom('wfHistory').select('action').where('instanceId', '=', instId).execute();
    expect(decisions.filter((d) => d.action === 'agree' || d.action === 'oppose')).toHaveLength(1);
  });

  it('a step with nobody to approve it refuses the action and changes nothing', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    // No assignee for the college step (a student of another college has no college admin here).
    await h.db.deleteFrom('userRoles').where('userId', '=', h.people.id('collegeadmin')).execute();
    try {
      const { instId: long } = await h.start('student', { defKey: 'leave', data: { days: 9 } });
      await expect(h.act('counsellor', long, 'counsellor', 'agree')).rejects.toMatchObject({
        codeName: 'PROCESS_NO_ASSIGNEE',
      });
      expect(await h.open(long)).toEqual(['counsellor:counsellor']);
    } finally {
      const role = await h.db
        .selectFrom('roles')
        .select('id')
        .where('tenantId', '=', h.people.tenantId)
        .where('alias', '=', 'collegeAdmin')
        .executeTakeFirstOrThrow();
      await h.db
        .insertInto('userRoles')
        .values({ tenantId: h.people.tenantId, userId: h.people.id('collegeadmin'), roleId: role.id })
        .execute();
    }
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
  });
});
