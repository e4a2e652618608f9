import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, ip, passwordWorks, platform, setPolicy } from './account-fixtures.ts';

describe('security questions (spec §7 Platform, security-requirements.md B9, B6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, token?: string, query: Record<string, string> = {}) =>
    t.call({
      method: 'GET',
      url: platform(path),
      query,
      ...(token ? { headers: auth(token) } : {}),
      remoteAddress: ip(),
    });
  const post = (path: string, payload: unknown, token?: string, query: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: platform(path),
      query,
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: auth(token) } : {}),
      remoteAddress: ip(),
    });
  const save = (token: string, answers: { questionKey: string; answer: string }[], password = 'Campus@2026') =>
    post('/userSecurityAnswers/save', { password, answers }, token);
  const goodAnswers = [
    { questionKey: 'primarySchool', answer: '  Hope  Primary ' },
    { questionKey: 'birthCity', answer: 'ＢＥＩＪＩＮＧ' },
    { questionKey: 'firstPet', answer: 'Mochi' },
  ];

  it('B9: is off by default: the pages say so and recovery by questions is unavailable', async () => {
    const me = await loginAs(t, 'student');
    expect((await get('/userSecurityAnswers/hasAnswerSet', me.accessToken)).body.data).toEqual({
      enabled: false,
      hasAnswerSet: false,
      required: 3,
    });
    expect((await get('/securityQuestions/list', me.accessToken)).body.state).toBe(6020140);
    expect((await save(me.accessToken, goodAnswers)).body.state).toBe(6020140);
    const key = await post('/user/getUuidByAccountName', undefined, undefined, { account: 'student' });
    expect(key.body.state).toBe(6020127);
  });

  describe('with the tenant policy on', () => {
    beforeAll(() => setPolicy(t, 'demo', { securityQuestionRecovery: true }));

    it('lists the questions in the request language', async () => {
      const me = await loginAs(t, 'student');
      const list = await get('/securityQuestions/list', me.accessToken);
      expect(list.body.data.length).toBeGreaterThanOrEqual(3);
      expect(list.body.data[0]).toEqual({ key: 'primarySchool', text: 'What was the name of your primary school?' });
    });

    it('saves three different answers, only with the current password, hashed with argon2id (B9)', async () => {
      const me = await loginAs(t, 'student');
      expect((await save(me.accessToken, goodAnswers, 'wrong-password')).body.state).toBe(6020121);
      const twice = [goodAnswers[0], goodAnswers[0], goodAnswers[1]] as typeof goodAnswers;
      expect((await save(me.accessToken, twice)).body.state).toBe(6020145);
      const unknown = [...goodAnswers.slice(0, 2), { questionKey: 'noSuchQuestion', answer: 'x' }];
      expect((await save(me.accessToken, unknown)).body.state).toBe(6020145);
      const blank = [...goodAnswers.slice(0, 2), { questionKey: 'firstPet', answer: '   ' }];
      expect((await save(me.accessToken, blank)).status).toBe(400);

      expect((await save(me.accessToken, goodAnswers)).body.state).toBe(200);
      expect((await get('/userSecurityAnswers/hasAnswerSet', me.accessToken)).body.data).toMatchObject({
        enabled: true,
        hasAnswerSet: true,
      });
      expect((await get('/userSecurityAnswers/getAnswers', me.accessToken)).body.data).toEqual({
        questionKeys: ['primarySchool', 'birthCity', 'firstPet'],
      });
      const stored = await t.app.db.selectFrom('userSecurityAnswers').select('answerHash').execute();
      expect(stored).toHaveLength(3);
      for (const s of stored) expect(s.answerHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(stored)).not.toMatch(/mochi|beijing/i);
    });

    it('B6: answers an unknown name like a known one: a key, three stable questions, the same failure', async () => {
      const keyOf = async (account: string) =>
        (await post('/user/getUuidByAccountName', undefined, undefined, { account })).body;
      const known = await keyOf('student');
      const unknown = await keyOf('nobody-here');
      expect(Object.keys(known.data)).toEqual(Object.keys(unknown.data));
      expect(unknown.data.key).toHaveLength(known.data.key.length);
      const questions = async (key: string) =>
        (await get('/userSecurityAnswers/getQuestionsByKey', undefined, { key })).body;
      const q1 = await questions(unknown.data.key);
      expect(q1.data).toHaveLength(3);
      const again = await keyOf('nobody-here');
      expect((await questions(again.data.key)).data).toEqual(q1.data);
      const answers = q1.data.map((q: { key: string }) => ({ questionKey: q.key, answer: 'guess' }));
      const failUnknown = await post('/userSecurityAnswers/checkAnswer', { key: unknown.data.key, answers });
      const knownQuestions = (await questions(known.data.key)).data;
      const failKnown = await post('/userSecurityAnswers/checkAnswer', {
        key: known.data.key,
        answers: knownQuestions.map((q: { key: string }) => ({ questionKey: q.key, answer: 'guess' })),
      });
      expect(failUnknown.status).toBe(failKnown.status);
      expect(failUnknown.body).toEqual(failKnown.body);
      expect(failKnown.body.state).toBe(6020123);
    });

    it('B6: burns a key after 5 wrong answers', async () => {
      const key = (await post('/user/getUuidByAccountName', undefined, undefined, { account: 'student' })).body.data
        .key;
      const wrong = goodAnswers.map((a) => ({ ...a, answer: 'nope' }));
      for (let i = 0; i < 5; i++) {
        expect((await post('/userSecurityAnswers/checkAnswer', { key, answers: wrong })).body.state).toBe(6020123);
      }
      expect((await post('/userSecurityAnswers/checkAnswer', { key, answers: goodAnswers })).body.state).toBe(6020143);
    });

    it('resets the password with normalised right answers; the ticket works once and ends every session', async () => {
      const session = await loginAs(t, 'student');
      const key = (await post('/user/getUuidByAccountName', undefined, undefined, { account: 'Student' })).body.data
        .key;
      const questions = (await get('/userSecurityAnswers/getQuestionsByKey', undefined, { key })).body.data;
      expect(questions.map((q: { key: string }) => q.key)).toEqual(['primarySchool', 'birthCity', 'firstPet']);
      const answers = [
        { questionKey: 'primarySchool', answer: 'hope primary' },
        { questionKey: 'birthCity', answer: 'Beijing' },
        { questionKey: 'firstPet', answer: ' mochi' },
      ];
      const checked = await post('/userSecurityAnswers/checkAnswer', { key, answers });
      expect(checked.body.state).toBe(200);
      expect(checked.headers['cache-control']).toContain('no-store');
      const ticket = checked.body.data.ticket as string;
      // The key is used up by the success.
      expect((await post('/userSecurityAnswers/checkAnswer', { key, answers })).body.state).toBe(6020143);

      const weak = await post('/user/retry/passwd/change', {
        ticket,
        newPassword: 'Password1',
        repeatPassword: 'Password1',
      });
      expect(weak.body.state).toBe(6020120);
      const done = await post('/user/retry/passwd/change', {
        ticket,
        newPassword: 'copper-meadow-19',
        repeatPassword: 'copper-meadow-19',
      });
      expect(done.body.state).toBe(200);
      expect(done.body.data).not.toHaveProperty('access_token');
      const reuse = await post('/user/retry/passwd/change', {
        ticket,
        newPassword: 'copper-meadow-20',
        repeatPassword: 'copper-meadow-20',
      });
      expect(reuse.body.state).toBe(6020143);
      expect(await passwordWorks(t, 'student', 'copper-meadow-19')).toBe(200);
      const stillIn = await t.call({
        method: 'GET',
        url: '/qzbps/oauth2/v3/user/context',
        headers: auth(session.accessToken),
      });
      expect(stillIn.body.state).toBe(6020201);
    });

    it('B6: a reset ticket expires after 10 minutes', async () => {
      const key = (await post('/user/getUuidByAccountName', undefined, undefined, { account: 'student' })).body.data
        .key;
      const answers = goodAnswers;
      const ticket = (await post('/userSecurityAnswers/checkAnswer', { key, answers })).body.data.ticket;
      t.clock.advance(601_000);
      const late = await post('/user/retry/passwd/change', {
        ticket,
        newPassword: 'copper-meadow-21',
        repeatPassword: 'copper-meadow-21',
      });
      expect(late.body.state).toBe(6020143);
    });
  });
});
