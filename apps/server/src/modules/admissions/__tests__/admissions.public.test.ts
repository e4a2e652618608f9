import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha } from '../../../platform/auth/captcha.ts';
import { loginAs } from '../../../testing/login.ts';
import { demoCandidateIdNumber, demoIdNumber } from '../admissions.demo.ts';
import { admissionsApp, base } from './admissions-helpers.ts';

// The public side: result lookup with captcha, the initial password, the examinee feedback pages.
// Demo new student 2 (account 2025010102, examinee 26110101000002) has an opinion with feedback.

let h: Awaited<ReturnType<typeof admissionsApp>>;
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++ % 250}`;

beforeAll(async () => {
  h = await admissionsApp({ LOGIN_RATE_LIMIT: '1000' });
  for (const name of ['affairsadmin', 'collegeadmin', 'counsellor', 'student']) await h.login(name);
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
});
afterAll(() => h.t.close());

/** The demo examinee i's ID number, read from how the seed made it (gender from the account). */
async function examinee(i: number) {
  const row = await h.t.app.db
    .selectFrom('employees as e')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
    .select(['e.name', 'e.gender'])
    .where('u.accountLower', '=', i === 1 ? 'newstudent' : `202501010${i}`)
    .executeTakeFirstOrThrow();
  const idNumber = demoCandidateIdNumber(i, row.gender ?? 'female');
  return { examineeNo: `2611010100000${i}`, name: row.name, idNumber };
}

async function lookup(
  body: Record<string, unknown>,
  options: { ip?: string; captcha?: 'right' | 'wrong'; tenant?: string } = {},
) {
  const captcha = await createCaptcha(h.t.app.db, h.t.clock.now(), 120);
  const answer = options.captcha === 'wrong' ? (captcha.answer === 'ZZZZ' ? 'YYYY' : 'ZZZZ') : captcha.answer;
  return h.t.call({
    method: 'POST',
    url: `${base}/admissions/lookup`,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.tenant ? { 'x-authorization-tenantid': options.tenant } : {},
    payload: { requestId: captcha.requestId, captcha: answer, ...body },
  });
}

const examineeLogin = (examineeNo: string, idNumber: string, ip = freshIp()) =>
  h.t.call({
    method: 'POST',
    url: `${base}/admissions/examinee/login`,
    remoteAddress: ip,
    payload: { examineeNo, idNumber },
  });

describe('lqjgcx_index: admission result lookup', () => {
  it('by name shows college, major and next steps, without a password ticket', async () => {
    const me = await examinee(3);
    const res = await lookup({ examineeNo: me.examineeNo, name: me.name });
    expect(res.body.state).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.data).toMatchObject({
      name: me.name,
      college: '计算机与信息工程学院',
      major: '计算机科学与技术',
      account: '2025010103',
      claimTicket: null,
    });
    expect(res.body.data.nextSteps).toContain('首次登录');
    const en = await h.t.call({
      method: 'POST',
      url: `${base}/admissions/lookup`,
      remoteAddress: freshIp(),
      headers: { language: 'en-US' },
      payload: { ...(await captchaFields()), examineeNo: me.examineeNo, name: me.name },
    });
    expect(en.body.data.nextSteps).toContain('first login');
  });

  it('by ID number gives a one-time ticket for the initial password, which must be changed at first login', async () => {
    const imported = await h.t.app.db
      .selectFrom('users')
      .select(['account'])
      .where('passwordHash', 'is', null)
      .where('mustChangePassword', '=', true)
      .orderBy('account')
      .executeTakeFirstOrThrow();
    // An account made by the demo list (no password yet): look it up by the ID number the seed gave it.
    const i = Number(imported.account.slice(-10));
    const person = await h.t.app.db
      .selectFrom('employees as e')
      .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
      .select(['e.gender'])
      .where('u.account', '=', imported.account)
      .executeTakeFirstOrThrow();
    const idNumber = demoCandidateIdNumber(i, person.gender ?? 'female');
    const found = await lookup({ examineeNo: imported.account, idNumber: idNumber.toLowerCase() });
    expect(found.body.state).toBe(200);
    expect(found.body.data.account).toBe(imported.account);
    const ticket = found.body.data.claimTicket as string;
    expect(ticket).toBeTruthy();
    // Cannot log in before a password is issued.
    const before = await h.t.call({
      method: 'POST',
      url: '/qzbps/oauth2/v3/user/login/apply',
      remoteAddress: freshIp(),
      payload: { username: imported.account, password: 'anything-at-all' },
    });
    expect(before.body.state).toBe(6020106);
    const claim = await h.t.call({ method: 'POST', url: `${base}/admissions/lookup/credential`, payload: { ticket } });
    expect(claim.body.state).toBe(200);
    expect(claim.headers['cache-control']).toContain('no-store');
    const { initialPassword } = claim.body.data;
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    // Single use.
    const again = await h.t.call({ method: 'POST', url: `${base}/admissions/lookup/credential`, payload: { ticket } });
    expect(again.body.state).toBe(6041223);
    // The platform's first-login rule: the session is restricted to the password change.
    const session = await loginAs(h.t, imported.account, { password: initialPassword });
    expect(session.token.restricted).toBe('change_password');
    const changed = await h.t.call({
      method: 'POST',
      url: '/qzbps/oauth2/v3/user/first/change/passwd',
      headers: session.headers,
      payload: { oldPassword: initialPassword, newPassword: 'maple river 2026', repeatPassword: 'maple river 2026' },
    });
    expect(changed.body.state).toBe(200);
    // Once activated no new initial password can be issued, by lookup or by the office.
    const later = await lookup({ examineeNo: imported.account, idNumber });
    expect(later.body.data.claimTicket).toBeNull();
  });

  it('checks the captcha first: a wrong or reused captcha refuses even right details', async () => {
    const me = await examinee(3);
    const wrong = await lookup({ examineeNo: me.examineeNo, name: me.name }, { captcha: 'wrong' });
    expect(wrong.body.state).toBe(6020119);
    expect(wrong.body.data).toBeNull();
    const captcha = await createCaptcha(h.t.app.db, h.t.clock.now(), 120);
    const payload = { requestId: captcha.requestId, captcha: captcha.answer, examineeNo: me.examineeNo, name: me.name };
    expect(
      (await h.t.call({ method: 'POST', url: `${base}/admissions/lookup`, remoteAddress: freshIp(), payload })).body
        .state,
    ).toBe(200);
    expect(
      (await h.t.call({ method: 'POST', url: `${base}/admissions/lookup`, remoteAddress: freshIp(), payload })).body
        .state,
    ).toBe(6020105);
    const missing = await h.t.call({
      method: 'POST',
      url: `${base}/admissions/lookup`,
      payload: { examineeNo: me.examineeNo, name: me.name },
    });
    expect(missing.body.state).toBe(6010101);
  });

  it('no enumeration: unknown number, wrong name and wrong ID number give the same answer in the same time', async () => {
    const me = await examinee(3);
    const variants = {
      unknown: { examineeNo: '26999999999999', name: me.name },
      wrongName: { examineeNo: me.examineeNo, name: '张三丰' },
      wrongId: { examineeNo: me.examineeNo, idNumber: demoIdNumber('110105', '20070101', 1) },
      unknownById: { examineeNo: '26999999999999', idNumber: demoIdNumber('110105', '20070101', 1) },
    };
    const bodies = new Set<string>();
    for (const body of Object.values(variants)) {
      const res = await lookup(body);
      expect(res.status).toBe(404);
      bodies.add(JSON.stringify(res.body));
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] as string)).toMatchObject({ state: 6041209, data: null, variables: null });
    // Timing: alternate the two kinds over 30 rounds; the medians may not differ by 25 ms (security B6).
    const times: Record<'unknown' | 'wrongId', number[]> = { unknown: [], wrongId: [] };
    for (let round = 0; round < 30; round++) {
      for (const kind of ['unknown', 'wrongId'] as const) {
        const started = performance.now();
        await lookup(variants[kind]);
        times[kind].push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    expect(Math.abs(median(times.unknown) - median(times.wrongId))).toBeLessThan(25);
  });

  it('is limited per address (LOGIN_RATE_LIMIT a minute → 6010104)', async () => {
    const limited = await admissionsApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const call = async () => {
        const c = await createCaptcha(limited.t.app.db, limited.t.clock.now(), 120);
        return limited.t.call({
          method: 'POST',
          url: `${base}/admissions/lookup`,
          remoteAddress: '198.51.100.7',
          payload: { requestId: c.requestId, captcha: c.answer, examineeNo: '26999999999999', name: '张三' },
        });
      };
      for (let i = 0; i < 3; i++) expect((await call()).body.state).toBe(6041209);
      const fourth = await call();
      expect(fourth.body.state).toBe(6010104);
      expect(fourth.status).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
    } finally {
      await limited.t.close();
    }
  });

  it('answers only within the school asked for (tenant isolation)', async () => {
    const me = await examinee(3);
    const there = await lookup({ examineeNo: me.examineeNo, name: me.name }, { tenant: 'demo2' });
    expect(there.body.state).toBe(6041209);
    const nowhere = await lookup({ examineeNo: me.examineeNo, name: me.name }, { tenant: 'nosuchschool' });
    expect(nowhere.body.state).not.toBe(200);
  });
});

async function captchaFields() {
  const c = await createCaptcha(h.t.app.db, h.t.clock.now(), 120);
  return { requestId: c.requestId, captcha: c.answer };
}

describe('zxlqyjyfk: feedback on admission opinions', () => {
  const examineeCall = (token: string | null, method: 'GET' | 'POST', path: string, payload?: object) =>
    h.t.call({
      method,
      url: `${base}${path}`,
      headers: token ? { 'x-examinee-token': token } : {},
      ...(payload ? { payload } : {}),
    });

  it('round trip: log in, read the opinion, send feedback, the office replies, the examinee sees it', async () => {
    const me = await examinee(2);
    const login = await examineeLogin(me.examineeNo, me.idNumber);
    expect(login.body.state).toBe(200);
    const token = login.body.data.token as string;
    const opinion = await examineeCall(token, 'GET', '/admissions/examinee/opinion');
    expect(opinion.body.data).toMatchObject({ name: me.name, major: '计算机科学与技术', feedbackOpen: true });
    expect(opinion.body.data.opinion).toContain('服从专业调剂');
    expect(opinion.body.data.feedback).toHaveLength(1);
    expect(opinion.body.data.feedback[0].reply).toContain('转专业');
    const sent = await examineeCall(token, 'POST', '/admissions/examinee/feedback', {
      content: '请问转专业需要考试吗？',
    });
    expect(sent.body.state).toBe(200);
    // One open question at a time.
    const more = await examineeCall(token, 'POST', '/admissions/examinee/feedback', { content: '还有一个问题' });
    expect(more.body.state).toBe(6041213);
    // The office sees it (and a college admin of the same college too); others do not.
    const open = await h.call('affairsadmin', 'POST', '/admissions/feedback/query', {
      parameters: [{ key: 'Q^state^S', value: 'open' }],
      requestPage: { pageNo: 1, limit: 20 },
    });
    const item = open.body.data.dataResult.find((r: { content: string }) => r.content === '请问转专业需要考试吗？');
    expect(item).toMatchObject({ examineeNo: me.examineeNo, reply: null });
    expect(
      (await h.call('collegeadmin', 'POST', '/admissions/feedback/query', { parameters: [] })).body.data.pageResult
        .totalCount,
    ).toBeGreaterThan(0);
    expect((await h.call('counsellor', 'POST', '/admissions/feedback/query', { parameters: [] })).status).toBe(403);
    expect((await h.call('collegeadmin', 'POST', `/admissions/feedback/${item.id}/reply`, { reply: 'x' })).status).toBe(
      403,
    );
    expect(
      (await h.call('otherAdmin', 'POST', `/admissions/feedback/${item.id}/reply`, { reply: 'x' })).body.state,
    ).toBe(6041212);
    expect(
      (await h.call('otherAdmin', 'POST', '/admissions/feedback/query', { parameters: [] })).body.data.pageResult
        .totalCount,
    ).toBe(0);
    const reply = await h.call('affairsadmin', 'POST', `/admissions/feedback/${item.id}/reply`, {
      reply: '需要参加学院组织的面试。',
    });
    expect(reply.body.state).toBe(200);
    const after = await examineeCall(token, 'GET', '/admissions/examinee/opinion');
    expect(after.body.data.feedback.at(-1)).toMatchObject({
      content: '请问转专业需要考试吗？',
      reply: '需要参加学院组织的面试。',
    });
    // Logout ends the session.
    await examineeCall(token, 'POST', '/admissions/examinee/logout');
    expect((await examineeCall(token, 'GET', '/admissions/examinee/opinion')).body.state).toBe(6041211);
  });

  it('the session is short: after 30 minutes it is refused; no token, no opinion', async () => {
    const me = await examinee(4);
    const token = (await examineeLogin(me.examineeNo, me.idNumber)).body.data.token as string;
    expect((await examineeCall(token, 'GET', '/admissions/examinee/opinion')).body.state).toBe(200);
    h.t.clock.advance(30 * 60_000 + 1000);
    expect((await examineeCall(token, 'GET', '/admissions/examinee/opinion')).body.state).toBe(6041211);
    expect((await examineeCall(null, 'GET', '/admissions/examinee/opinion')).body.state).toBe(6041211);
    // A platform access token is no examinee session.
    expect((await h.call('student', 'GET', '/admissions/examinee/opinion')).body.state).toBe(6041211);
  });

  it('lockout: after 5 failures even the right ID number is refused with the same answer; unknown numbers alike', async () => {
    const me = await examinee(5);
    const wrong = demoIdNumber('110105', '20070101', 1);
    const refusals = new Set<string>();
    for (let i = 0; i < 5; i++) {
      h.t.clock.advance(5_000);
      const res = await examineeLogin(me.examineeNo, wrong, freshIp());
      expect(res.body.state).toBe(6041210);
      refusals.add(JSON.stringify(res.body));
    }
    h.t.clock.advance(5_000);
    const locked = await examineeLogin(me.examineeNo, me.idNumber, freshIp());
    expect(locked.status).toBe(401);
    refusals.add(JSON.stringify(locked.body));
    const unknown = await examineeLogin('26999999999998', wrong, freshIp());
    refusals.add(JSON.stringify(unknown.body));
    expect(refusals.size).toBe(1);
    // The lock ends after the wait (LOCKOUT_WAIT_INCREMENT).
    h.t.clock.advance(61_000);
    expect((await examineeLogin(me.examineeNo, me.idNumber, freshIp())).body.state).toBe(200);
  });

  it('the examinee login is rate limited per address', async () => {
    const limited = await admissionsApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const call = () =>
        limited.t.call({
          method: 'POST',
          url: `${base}/admissions/examinee/login`,
          remoteAddress: '198.51.100.9',
          payload: { examineeNo: '26999999999999', idNumber: '1' },
        });
      await call();
      await call();
      expect((await call()).body.state).toBe(6010104);
    } finally {
      await limited.t.close();
    }
  });

  it('another school cannot log its examinees in with this school’s numbers', async () => {
    const me = await examinee(2);
    const res = await h.t.call({
      method: 'POST',
      url: `${base}/admissions/examinee/login`,
      remoteAddress: freshIp(),
      payload: { examineeNo: me.examineeNo, idNumber: me.idNumber, tenant: 'demo2' },
    });
    expect(res.body.state).toBe(6041210);
  });
});
