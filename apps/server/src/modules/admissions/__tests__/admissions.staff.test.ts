import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsApp, base, list } from './admissions-helpers.ts';

// Staff side: the admitted list by scope, initial passwords at the desk, briefings (public reading,
// sanitising, images), the admissions-service events; a permission and a tenant check for every route.

let h: Awaited<ReturnType<typeof admissionsApp>>;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const text = (v: string) => ({ 'zh-CN': v, 'zh-TW': `${v}（繁）`, 'en-US': `${v} (en)`, 'ja-JP': `${v}（日）` });

beforeAll(async () => {
  h = await admissionsApp();
  for (const name of ['affairsadmin', 'tenantadmin', 'collegeadmin', 'counsellor', 'student', 'newstudent'])
    await h.login(name);
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
  await h.login('otherStudent', 'student', 'demo2');
});
afterAll(() => h.t.close());

describe('admitted list', () => {
  it('the office sees the school, a college administrator only their college; ID numbers only masked', async () => {
    const all = await h.call('affairsadmin', 'POST', '/admissions/candidates/query', list());
    expect(all.body.data.pageResult.totalCount).toBe(300);
    const college = await h.call('collegeadmin', 'POST', '/admissions/candidates/query', list([], 100));
    expect(college.body.data.pageResult.totalCount).toBeGreaterThan(0);
    expect(college.body.data.pageResult.totalCount).toBeLessThan(300);
    expect(new Set(college.body.data.dataResult.map((r: { collegeName: string }) => r.collegeName))).toEqual(
      new Set(['计算机与信息工程学院']),
    );
    const row = all.body.data.dataResult[0];
    expect(row.idMasked).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    expect(JSON.stringify(all.body)).not.toMatch(/\d{17}[\dX]/);
    const search = await h.call(
      'affairsadmin',
      'POST',
      '/admissions/candidates/query',
      list([{ key: 'Q^examineeNo^S', value: '26110101000002' }]),
    );
    expect(search.body.data.dataResult[0]).toMatchObject({ account: '2025010102', awaitingFirstLogin: false });
    const detail = await h.call('affairsadmin', 'GET', `/admissions/candidates/${search.body.data.dataResult[0].id}`);
    expect(detail.body.data.feedback).toHaveLength(1);
    expect(detail.body.data.birthDate).toMatch(/^2007-/);
    const bad = await h.call(
      'affairsadmin',
      'POST',
      '/admissions/candidates/query',
      list([{ key: 'Q^idHash^S', value: 'x' }]),
    );
    expect(bad.body.state).toBe(6086103);
  });

  it('roles and schools: students, counsellors and other schools see nothing', async () => {
    const someone = (await h.call('affairsadmin', 'POST', '/admissions/candidates/query', list([], 1))).body.data
      .dataResult[0];
    for (const who of ['student', 'counsellor']) {
      expect((await h.call(who, 'POST', '/admissions/candidates/query', list())).status).toBe(403);
      expect((await h.call(who, 'GET', `/admissions/candidates/${someone.id}`)).status).toBe(403);
    }
    // A newStudent is confined to onboarding.
    expect((await h.call('newstudent', 'POST', '/admissions/candidates/query', list())).status).toBe(403);
    expect(
      (await h.call('otherAdmin', 'POST', '/admissions/candidates/query', list())).body.data.pageResult.totalCount,
    ).toBe(0);
    expect((await h.call('otherAdmin', 'GET', `/admissions/candidates/${someone.id}`)).body.state).toBe(6041201);
    expect((await h.call('otherAdmin', 'POST', `/admissions/candidates/${someone.id}/credential`)).body.state).toBe(
      6041201,
    );
    expect(
      (await h.call('otherAdmin', 'POST', `/admissions/candidates/${someone.id}/opinion`, { opinion: 'x' })).body.state,
    ).toBe(6041201);
  });

  it('the office issues an initial password at the desk; never for an account already in use', async () => {
    const waiting = (
      await h.call(
        'affairsadmin',
        'POST',
        '/admissions/candidates/query',
        list([{ key: 'Q^batch^S', value: '提前批' }], 1),
      )
    ).body.data.dataResult[0];
    expect(waiting.awaitingFirstLogin).toBe(true);
    expect((await h.call('collegeadmin', 'POST', `/admissions/candidates/${waiting.id}/credential`)).status).toBe(403);
    const issued = await h.call('affairsadmin', 'POST', `/admissions/candidates/${waiting.id}/credential`);
    expect(issued.body.data.account).toBe(waiting.account);
    expect(issued.headers['cache-control']).toContain('no-store');
    const audit = await h.t.app.db
      .selectFrom('auditEvents')
      .select(['details'])
      .where('event', '=', 'admissions.credential.issued')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(issued.body.data.initialPassword);
    const demoStudent = (
      await h.call(
        'affairsadmin',
        'POST',
        '/admissions/candidates/query',
        list([{ key: 'Q^examineeNo^S', value: '26110101000001' }]),
      )
    ).body.data.dataResult[0];
    expect(
      (await h.call('affairsadmin', 'POST', `/admissions/candidates/${demoStudent.id}/credential`)).body.state,
    ).toBe(6041219);
  });

  it('opinions are edited by the office only', async () => {
    const row = (await h.call('affairsadmin', 'POST', '/admissions/candidates/query', list([], 1))).body.data
      .dataResult[0];
    expect(
      (await h.call('collegeadmin', 'POST', `/admissions/candidates/${row.id}/opinion`, { opinion: 'x' })).status,
    ).toBe(403);
    expect(
      (
        await h.call('affairsadmin', 'POST', `/admissions/candidates/${row.id}/opinion`, {
          opinion: '同意录取，请按时报到',
        })
      ).body.state,
    ).toBe(200);
    expect((await h.call('affairsadmin', 'GET', `/admissions/candidates/${row.id}`)).body.data.opinion).toBe(
      '同意录取，请按时报到',
    );
  });
});

