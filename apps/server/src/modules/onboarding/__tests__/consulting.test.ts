import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingApp, tinyPng } from './onboarding-helpers.ts';

// 新生咨询 and 图片详情 through HTTP on the demo university: newstudent asks, 2025010102 is another new
// student, collegeadmin (computer college) holds them in scope, counsellor2 (economics) does not;
// demo2's administrator is another school.

let h: Awaited<ReturnType<typeof onboardingApp>>;

beforeAll(async () => {
  h = await onboardingApp();
  for (const account of ['newstudent', '2025010102', 'collegeadmin', 'counsellor2', 'affairsadmin', 'student']) {
    await h.login(account);
  }
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
}, 120_000);
afterAll(() => h?.t.close());

const fileInfo = async (who: string, fileId: string) =>
  (await h.t.call({ method: 'GET', url: `/qzbps/platform/v3/file/info?fileId=${fileId}`, headers: h.as[who]?.headers }))
    .body;
const ask = (who: string, body: object) => h.call(who, 'POST', '/onboarding/consulting/questions', body);

describe('asking and reading questions', () => {
  let id: string;

  it('lets a new student ask with a photo and lists it as waiting', async () => {
    const photo = await h.upload('newstudent', 'gate.png', tinyPng);
    const res = await ask('newstudent', { category: 'arrival', content: '几点可以入校？', photos: [photo] });
    expect(res.body.state).toBe(200);
    id = res.body.data.id;
    const mine = await h.call('newstudent', 'GET', '/onboarding/consulting/questions');
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id, category: 'arrival', status: 'waiting', replies: 0, content: '几点可以入校？' }),
    ]);
    const detail = await h.call('newstudent', 'GET', `/onboarding/consulting/questions/${id}`);
    expect(detail.body.data.photos).toEqual([expect.objectContaining({ id: photo })]);
    expect(detail.body.data.thread).toEqual([]);
  });

  it('answers bad input with its codes and stores nothing', async () => {
    expect((await ask('newstudent', { category: 'rocket', content: 'x' })).status).toBe(400);
    expect((await ask('newstudent', { category: 'other', content: '  ' })).status).toBe(400);
    const other = await h.upload('2025010102', 'x.png', tinyPng);
    const foreign = await ask('newstudent', { category: 'other', content: 'x', photos: [other] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.state).toBe(6041015);
    const text = await h.upload('newstudent', 'a.txt', Buffer.from('hello'));
    const notImage = await ask('newstudent', { category: 'other', content: 'x', photos: [text] });
    expect(notImage.body.state).toBe(6041015);
    const mine = await h.call('newstudent', 'GET', '/onboarding/consulting/questions');
    expect(mine.body.data).toHaveLength(1);
    const unknown = await h.call('newstudent', 'GET', '/onboarding/consulting/questions/not-a-uuid');
    expect(unknown.status).toBe(400);
  });

  it('hides my question from another new student, another school and staff out of scope', async () => {
    for (const [who, path] of [
      ['2025010102', `/onboarding/consulting/questions/${id}`],
      ['counsellor2', `/onboarding/staff/consulting/${id}`],
      ['otherAdmin', `/onboarding/staff/consulting/${id}`],
    ] as const) {
      const res = await h.call(who, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.state).toBe(6041013);
    }
    const follow = await h.call('2025010102', 'POST', `/onboarding/consulting/questions/${id}/replies`, {
      content: 'mine now',
    });
    expect(follow.body.state).toBe(6041013);
    const answer = await h.call('counsellor2', 'POST', `/onboarding/staff/consulting/${id}/answer`, { content: 'x' });
    expect(answer.body.state).toBe(6041013);
    const list = await h.call('counsellor2', 'GET', '/onboarding/staff/consulting');
    expect(list.body.data.dataResult.map((q: { id: string }) => q.id)).not.toContain(id);
    const other = await h.call('otherAdmin', 'GET', '/onboarding/staff/consulting?status=all');
    expect(other.body.data.pageResult.totalCount).toBe(0);
    // A student (not new) and a new student on staff calls: refused by role.
    expect((await h.call('student', 'GET', '/onboarding/consulting/questions')).status).toBe(403);
    expect((await h.call('newstudent', 'GET', '/onboarding/staff/consulting')).status).toBe(403);
  });

  it('lets staff in scope answer; the student sees the answer and a message, follows up and closes', async () => {
    const list = await h.call('collegeadmin', 'GET', '/onboarding/staff/consulting');
    expect(list.body.data.dataResult).toEqual([expect.objectContaining({ id, studentName: '王小雨' })]);
    const photo = (await h.call('collegeadmin', 'GET', `/onboarding/staff/consulting/${id}`)).body.data.photos[0];
    expect((await fileInfo('collegeadmin', photo.id)).state).toBe(200);
    expect((await fileInfo('counsellor2', photo.id)).state).not.toBe(200);
    expect((await fileInfo('2025010102', photo.id)).state).not.toBe(200);
    const answer = await h.call('collegeadmin', 'POST', `/onboarding/staff/consulting/${id}/answer`, {
      content: '8:00 起校门开放',
    });
    expect(answer.body.data).toEqual({ status: 'answered' });
    const detail = await h.call('newstudent', 'GET', `/onboarding/consulting/questions/${id}`);
    expect(detail.body.data).toMatchObject({ status: 'answered', replies: 1 });
    expect(detail.body.data.thread).toEqual([expect.objectContaining({ fromStaff: true, content: '8:00 起校门开放' })]);
    const inbox = await h.t.call({
      method: 'GET',
      url: '/qzbps/platform/v3/message/inner/list',
      headers: h.as.newstudent?.headers,
    });
    const message = inbox.body.data.dataResult.find(
      (m: { kind: string }) => m.kind === 'onboarding.consulting-answered',
    );
    expect(message).toBeDefined();
    expect(message.summary).toBe('8:00 起校门开放');

    const follow = await h.call('newstudent', 'POST', `/onboarding/consulting/questions/${id}/replies`, {
      content: '晚上呢？',
    });
    expect(follow.body.data).toEqual({ status: 'waiting' });
    const waiting = await h.call('collegeadmin', 'GET', '/onboarding/staff/consulting?status=waiting');
    expect(waiting.body.data.dataResult.map((q: { id: string }) => q.id)).toContain(id);

    const close = await h.call('newstudent', 'POST', `/onboarding/consulting/questions/${id}/close`);
    expect(close.body.data).toEqual({ status: 'closed' });
    const late = await h.call('collegeadmin', 'POST', `/onboarding/staff/consulting/${id}/answer`, { content: 'x' });
    expect(late.status).toBe(409);
    expect(late.body.state).toBe(6041014);
  });
});

