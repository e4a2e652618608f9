import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

const base = '/qzbps/platform/v3/portrait/student';

describe('student portrait', () => {
  let t: TestApp;
  let student: LoggedIn;
  let counsellor: LoggedIn;
  let counsellor2: LoggedIn;
  let foreign: LoggedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t, 'student');
    counsellor = await loginAs(t, 'counsellor');
    counsellor2 = await loginAs(t, 'counsellor2');
    foreign = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
  });
  afterAll(() => t.close());

  it('a student sees their own portrait: basic information and every card, unbacked ones marked unavailable', async () => {
    const res = await t.call({ method: 'GET', url: base, headers: student.headers });
    expect(res.body.state).toBe(200);
    expect(res.body.data.student).toMatchObject({
      userId: student.uid,
      name: '李明',
      code: '2024010101',
      gender: 'male',
    });
    expect(res.body.data.student.className).toBeTruthy();
    const cards = res.body.data.cards as { key: string; available: boolean; series: unknown[] }[];
    expect(cards.map((c) => c.key)).toEqual([
      'requests',
      'leave',
      'checkIn',
      'awards',
      'discipline',
      'evaluation',
      'aid',
    ]);
    expect(cards.find((c) => c.key === 'requests')?.available).toBe(true);
    expect(cards.filter((c) => !c.available).every((c) => c.series.length === 0)).toBe(true);
  });

  it('E3: the tab is for students; staff open only the students they look after (E2: others 404)', async () => {
    expect((await t.call({ method: 'GET', url: base, headers: counsellor.headers })).status).toBe(403);
    const mine = await t.call({ method: 'GET', url: `${base}/${student.uid}`, headers: counsellor.headers });
    expect(mine.body.data.student.name).toBe('李明');
    for (const who of [counsellor2, foreign]) {
      const res = await t.call({ method: 'GET', url: `${base}/${student.uid}`, headers: who.headers });
      expect(res.status).toBe(404);
    }
    const staffAsStudent = await t.call({
      method: 'GET',
      url: `${base}/${counsellor2.uid}`,
      headers: counsellor.headers,
    });
    expect(staffAsStudent.status).toBe(404);
  });
});
