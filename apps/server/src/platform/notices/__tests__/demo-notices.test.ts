import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedDemoNotices } from '../demo-notices.ts';

const base = '/qzbps/platform/v3';

describe('demo announcements and the public share page', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor2: LoggedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor2 = await loginAs(t, 'counsellor2');
    await seedDemoNotices(t.app.db, student.tenantId, t.clock.now());
    await seedDemoNotices(t.app.db, student.tenantId, t.clock.now());
  });
  afterAll(() => t.close());

  it('seeds once: the demo student sees the school, college and class notices, pinned first, all unread', async () => {
    const feed = await t.call({ method: 'GET', url: `${base}/notice/list`, headers: student.headers });
    expect(feed.body.data.dataResult.map((n: { title: string }) => n.title)).toEqual([
      '关于2027年寒假放假安排的通知',
      '本周五主题班会通知',
      '2026—2027学年奖学金评定工作安排',
    ]);
    expect(feed.body.data.unread).toBe(3);
    const inbox = await t.call({ method: 'GET', url: `${base}/message/inner/unread`, headers: student.headers });
    expect(inbox.body.data.unread).toBe(4);
    const other = await t.call({ method: 'GET', url: `${base}/notice/list`, headers: counsellor2.headers });
    expect(other.body.data.dataResult.map((n: { title: string }) => n.title)).toEqual(['关于2027年寒假放假安排的通知']);
  });

  it('the share page shows a public announcement without login, and nothing else', async () => {
    const feed = await t.call({ method: 'GET', url: `${base}/notice/list`, headers: student.headers });
    const [school, classNotice] = feed.body.data.dataResult as { id: string; isPublic: boolean }[];
    expect(school?.isPublic).toBe(true);
    const shared = await t.call({ method: 'GET', url: `${base}/notice/public/${school?.id}` });
    expect(shared.body.data.title).toBe('关于2027年寒假放假安排的通知');
    const hidden = await t.call({ method: 'GET', url: `${base}/notice/public/${classNotice?.id}` });
    expect(hidden.status).toBe(404);
  });
});
