import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { readTask } from '../task-guard.ts';
import {
  addSign,
  endProcess,
  saveTaskChange,
  setTaskChangeStatus,
  suspendProcess,
  takeBackTask,
  urge,
  withdraw,
} from '../workflow-actions.ts';
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
const now = () => t.clock.now();

describe('returning a request (驳回)', () => {
  it('rejectToPrevious sends it back to the counsellor who approved; normal mode walks the diagram again', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await h.act('counsellor', instId, 'counsellor', 'agree');
    await h.act('collegeadmin', instId, 'college', 'rejectToPrevious', { opinion: '请核实' });
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.open(instId)).toEqual(['college:collegeadmin']);
  });

  it('rejectToStart gives the applicant a task; direct mode returns straight to the rejecting step', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await h.act('counsellor', instId, 'counsellor', 'agree');
    await h.act('collegeadmin', instId, 'college', 'rejectToStart', { backHandMode: 'direct' });
    expect(await h.open(instId)).toEqual(['start:student']);
    await h.act('student', instId, 'start', 'agree', { data: { days: 6 } });
    expect(await h.open(instId)).toEqual(['college:collegeadmin']);
    expect((await h.instance(instId)).formData).toMatchObject({ days: 6 });
    await h.act('collegeadmin', instId, 'college', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
    const actions = await h.history(instId);
    expect(actions.filter((a) => a.startsWith('rejectToStart') || a.startsWith('resubmit'))).toEqual([
      'rejectToStart@college:刘院长',
      'resubmit@start:李明',
    ]);
  });

  it('reject to a node that was never handled, or lies ahead, is refused', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await expect(h.act('counsellor', instId, 'counsellor', 'reject', { destination: 'college' })).rejects.toMatchObject(
      {
        codeName: 'PROCESS_REJECT_TARGET_INVALID',
      },
    );
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
  });

  it('a return from one parallel branch closes the other and clears the join', async () => {
    const { instId } = await h.start('student', { defKey: 'parallel', data: {} });
    await h.act('counsellor', instId, 'counsellor', 'agree');
    await h.act('affairsadmin', instId, 'office', 'rejectToStart');
    expect(await h.open(instId)).toEqual(['start:student']);
    await h.act('student', instId, 'start', 'agree');
    expect(await h.open(instId)).toEqual(['counsellor:counsellor', 'office:affairsadmin']);
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.open(instId)).toEqual(['office:affairsadmin']);
  });
});

describe('withdrawing (撤回) and taking back (拿回)', () => {
  it('the applicant withdraws while the counsellor has not acted, but not after', async () => {
    const first = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await expect(withdraw(h.db, h.deps, h.actor('counsellor'), first.instId, undefined, now())).rejects.toMatchObject({
      codeName: 'TASK_NOT_YOURS',
    });
    await withdraw(h.db, h.deps, h.actor('student'), first.instId, '不请了', now());
    expect(await h.instance(first.instId)).toMatchObject({ status: 'end', result: 'revoked' });
    expect(await h.open(first.instId)).toEqual([]);

    const second = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    await h.act('counsellor', second.instId, 'counsellor', 'agree');
    await expect(withdraw(h.db, h.deps, h.actor('student'), second.instId, undefined, now())).rejects.toMatchObject({
      codeName: 'PROCESS_REVOKE_DENIED',
    });
  });

  it('an approver takes an approval back while the next step is untouched, and the same task is reopened', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    await h.act('counsellor', instId, 'counsellor', 'agree');
    await takeBackTask(h.db, h.deps, h.actor('counsellor'), taskId, undefined, now());
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
    expect((await readTask(h.db, h.people.tenantId, taskId)).status).toBe('pending');
    // Now the next step acts first: no more taking back.
    await h.act('counsellor', instId, 'counsellor', 'agree');
    await h.act('collegeadmin', instId, 'college', 'rejectToPrevious');
    await expect(takeBackTask(h.db, h.deps, h.actor('counsellor'), taskId, undefined, now())).rejects.toMatchObject({
      codeName: 'PROCESS_REVOKE_DENIED',
    });
    const again = await h.start('student', { defKey: 'leave', data: { days: 5 } });
    const first = await h.taskOf(again.instId, 'counsellor');
    await h.act('counsellor', again.instId, 'counsellor', 'agree');
    await h.act('collegeadmin', again.instId, 'college', 'agree');
    await expect(takeBackTask(h.db, h.deps, h.actor('counsellor'), first, undefined, now())).rejects.toMatchObject({
      codeName: 'PROCESS_NOT_RUNNING',
    });
  });
});

