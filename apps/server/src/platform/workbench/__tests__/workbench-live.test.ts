import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { listenOnce, openSse, type SseClient } from '../../messages/__tests__/sse-client.ts';
import { relayWorkflowOutbox } from '../../messages/workflow-relay.ts';

// The home tab's counts follow events: when a task is created for someone, their stream gets a
// `counts` event and /workbench/home answers the new to-do count (issue 5: badges without reload).
const platform = '/qzbps/platform/v3';
const business = '/qzbps/business/v3';

describe('workbench counts over the live stream', () => {
  let t: TestApp;
  let origin: string;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let counsellor2: LoggedIn;
  const streams: SseClient[] = [];

  const open = async (who: LoggedIn) => {
    const ticket = await t.call({ method: 'POST', url: `${platform}/message/stream/ticket`, headers: who.headers });
    const client = await openSse(`${origin}${platform}/message/stream?ticket=${ticket.body.data.ticket}`);
    streams.push(client);
    await client.waitFor((e) => e.event === 'ready');
    return client;
  };
  const home = async (who: LoggedIn) =>
    (await t.call({ method: 'GET', url: `${platform}/workbench/home`, headers: who.headers })).body.data.counts as {
      todo: number;
      myRequests: number;
      unreadNotices: number;
    };

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set('2026-12-01T09:00:00+08:00');
    origin = await listenOnce(t.app);
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    counsellor2 = await loginAs(t, 'counsellor2');
    // The demo seed's own requests leave events; deliver those before watching.
    while ((await relayWorkflowOutbox(t.app)) > 0) {}
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('a leave request creates the counsellor’s task: their stream gets a counts event, home shows it', async () => {
    const mine = await open(counsellor);
    const other = await open(counsellor2);
    const before = await home(counsellor);
    const applied = await t.call({
      method: 'POST',
      url: `${business}/leave/apply`,
      headers: student.headers,
      payload: {
        type: 'personal',
        startDate: '2026-12-03',
        startHalf: 'am',
        endDate: '2026-12-03',
        endHalf: 'pm',
        leaveSchool: false,
        reason: '看病',
        emergencyContact: '李父',
        emergencyPhone: '13800001111',
        parentPhone: '13800001111',
      },
    });
    expect(applied.body.state).toBe(200);
    await relayWorkflowOutbox(t.app);
    const event = await mine.waitFor((e) => e.event === 'counts');
    expect(event.data).toEqual({ reason: 'workflow' });
    expect((await home(counsellor)).todo).toBe(before.todo + 1);
    // Another college's counsellor got no task, so no counts event either.
    expect(other.events.filter((e) => e.event === 'counts')).toHaveLength(0);
  });

  it('a published announcement sends its readers a counts event; unread announcements go up', async () => {
    const reader = await open(student);
    const before = await home(student);
    const cls = await t.app.db
      .selectFrom('employees')
      .select('orgId')
      .where('userId', '=', student.uid)
      .executeTakeFirstOrThrow();
    const saved = await t.call({
      method: 'POST',
      url: `${platform}/notice/save`,
      headers: counsellor.headers,
      payload: {
        categoryCode: 'notice',
        title: '班会',
        content: '<p>周五</p>',
        audience: { scope: 'orgs', orgIds: [cls.orgId] },
      },
    });
    await t.call({
      method: 'POST',
      url: `${platform}/notice/${saved.body.data.id}/publish`,
      headers: counsellor.headers,
    });
    const event = await reader.waitFor((e) => e.event === 'counts');
    expect(event.data).toEqual({ reason: 'notice' });
    expect((await home(student)).unreadNotices).toBe(before.unreadNotices + 1);
  });
});