describe('flood guard', () => {
  it('refuses an eleventh waiting question of one student and keeps the others asking', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await ask('2025010102', { category: 'other', content: `问题 ${i}` });
      expect(res.body.state).toBe(200);
    }
    const more = await ask('2025010102', { category: 'other', content: '还有' });
    expect(more.status).toBe(409);
    expect(more.body.state).toBe(6041017);
    const mine = await h.call('2025010102', 'GET', '/onboarding/consulting/questions');
    expect(mine.body.data).toHaveLength(10);
    // Closing one frees a place.
    await h.call('2025010102', 'POST', `/onboarding/consulting/questions/${mine.body.data[0].id}/close`);
    expect((await ask('2025010102', { category: 'other', content: '还有' })).body.state).toBe(200);
  });
});

describe('grzx', () => {
  it('shows the new student their counsellors and no bed before choosing one', async () => {
    const me = await h.call('newstudent', 'GET', '/onboarding/me');
    expect(me.body.state).toBe(200);
    expect(me.body.data.bed).toBeNull();
    expect(Array.isArray(me.body.data.counsellors)).toBe(true);
    expect((await h.call('collegeadmin', 'GET', '/onboarding/me')).status).toBe(403);
  });
});

describe('common questions and pictures', () => {
  it('shows the common questions to new students and staff', async () => {
    const faq = await h.call('newstudent', 'GET', '/onboarding/consulting/faq');
    expect(faq.body.data.length).toBeGreaterThan(0);
    expect(faq.body.data[0]).toHaveProperty('answer');
    expect((await h.call('collegeadmin', 'GET', '/onboarding/consulting/faq')).status).toBe(200);
  });

  it('keeps the gallery the affairs office saves, with captions in the reader language', async () => {
    const fileId = await h.upload('affairsadmin', 'campus.png', tinyPng);
    const caption = { 'zh-CN': '校门', 'zh-TW': '校門', 'en-US': 'Main gate', 'ja-JP': '正門' };
    const refused = await h.call('collegeadmin', 'PUT', '/onboarding/staff/pictures', { pictures: [] });
    expect(refused.status).toBe(403);
    const bad = await h.call('affairsadmin', 'PUT', '/onboarding/staff/pictures', {
      pictures: [{ fileId: '00000000-0000-7000-8000-000000000000', width: 1, height: 1, caption }],
    });
    expect(bad.body.state).toBe(6041016);
    const saved = await h.call('affairsadmin', 'PUT', '/onboarding/staff/pictures', {
      pictures: [{ fileId, width: 1200, height: 800, caption }],
    });
    expect(saved.body.data).toEqual({ count: 1 });
    const seen = await h.t.call({
      method: 'GET',
      url: '/qzbps/business/v3/onboarding/pictures',
      headers: { ...h.as.newstudent?.headers, language: 'en-US' },
    });
    expect(seen.body.data).toEqual([{ fileId, width: 1200, height: 800, caption: 'Main gate' }]);
    // The editor reads every language back, so a save from it cannot drop the captions it did not show.
    const edit = await h.call('affairsadmin', 'GET', '/onboarding/staff/pictures');
    expect(edit.body.data).toEqual([{ fileId, width: 1200, height: 800, caption }]);
    expect((await h.call('newstudent', 'GET', '/onboarding/staff/pictures')).status).toBe(403);
    expect((await h.call('otherAdmin', 'GET', '/onboarding/staff/pictures')).body.data).toEqual([]);
    const other = await h.call('otherAdmin', 'GET', '/onboarding/pictures');
    expect(other.body.data).toEqual([]);
    expect((await fileInfo('newstudent', fileId)).state).toBe(200);
    expect((await fileInfo('otherAdmin', fileId)).state).not.toBe(200);
  });
});
