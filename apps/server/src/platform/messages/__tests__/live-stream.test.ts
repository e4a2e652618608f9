import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { liveHubOf, publishMessages } from '../live.ts';
import { createMessages } from '../messages.service.ts';
import { listenOnce, openSse, type SseClient } from './sse-client.ts';

const base = '/qzbps/platform/v3/message';
const title = { text: { 'zh-CN': '待办', 'zh-TW': '待辦', 'en-US': 'To do', 'ja-JP': '未処理' } };

describe('live message stream (SSE)', () => {
  let t: TestApp;
  let origin: string;
  let student: LoggedIn;
  let classmate: LoggedIn;
  const clients: SseClient[] = [];

  const ticketFor = async (who: LoggedIn) => {
    const res = await t.call({ method: 'POST', url: `${base}/stream/ticket`, headers: who.headers });
    expect(res.body.state).toBe(200);
    return res.body.data.ticket as string;
  };
  const open = async (who: LoggedIn, headers: Record<string, string> = {}) => {
    const client = await openSse(`${origin}${base}/stream?ticket=${await ticketFor(who)}`, headers);
    clients.push(client);
    return client;
  };
  const deliver = async (who: LoggedIn, n = 1) => {
    const items = Array.from({ length: n }, (_, i) => ({
      userId: who.uid,
      kind: 'workflow.assigned',
      title,
      summary: `#${i}`,
      target: { type: 'task', id: `T${i}`, route: `/bpm/task/T${i}` },
    }));
    const batch = await createMessages(t.app.db, who.tenantId, items, { now: t.clock.now() });
    await publishMessages(t.app, batch);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    origin = await listenOnce(t.app);
    student = await loginAs(t, 'student');
    classmate = await loginAs(t, 'counsellor2');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('delivers a new message live to the recipient only, with its unread count', async () => {
    const mine = await open(student);
    const theirs = await open(classmate);
    expect(mine.status).toBe(200);
    const ready = await mine.waitFor((e) => e.event === 'ready');
    await theirs.waitFor((e) => e.event === 'ready');
    const before = (ready.data as { unread: number }).unread;
    await deliver(student);
    const event = await mine.waitFor((e) => e.event === 'message');
    expect(event.data).toMatchObject({ kind: 'workflow.assigned', title: '待办', read: false });
    expect(Number(event.id)).toBeGreaterThan(0);
    const list = await t.call({ method: 'GET', url: `${base}/inner/list`, headers: student.headers });
    expect(list.body.data.unread).toBe(before + 1);
    await t.call({ method: 'POST', url: `${base}/inner/read-all`, headers: student.headers, payload: {} });
    await mine.waitFor((e) => e.event === 'unread' && (e.data as { unread: number }).unread === 0);
    expect(theirs.events.filter((e) => e.event === 'message')).toHaveLength(0);
  });

  it('a reconnecting client catches up by Last-Event-ID and misses nothing', async () => {
    const first = await open(student);
    const ready = await first.waitFor((e) => e.event === 'ready');
    const lastId = String(ready.id);
    first.close();
    await deliver(student, 3);
    const again = await open(student, { 'last-event-id': lastId });
    await again.waitFor((e) => e.event === 'ready');
    const caught = again.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(caught).toEqual([Number(lastId) + 1, Number(lastId) + 2, Number(lastId) + 3]);
  });

  it('a new EventSource (no header) catches up from the lastEventId query parameter', async () => {
    const first = await open(student);
    const ready = await first.waitFor((e) => e.event === 'ready');
    const lastId = Number(ready.id);
    first.close();
    await deliver(student, 2);
    const ticket = await ticketFor(student);
    const again = await openSse(`${origin}${base}/stream?ticket=${ticket}&lastEventId=${lastId}`);
    clients.push(again);
    await again.waitFor((e) => e.event === 'ready');
    const caught = again.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(caught).toEqual([lastId + 1, lastId + 2]);
    const bad = await openSse(`${origin}${base}/stream?ticket=${await ticketFor(student)}&lastEventId=x`);
    expect(bad.status).toBe(400);
  });

  it('F4: the stream takes no access token in its URL, only a single-use ticket that expires in a minute', async () => {
    const ticket = await ticketFor(student);
    const ok = await openSse(`${origin}${base}/stream?ticket=${ticket}`);
    clients.push(ok);
    expect(ok.status).toBe(200);
    const reused = await openSse(`${origin}${base}/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);
    const late = await ticketFor(student);
    t.clock.advance(61_000);
    const expired = await openSse(`${origin}${base}/stream?ticket=${late}`);
    expect(expired.status).toBe(401);
    const token = await openSse(`${origin}${base}/stream?ticket=${student.accessToken}`);
    expect(token.status).toBe(401);
    const anon = await t.call({ method: 'POST', url: `${base}/stream/ticket` });
    expect(anon.status).toBe(401);
  });

  it('ends the streams of a logged-out session', async () => {
    const other = await loginAs(t, 'affairsadmin');
    const stream = await open(other);
    await stream.waitFor((e) => e.event === 'ready');
    const hub = liveHubOf(t.app);
    const before = hub?.size ?? 0;
    await t.app.db.updateTable('sessions').set({ endedAt: t.clock.now() }).where('userId', '=', other.uid).execute();
    await hub?.runMaintenance();
    expect(hub?.size).toBe(before - 1);
  });
});
