import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createMessages, type NewMessage } from '../messages.service.ts';

const base = '/qzbps/platform/v3/message';

const title = (zh: string) => ({ text: { 'zh-CN': zh, 'zh-TW': zh, 'en-US': zh, 'ja-JP': zh } });

describe('inner messages', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let otherTenant: LoggedIn;

  const send = (to: LoggedIn, items: Partial<NewMessage>[]) =>
    createMessages(
      t.app.db,
      to.tenantId,
      items.map((i) => ({
        userId: to.uid,
        kind: 'workflow.assigned',
        title: title('请假申请'),
        target: { type: 'task', id: 'T1', route: '/bpm/task/T1' },
        ...i,
      })),
      { now: t.clock.now() },
    );

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    otherTenant = await loginAs(t, 'student', { tenantCode: 'demo2' });
    // Start from empty inboxes, whatever the demo seed delivered.
    await t.app.db.deleteFrom('messages').where('userId', 'in', [student.uid, counsellor.uid]).execute();
  });
  afterAll(() => t.close());

  it('lists unread first with paging, unread count and categories', async () => {
    await send(student, [
      { kind: 'workflow.assigned', title: { key: 'workflow.assigned', variables: { subject: '请假' } } },
      {
        kind: 'notice.published',
        title: title('开学通知'),
        target: { type: 'notice', id: 'N1', route: '/notice/detail/N1' },
      },
      { kind: 'system.welcome', title: title('欢迎'), target: { type: 'page', route: '/home' } },
    ]);
    const first = await t.call({ method: 'GET', url: `${base}/inner/list?limit=2`, headers: student.headers });
    expect(first.body.state).toBe(200);
    expect(first.body.data.pageResult).toMatchObject({ page: 1, limit: 2, totalCount: 3, totalPages: 2 });
    expect(first.body.data.dataResult).toHaveLength(2);
    expect(first.body.data.unread).toBe(3);
    const en = await t.call({
      method: 'GET',
      url: `${base}/inner/list?category=workflow`,
      headers: { ...student.headers, language: 'en-US' },
    });
    expect(en.body.data.dataResult.map((m: { title: string }) => m.title)).toEqual(['To do: 请假']);
    const counts = await t.call({ method: 'GET', url: `${base}/inner/unread`, headers: student.headers });
    expect(counts.body.data.unread).toBe(3);
    expect(counts.body.data.categories).toEqual([
      { code: 'workflow', name: '审批消息', total: 1, unread: 1 },
      { code: 'notice', name: '通知公告', total: 1, unread: 1 },
      { code: 'system', name: '系统消息', total: 1, unread: 1 },
    ]);
  });

  it('reads one, reads all of a category, and deletes', async () => {
    const list = await t.call({ method: 'GET', url: `${base}/inner/list?read=false`, headers: student.headers });
    const ids: string[] = list.body.data.dataResult.map((m: { id: string }) => m.id);
    const read = await t.call({
      method: 'POST',
      url: `${base}/inner/read`,
      headers: student.headers,
      payload: { ids: [ids[0]] },
    });
    expect(read.body.data).toEqual({ changed: 1, unread: ids.length - 1 });
    const again = await t.call({
      method: 'POST',
      url: `${base}/inner/read`,
      headers: student.headers,
      payload: { ids: [ids[0]] },
    });
    expect(again.body.data.changed).toBe(0);
    const readList = await t.call({ method: 'GET', url: `${base}/inner/list`, headers: student.headers });
    // Unread first: the read message moved to the end.
    expect(readList.body.data.dataResult.at(-1).id).toBe(ids[0]);
    const all = await t.call({ method: 'POST', url: `${base}/inner/read-all`, headers: student.headers, payload: {} });
    expect(all.body.data).toEqual({ changed: ids.length - 1, unread: 0 });
    const removed = await t.call({
      method: 'POST',
      url: `${base}/inner/delete`,
      headers: student.headers,
      payload: { ids },
    });
    expect(removed.body.data.changed).toBe(ids.length);
  });

  it('E2: a user cannot read, delete or jump to another user’s message, nor across tenants', async () => {
    await send(counsellor, [{}]);
    const theirs = await t.call({ method: 'GET', url: `${base}/inner/list`, headers: counsellor.headers });
    const id: string = theirs.body.data.dataResult[0].id;
    for (const who of [student, otherTenant]) {
      const read = await t.call({
        method: 'POST',
        url: `${base}/inner/read`,
        headers: who.headers,
        payload: { ids: [id] },
      });
      expect(read.body.data.changed).toBe(0);
      const del = await t.call({
        method: 'POST',
        url: `${base}/inner/delete`,
        headers: who.headers,
        payload: { ids: [id] },
      });
      expect(del.body.data.changed).toBe(0);
      const jump = await t.call({ method: 'POST', url: `${base}/inner/${id}/jump`, headers: who.headers });
      expect(jump.status).toBe(404);
      expect(jump.body.state).toBe(6090101);
      const list = await t.call({ method: 'GET', url: `${base}/inner/list`, headers: who.headers });
      expect(list.body.data.dataResult.map((m: { id: string }) => m.id)).not.toContain(id);
    }
    const still = await t.call({ method: 'GET', url: `${base}/inner/unread`, headers: counsellor.headers });
    expect(still.body.data.unread).toBe(1);
  });

  it('jump marks the message read and answers its in-app target', async () => {
    const list = await t.call({ method: 'GET', url: `${base}/inner/list?read=false`, headers: counsellor.headers });
    const id: string = list.body.data.dataResult[0].id;
    const jump = await t.call({ method: 'POST', url: `${base}/inner/${id}/jump`, headers: counsellor.headers });
    expect(jump.body.data).toMatchObject({ id, read: true, target: { type: 'task', id: 'T1', route: '/bpm/task/T1' } });
    const after = await t.call({ method: 'GET', url: `${base}/inner/unread`, headers: counsellor.headers });
    expect(after.body.data.unread).toBe(0);
  });

  it('E1: every call needs a token and rejects unknown fields', async () => {
    const anon = await t.call({ method: 'GET', url: `${base}/inner/list` });
    expect(anon.status).toBe(401);
    const extra = await t.call({
      method: 'GET',
      url: `${base}/inner/list?userId=${counsellor.uid}`,
      headers: student.headers,
    });
    expect(extra.status).toBe(400);
  });

  it('refuses outside URLs as message targets (no open redirect through /message-jump)', async () => {
    await expect(send(student, [{ target: { type: 'page', route: '//evil.example/x' } }])).rejects.toThrow();
    await expect(send(student, [{ target: { type: 'page', route: 'https://evil.example' } }])).rejects.toThrow();
  });
});