describe('transfer, delegate, add signer', () => {
  it('transfer (shift) moves the task; cancelling the change gives it back', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    const assignees = [{ type: 'employee' as const, executor: h.people.id('counsellor2') }];
    const change = await saveTaskChange(
      h.db,
      h.deps,
      h.actor('counsellor'),
      { taskId, changeType: 'shift', comment: '出差', assignees },
      now(),
    );
    expect(await h.open(instId)).toEqual(['counsellor:counsellor2']);
    await setTaskChangeStatus(h.db, h.deps, h.actor('counsellor'), change.id, 'cancel', now());
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
    await saveTaskChange(
      h.db,
      h.deps,
      h.actor('counsellor'),
      { taskId, changeType: 'shift', comment: '', assignees },
      now(),
    );
    await h.act('counsellor2', instId, 'counsellor', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
    const changes = await h.db.selectFrom('wfTaskChanges').select('status').where('taskId', '=', taskId).execute();
    expect(changes.map((c) => c.status).sort()).toEqual(['cancel', 'finish']);
  });

  it('delegate: the delegate answers and the task returns to its owner, who decides', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    const assignees = [{ type: 'employee' as const, executor: h.people.id('affairsadmin') }];
    await saveTaskChange(
      h.db,
      h.deps,
      h.actor('counsellor'),
      { taskId, changeType: 'assignee', comment: '请把关', assignees },
      now(),
    );
    expect(await h.open(instId)).toEqual(['counsellor:affairsadmin']);
    await h.act('affairsadmin', instId, 'counsellor', 'agree', { opinion: '材料齐全' });
    expect(await h.open(instId)).toEqual(['counsellor:counsellor']);
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });

  it('add signer: the holder cannot decide until the added signer has answered', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    const taskId = await h.taskOf(instId, 'counsellor');
    await addSign(h.db, h.deps, h.actor('counsellor'), taskId, [h.people.id('counsellor2')], '请会签', now());
    await expect(h.act('counsellor', instId, 'counsellor', 'agree')).rejects.toMatchObject({
      codeName: 'PROCESS_ACTION_NOT_ALLOWED',
    });
    await h.act('counsellor2', instId, 'counsellor', 'agree');
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end', result: 'approved' });
  });
});

describe('end, suspend, urge', () => {
  it('the holder ends a request (manualend); others may not', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    await expect(endProcess(h.db, h.deps, h.actor('counsellor2'), instId, undefined, now())).rejects.toMatchObject({
      codeName: 'PROCESS_ACTION_NOT_ALLOWED',
    });
    await endProcess(h.db, h.deps, h.actor('counsellor'), instId, '重复申请', now());
    expect(await h.instance(instId)).toMatchObject({ status: 'manualend', result: 'terminated' });
    expect(await h.open(instId)).toEqual([]);
  });

  it('a suspended request refuses approvals until it is resumed', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    await suspendProcess(h.db, h.deps, h.actor('tenantadmin', true), instId, true, now());
    await expect(h.act('counsellor', instId, 'counsellor', 'agree')).rejects.toMatchObject({
      codeName: 'PROCESS_NOT_RUNNING',
    });
    await suspendProcess(h.db, h.deps, h.actor('tenantadmin', true), instId, false, now());
    await h.act('counsellor', instId, 'counsellor', 'agree');
    expect(await h.instance(instId)).toMatchObject({ status: 'end' });
  });

  it('urge: once an hour, counted on the task', async () => {
    const { instId } = await h.start('student', { defKey: 'leave', data: { days: 1 } });
    await urge(h.db, h.deps, h.actor('student'), instId, undefined, now());
    await expect(urge(h.db, h.deps, h.actor('student'), instId, undefined, now())).rejects.toMatchObject({
      codeName: 'PROCESS_URGE_TOO_SOON',
    });
    t.clock.advance(61 * 60 * 1000);
    await urge(h.db, h.deps, h.actor('student'), instId, undefined, now());
    const task = await readTask(h.db, h.people.tenantId, await h.taskOf(instId, 'counsellor'));
    expect(task.urgeCount).toBe(2);
  });
});