describe('briefings', () => {
  it('published in four languages, read without login; script is cut; drafts stay hidden', async () => {
    const imageId = await h.upload('affairsadmin', 'campus.png', png);
    const saved = await h.call('affairsadmin', 'POST', '/admissions/briefings/save', {
      kind: 'yxjb',
      title: text('报到路线'),
      content: {
        ...text('<p>从东门进入</p>'),
        'zh-CN': '<p>从东门进入</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      },
      imageFileIds: [imageId],
      sort: 5,
    });
    expect(saved.body.state).toBe(200);
    const id = saved.body.data.id;
    const read = (language: string, path = `/admissions/briefings/public/${id}`) =>
      h.t.call({ method: 'GET', url: `${base}${path}`, headers: { language } });
    expect((await read('zh-CN')).body.state).toBe(6041214);
    expect((await h.t.call({ method: 'GET', url: `${base}/admissions/briefings/image/${imageId}` })).body.state).toBe(
      6041214,
    );
    expect((await h.call('affairsadmin', 'POST', `/admissions/briefings/${id}/publish`)).body.state).toBe(200);
    const zh = await read('zh-CN');
    expect(zh.body.data.title).toBe('报到路线');
    expect(zh.body.data.content).not.toContain('script');
    expect(zh.body.data.content).not.toContain('onerror');
    expect((await read('en-US')).body.data.title).toBe('报到路线 (en)');
    expect((await read('ja-JP')).body.data.title).toBe('报到路线（日）');
    const feed = await read('en-US', '/admissions/briefings/public?kind=yxjb');
    expect(feed.body.data.map((b: { title: string }) => b.title)).toContain('报到路线 (en)');
    const image = await h.t.app.inject({ method: 'GET', url: `${base}/admissions/briefings/image/${imageId}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Another school's address does not serve it.
    const elsewhere = await h.t.call({
      method: 'GET',
      url: `${base}/admissions/briefings/image/${imageId}?tenant=demo2`,
    });
    expect(elsewhere.body.state).toBe(6041214);
    expect(
      (await h.t.call({ method: 'GET', url: `${base}/admissions/briefings/public/${id}?tenant=demo2` })).body.state,
    ).toBe(6041214);
    // Withdrawn: gone from the public again.
    await h.call('affairsadmin', 'POST', `/admissions/briefings/${id}/withdraw`);
    expect((await read('zh-CN')).body.state).toBe(6041214);
  });

  it('the demo school has a briefing of each kind and the seven promotional pages', async () => {
    for (const kind of ['yxjb', 'zsjb']) {
      const res = await h.t.call({ method: 'GET', url: `${base}/admissions/briefings/public?kind=${kind}` });
      expect(res.body.data.length, kind).toBeGreaterThan(0);
    }
    const promo = await h.t.call({
      method: 'GET',
      url: `${base}/admissions/briefings/public?kind=promo`,
      headers: { language: 'ja-JP' },
    });
    expect(promo.body.data).toHaveLength(7);
    expect(promo.body.data[0].title).toBe('デモ大学へようこそ');
  });

  it('only the office manages briefings; another school cannot touch them; foreign files are refused', async () => {
    const mine = (await h.call('affairsadmin', 'GET', '/admissions/briefings')).body.data[0];
    for (const who of ['collegeadmin', 'counsellor', 'student']) {
      expect((await h.call(who, 'GET', '/admissions/briefings')).status).toBe(403);
      expect((await h.call(who, 'POST', `/admissions/briefings/${mine.id}/publish`)).status).toBe(403);
    }
    expect((await h.call('otherAdmin', 'GET', `/admissions/briefings/${mine.id}`)).body.state).toBe(6041214);
    expect((await h.call('otherAdmin', 'POST', `/admissions/briefings/${mine.id}/withdraw`)).body.state).toBe(6041214);
    expect(
      (
        await h.call('otherAdmin', 'POST', '/admissions/briefings/save', {
          id: mine.id,
          kind: 'yxjb',
          title: text('x'),
          content: text(''),
        })
      ).body.state,
    ).toBe(6041214);
    expect((await h.call('otherAdmin', 'GET', '/admissions/briefings')).body.data).toEqual([]);
    const foreignImage = await h.upload('affairsadmin', 'a.png', png);
    const stolen = await h.call('otherAdmin', 'POST', '/admissions/briefings/save', {
      kind: 'yxjb',
      title: text('x'),
      content: text(''),
      imageFileIds: [foreignImage],
    });
    expect(stolen.body.state).toBe(6085104);
    const empty = await h.call('affairsadmin', 'POST', '/admissions/briefings/save', {
      kind: 'yxjb',
      title: text(''),
      content: text(''),
    });
    expect(empty.body.state).toBe(6010101);
  });
});

describe('admissions service: batches, events, sign-ups', () => {
  it('students sign up once, up to the capacity, before the deadline; the office sees the list', async () => {
    const batches = await h.call('student', 'GET', '/admissions/batches');
    expect(batches.body.data.length).toBe(2);
    const now = h.t.clock.now().getTime();
    const created = await h.call('affairsadmin', 'POST', '/admissions/events/save', {
      batchId: batches.body.data[0].id,
      title: '测试活动',
      startAt: new Date(now + 5 * 86_400_000).toISOString(),
      endAt: new Date(now + 5 * 86_400_000 + 3600_000).toISOString(),
      signUpDeadline: new Date(now + 86_400_000).toISOString(),
      capacity: 1,
    });
    const id = created.body.data.id;
    const body = { phone: '13812345678', note: '示范中学' };
    expect((await h.call('student', 'POST', `/admissions/events/${id}/signup`, body)).body.state).toBe(200);
    expect((await h.call('student', 'POST', `/admissions/events/${id}/signup`, body)).body.state).toBe(6041218);
    expect((await h.call('counsellor', 'POST', `/admissions/events/${id}/signup`, body)).body.state).toBe(6041216);
    expect((await h.call('student', 'GET', `/admissions/events/${id}`)).body.data).toMatchObject({
      mine: true,
      signedUp: 1,
      open: false,
    });
    expect(
      (await h.call('student', 'GET', '/admissions/signups/mine')).body.data.map((s: { title: string }) => s.title),
    ).toContain('测试活动');
    const signUps = await h.call('affairsadmin', 'GET', `/admissions/events/${id}/signups`);
    expect(signUps.body.data).toMatchObject([{ name: '李明', phone: '13812345678', note: '示范中学' }]);
    expect((await h.call('student', 'POST', `/admissions/events/${id}/cancel`)).body.state).toBe(200);
    expect((await h.call('student', 'POST', `/admissions/events/${id}/cancel`)).body.state).toBe(6041221);
    const closed = await h.call('affairsadmin', 'POST', '/admissions/events/save', {
      batchId: batches.body.data[0].id,
      title: '已截止活动',
      startAt: new Date(now + 86_400_000).toISOString(),
      endAt: new Date(now + 86_400_000).toISOString(),
      signUpDeadline: new Date(now - 3600_000).toISOString(),
      capacity: 10,
    });
    expect(
      (await h.call('counsellor', 'POST', `/admissions/events/${closed.body.data.id}/signup`, body)).body.state,
    ).toBe(6041217);
    expect((await h.call('student', 'POST', `/admissions/events/${id}/signup`, { phone: '123' })).body.state).toBe(
      6010101,
    );
  });

  it('permissions and schools for every service route', async () => {
    const event = (await h.call('student', 'GET', '/admissions/events')).body.data[0];
    const batch = (await h.call('student', 'GET', '/admissions/batches')).body.data[0];
    // newStudent is confined to onboarding; only the office edits and sees sign-up lists.
    for (const path of [
      '/admissions/batches',
      '/admissions/events',
      `/admissions/events/${event.id}`,
      '/admissions/signups/mine',
    ]) {
      expect((await h.call('newstudent', 'GET', path)).status, path).toBe(403);
    }
    expect((await h.call('student', 'GET', `/admissions/events/${event.id}/signups`)).status).toBe(403);
    expect((await h.call('counsellor', 'POST', '/admissions/batches/save', { name: 'x', year: 2026 })).status).toBe(
      403,
    );
    const start = new Date(h.t.clock.now().getTime() + 86_400_000).toISOString();
    const eventBody = {
      batchId: batch.id,
      title: 'x',
      startAt: start,
      endAt: start,
      signUpDeadline: start,
      capacity: 1,
    };
    expect((await h.call('student', 'POST', '/admissions/events/save', eventBody)).status).toBe(403);
    // Another school sees none of it.
    expect((await h.call('otherStudent', 'GET', '/admissions/batches')).body.data).toEqual([]);
    expect((await h.call('otherStudent', 'GET', '/admissions/events')).body.data).toEqual([]);
    expect((await h.call('otherStudent', 'GET', `/admissions/events/${event.id}`)).body.state).toBe(6041215);
    expect(
      (await h.call('otherStudent', 'POST', `/admissions/events/${event.id}/signup`, { phone: '13812345678' })).body
        .state,
    ).toBe(6041215);
    expect((await h.call('otherAdmin', 'GET', `/admissions/events/${event.id}/signups`)).body.state).toBe(6041215);
    expect(
      (await h.call('otherAdmin', 'POST', '/admissions/batches/save', { id: batch.id, name: 'x', year: 2026 })).body
        .state,
    ).toBe(6041220);
    expect((await h.call('otherAdmin', 'POST', '/admissions/events/save', eventBody)).body.state).toBe(6041220);
    expect(
      (await h.call('otherAdmin', 'GET', '/admissions/orgs')).body.data.every(
        (o: { name: string }) => o.name !== '软件工程',
      ),
    ).toBe(true);
    expect((await h.call('collegeadmin', 'GET', '/admissions/orgs')).status).toBe(403);
  });
});
