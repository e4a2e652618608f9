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

// GET /seals/stats on the shared helper: grouped within the caller's scope (a counsellor: their
// classes), code labels from the seal-type dictionary, CSV with formula escaping, XLSX.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/seals';
const get = (who: string, path: string) =>
  t.call({ method: 'GET', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers });
let cls = { id: '', name: '' };

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-01T01:00:00Z');
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  const student = as.student as LoggedIn;
  const res = await t.call({
    method: 'POST',
    url: `${base}/apply`,
    headers: student.headers,
    payload: { sealType: 'office', purpose: '实习协议', copies: 3 },
  });
  expect(res.body.state).toBe(200);
  cls = await classOfStudent(t.app.db, student.tenantId, student.uid);
});
afterAll(() => t.close());

type Row = { keys: Record<string, string | null>; values: Record<string, number> };

describe('scope', () => {
  it('a counsellor’s figures by class hold only the classes they counsel', async () => {
    const me = as.counsellor as LoggedIn;
    const mine = await counselledClassIds(t.app.db, me.tenantId, me.uid);
    const res = await get('counsellor', '/stats?by=class');
    expect(res.body.state).toBe(200);
    const rows: Row[] = res.body.data.rows;
    expect(rows.every((r) => mine.includes(String(r.keys.class)))).toBe(true);
    expect(rows.find((r) => r.keys.class === cls.id)?.values).toMatchObject({ count: 1, copies: 3 });
    const other: Row[] = (await get('counsellor2', '/stats?by=class')).body.data.rows;
    expect(other.some((r) => r.keys.class === cls.id)).toBe(false);
  });

  it('by type and state; an undeclared dimension is 6060101', async () => {
    const res = await get('counsellor', '/stats?by=type,state&from=2026-12-01&to=2026-12-01');
    const rows: Row[] = res.body.data.rows;
    expect(rows.find((r) => r.keys.type === 'office' && r.keys.state === 'approving')?.values.count).toBe(1);
    expect((await get('counsellor', '/stats?by=purpose')).body.state).toBe(6060101);
  });
});

describe('export', () => {
  it('CSV: BOM, labels, formula class name escaped, totals; counsellor2’s file lacks it', async () => {
    const student = as.student as LoggedIn;
    await renameOrg(t.app.db, student.tenantId, cls.id, formulaName);
    try {
      const res = await get('counsellor', '/stats?by=class,type&format=csv');
      expect(String(res.headers['content-type'])).toContain('text/csv');
      const text = res.body.message;
      expect(text.startsWith('\uFEFF班级,印章类型,申请数,人数,份数\r\n')).toBe(true);
      // The type's label from the school's dictionary; demo applications of 计科2402 come before the totals.
      expect(text).toContain(`\r\n${escapedFormulaCell},学生工作处章,1,1,3\r\n`);
      expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
      expect(text).toMatch(/\r\n合计,,\d+,\d+,\d+\r\n$/);
      expect((await get('counsellor2', '/stats?by=class&format=csv')).body.message).not.toContain('HYPERLINK');
    } finally {
      await renameOrg(t.app.db, student.tenantId, cls.id, cls.name);
    }
  });

  it('XLSX on request; students get 403', async () => {
    const xlsx = await get('affairsadmin', '/stats?by=college&format=xlsx');
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(xlsx.body.message.startsWith('PK')).toBe(true);
    expect((await get('student', '/stats?by=class')).status).toBe(403);
  });
});
