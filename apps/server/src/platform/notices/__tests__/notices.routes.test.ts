import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { classesOfCounsellor, classOfStudent } from '../../org/org-relations.ts';

const base = '/qzbps/platform/v3';

describe('announcements', () => {
  let t: TestApp;
  let student: LoggedIn;
  let otherClassStudent: LoggedIn;
  let counsellor: LoggedIn;
  let counsellor2: LoggedIn;
  let affairs: LoggedIn;
  let foreign: LoggedIn;
  let classId: string;
  let noticeId: string;

  const save = (who: LoggedIn, payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: `${base}/notice/save`,
      headers: who.headers,
      payload: { categoryCode: 'notice', title: '班会通知', content: '<p>周五班会</p>', ...payload },
    });
  const unread = async (who: LoggedIn) => {
    const feed = await t.call({ method: 'GET', url: `${base}/notice/list`, headers: who.headers });
    const inbox = await t.call({ method: 'GET', url: `${base}/message/inner/unread`, headers: who.headers });
    return {
      feed: feed.body.data.unread as number,
      inbox: inbox.body.data.unread as number,
      items: feed.body.data.dataResult,
    };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    counsellor2 = await loginAs(t, 'counsellor2');
    affairs = await loginAs(t, 'affairsadmin');
    foreign = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
    const db = t.app.db;
    classId = (await classOfStudent(db, student.tenantId, student.uid))?.id as string;
    // A student of another class who can log in: give them the demo password hash.
    const other = await db
      .selectFrom('employees as e')
      .innerJoin('userRoles as ur', (j) =>
        j.onRef('ur.tenantId', '=', 'e.tenantId').onRef('ur.userId', '=', 'e.userId'),
      )
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
      .select(['u.id', 'u.account'])
      .where('e.tenantId', '=', student.tenantId)
      .where('r.alias', '=', 'student')
      .where('e.orgId', '!=', classId)
      .executeTakeFirstOrThrow();
    const hash = await db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', student.uid)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ passwordHash: hash.passwordHash, mustChangePassword: false })
      .where('id', '=', other.id)
      .execute();
    otherClassStudent = await loginAs(t, other.account);
  });
  afterAll(() => t.close());

  it('journey: a counsellor publishes to one class; its student sees it unread until opened, another class does not', async () => {
    expect((await classesOfCounsellor(t.app.db, counsellor.tenantId, counsellor.uid)).map((c) => c.id)).toContain(
      classId,
    );
    const before = await unread(student);
    const draft = await save(counsellor, {
      audience: { scope: 'orgs', orgIds: [classId] },
      content: '<p>周五班会<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(draft.body.state).toBe(200);
    noticeId = draft.body.data.id;
    const published = await t.call({
      method: 'POST',
      url: `${base}/notice/${noticeId}/publish`,
      headers: counsellor.headers,
    });
    expect(published.body.data.recipients).toBeGreaterThan(1);
    const after = await unread(student);
    expect(after.feed).toBe(before.feed + 1);
    expect(after.inbox).toBe(before.inbox + 1);
    expect(after.items.find((n: { id: string }) => n.id === noticeId)).toMatchObject({
      title: '班会通知',
      read: false,
      authorName: '张老师',
    });
    const detail = await t.call({ method: 'GET', url: `${base}/notice/${noticeId}`, headers: student.headers });
    expect(detail.body.data.content).not.toMatch(/script|onerror/);
    expect(detail.body.data.receipts).toBeNull();
    const cleared = await unread(student);
    expect(cleared.feed).toBe(before.feed);
    expect(cleared.inbox).toBe(before.inbox);
    const outsider = await unread(otherClassStudent);
    expect(outsider.items.map((n: { id: string }) => n.id)).not.toContain(noticeId);
    const peek = await t.call({ method: 'GET', url: `${base}/notice/${noticeId}`, headers: otherClassStudent.headers });
    expect(peek.status).toBe(404);
  });

  it('read receipts: the publisher sees who has not read; others may not', async () => {
    const receipts = await t.call({
      method: 'GET',
      url: `${base}/notice/${noticeId}/receipts`,
      headers: counsellor.headers,
    });
    const mine = receipts.body.data.find((r: { userId: string }) => r.userId === student.uid);
    expect(mine.readAt).not.toBeNull();
    expect(receipts.body.data.filter((r: { readAt: string | null }) => r.readAt === null).length).toBe(
      receipts.body.data.length - 1,
    );
    const detail = await t.call({ method: 'GET', url: `${base}/notice/${noticeId}`, headers: counsellor.headers });
    expect(detail.body.data.receipts).toEqual({ recipients: receipts.body.data.length, read: 1 });
    const byOther = await t.call({
      method: 'GET',
      url: `${base}/notice/${noticeId}/receipts`,
      headers: counsellor2.headers,
    });
    expect(byOther.status).toBe(404);
    const byStudent = await t.call({
      method: 'GET',
      url: `${base}/notice/${noticeId}/receipts`,
      headers: student.headers,
    });
    expect(byStudent.status).toBe(403);
  });

  it('scopes publishers: a counsellor cannot address the school or another college’s class; students cannot write', async () => {
    const school = await save(counsellor, { audience: { scope: 'school' } });
    expect(school.body.state).toBe(6030103);
    const foreignClass = await save(counsellor2, { audience: { scope: 'orgs', orgIds: [classId] } });
    expect(foreignClass.body.state).toBe(6030103);
    const byStudent = await save(student, { audience: { scope: 'orgs', orgIds: [classId] } });
    expect(byStudent.status).toBe(403);
    const empty = await save(affairs, { audience: { scope: 'school' }, content: '<script>x</script>' });
    expect(empty.body.state).toBe(6030109);
  });

  it('E2: another tenant cannot see, manage or address this tenant’s announcements', async () => {
    const detail = await t.call({ method: 'GET', url: `${base}/notice/${noticeId}`, headers: foreign.headers });
    expect(detail.status).toBe(404);
    const withdraw = await t.call({
      method: 'POST',
      url: `${base}/notice/${noticeId}/withdraw`,
      headers: foreign.headers,
    });
    expect(withdraw.status).toBe(404);
    const address = await save(foreign, { audience: { scope: 'orgs', orgIds: [classId] } });
    expect(address.body.state).toBe(6030103);
  });

  it('school-wide notices pin to the top, expire out of the feed, and withdrawal removes their messages', async () => {
    const pinned = await save(affairs, {
      title: '全校通知',
      pinned: true,
      audience: { scope: 'school', roles: ['student'] },
      expiresAt: new Date(t.clock.now().getTime() + 120_000).toISOString(),
    });
    const id = pinned.body.data.id;
    await t.call({ method: 'POST', url: `${base}/notice/${id}/publish`, headers: affairs.headers });
    const feed = await unread(otherClassStudent);
    expect(feed.items[0]).toMatchObject({ id, pinned: true });
    const staffFeed = await unread(counsellor2);
    expect(staffFeed.items.map((n: { id: string }) => n.id)).not.toContain(id);
    // Short: access tokens live five minutes on the same clock.
    t.clock.advance(121_000);
    expect((await unread(otherClassStudent)).items.map((n: { id: string }) => n.id)).not.toContain(id);
    const before = (await unread(otherClassStudent)).inbox;
    const withdrawn = await t.call({ method: 'POST', url: `${base}/notice/${id}/withdraw`, headers: affairs.headers });
    expect(withdrawn.body.state).toBe(200);
    expect((await unread(otherClassStudent)).inbox).toBe(before - 1);
    const again = await t.call({ method: 'POST', url: `${base}/notice/${id}/withdraw`, headers: affairs.headers });
    expect(again.body.state).toBe(6030104);
  });
});
