import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { newId } from '../../db/ids.ts';
import { relayWorkflowOutbox } from '../workflow-relay.ts';
import { openSse, type SseClient } from './sse-client.ts';

const base = '/qzbps/platform/v3/message';

describe('workflow outbox → inner messages', () => {
  let t: TestApp;
  let counsellor: LoggedIn;
  let student: LoggedIn;
  let stream: SseClient;

  beforeAll(async () => {
    t = await buildTestApp();
    counsellor = await loginAs(t, 'counsellor');
    student = await loginAs(t, 'student');
  });
  afterAll(async () => {
    stream?.close();
    await t.close();
  });

  // What the engine's notify() writes (runtime.ts); the instance id only has to look like one here.
  const outboxEvent = (event: string, recipientId: string, taskId: string | null) => ({
    tenantId: counsellor.tenantId,
    id: newId(),
    event: event as 'assigned',
    instanceId: newId(),
    taskId,
    recipientId,
    payload: JSON.stringify({ subject: '李明的请假申请' }),
    createdAt: t.clock.now(),
  });

  it('journey: an assigned task arrives live as a message and /message-jump opens the task', async () => {
    // The demo seed's requests (modules' seedDemo) leave events of their own; deliver those first.
    while ((await relayWorkflowOutbox(t.app)) > 0) {}
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = await t.call({ method: 'POST', url: `${base}/stream/ticket`, headers: counsellor.headers });
    stream = await openSse(`${origin}${base}/stream?ticket=${ticket.body.data.ticket}`);
    await stream.waitFor((e) => e.event === 'ready');
    const taskId = newId();
    const row = outboxEvent('assigned', counsellor.uid, taskId);
    await t.app.db
      .insertInto('wfOutbox')
      .values([row, outboxEvent('approved', student.uid, null)])
      .execute();
    // The app's own relay timer may get there first; either way each event is delivered once.
    await relayWorkflowOutbox(t.app);
    const live = await stream.waitFor((e) => e.event === 'message');
    expect(live.data).toMatchObject({
      kind: 'workflow.assigned',
      title: '待办：李明的请假申请',
      target: { type: 'task', id: taskId },
    });
    const id = (live.data as { id: string }).id;
    const jump = await t.call({ method: 'POST', url: `${base}/inner/${id}/jump`, headers: counsellor.headers });
    expect(jump.body.data.target.route).toBe(`/bpm/task/detail?taskId=${taskId}`);
    expect(jump.body.data.read).toBe(true);
    const own = await t.call({ method: 'GET', url: `${base}/inner/list?category=workflow`, headers: student.headers });
    expect(own.body.data.dataResult[0]).toMatchObject({ kind: 'workflow.approved', title: '已通过：李明的请假申请' });
    // Delivered once: a second pass sends nothing.
    expect(await relayWorkflowOutbox(t.app)).toBe(0);
    const copies = await t.app.db.selectFrom('messages').select('id').where('targetId', '=', taskId).execute();
    expect(copies).toHaveLength(1);
    const delivered = await t.app.db
      .selectFrom('wfOutbox')
      .select('deliveredAt')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(delivered.deliveredAt).not.toBeNull();
  });
});
