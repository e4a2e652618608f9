import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classOfStudent,
  counselledClassIds,
  escapedFormulaCell,
  formulaName,
  renameOrg,
} from '../../../platform/statistics/__tests__/scope-fixtures.ts';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Health check-in statistics on the shared helper: a counsellor's figures hold only the classes they
// counsel (platform/statistics staffRowScope), and the daily export escapes formula cells.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/health-check-in';
const get = (who: string, path: string) =>
  t.call({ method: 'GET', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers });
const day = '2026-12-01';
let cls = { id: '', name: '' };

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-01T01:00:00Z');
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  const student = as.student as LoggedIn;
  const res = await t.call({
    method: 'POST',
    url: base,
    headers: student.headers,
    payload: { temperature: 38.1, symptoms: ['cough'] },
  });
  expect(res.body.state).toBe(200);
  cls = await classOfStudent(t.app.db, student.tenantId, student.uid);
});
afterAll(() => t.close());

describe('scope', () => {
  it('a counsellor’s daily figures list exactly the classes they counsel', async () => {
    const me = as.counsellor as LoggedIn;
    const mine = await counselledClassIds(t.app.db, me.tenantId, me.uid);
    expect(mine).toContain(cls.id);
    const res = await get('counsellor', `/stats/daily?day=${day}`);
    const shown = res.body.data.byClass.map((r: { classId: string }) => r.classId);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id: string) => mine.includes(id))).toBe(true);
    const whole = await get('affairsadmin', `/stats/daily?day=${day}`);
    expect(whole.body.data.byClass.length).toBeGreaterThan(shown.length);
  });

  it('the range (shared aggregate by day) counts the check-in for the counsellor only', async () => {
    const range = `/stats/range?from=2026-11-30&to=${day}`;
    const mine = (await get('counsellor', range)).body.data.days;
    expect(
      mine.map((d: { day: string; checkedIn: number; abnormal: number }) => [d.day, d.checkedIn, d.abnormal]),
    ).toEqual([
      ['2026-11-30', 0, 0],
      [day, 1, 1],
    ]);
    const other = (await get('counsellor2', range)).body.data.days;
    expect(other.map((d: { checkedIn: number }) => d.checkedIn)).toEqual([0, 0]);
  });
});

describe('export', () => {
  it('CSV has a BOM, a totals line and a formula class name escaped; counsellor2’s file lacks the class', async () => {
    const student = as.student as LoggedIn;
    await renameOrg(t.app.db, student.tenantId, cls.id, formulaName);
    try {
      const res = await get('counsellor', `/stats/daily?day=${day}&format=csv`);
      expect(res.status).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/csv');
      const text = res.body.message;
      expect(text.startsWith('\uFEFF班级,学生数,已打卡,未打卡,异常\r\n')).toBe(true);
      expect(text).toContain(`${escapedFormulaCell},`);
      expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
      expect(text).toMatch(/\r\n合计,\d+,1,\d+,1\r\n$/);
      const other = await get('counsellor2', `/stats/daily?day=${day}&format=csv`);
      expect(other.body.message).not.toContain('HYPERLINK');
    } finally {
      await renameOrg(t.app.db, student.tenantId, cls.id, cls.name);
    }
  });

  it('XLSX is a workbook; an unknown format is refused and students get 403', async () => {
    const xlsx = await get('counsellor', `/stats/daily?day=${day}&format=xlsx`);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(xlsx.body.message.startsWith('PK')).toBe(true);
    expect((await get('counsellor', `/stats/daily?day=${day}&format=pdf`)).status).toBe(400);
    expect((await get('student', `/stats/daily?day=${day}&format=csv`)).status).toBe(403);
  });
});
