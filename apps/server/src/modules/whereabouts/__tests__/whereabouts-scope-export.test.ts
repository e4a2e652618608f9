import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselledClassIds } from '../../../platform/statistics/__tests__/scope-fixtures.ts';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Whereabouts on the shared statistics pieces: the staff scope (staffRowScope) and the export
// (stats-export sendSheet: CSV with BOM and formula escaping, or XLSX).

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/whereabouts';
const call = (who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.call({ method, url: `${base}${path}`, headers: (as[who] as LoggedIn).headers, ...(payload ? { payload } : {}) });
const list = { parameters: [], requestPage: { pageNo: 1, limit: 100 } };
let windowId = '';

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2026-12-20T01:00:00Z');
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  const opened = await call('affairsadmin', 'POST', '/windows', {
    name: '寒假（导出测试）',
    startDate: '2027-01-10',
    endDate: '2027-02-20',
    deadline: '2027-01-05T10:00:00Z',
  });
  windowId = opened.body.data.id;
  const registered = await call('student', 'POST', `/windows/${windowId}/register`, {
    staying: false,
    province: '+浙江省',
    city: '-杭州市',
    address: '=HYPERLINK("http://x.test","家")',
    leaveDate: '2027-01-10',
    returnDate: '2027-02-19',
    transport: 'train',
    contactName: '@李父',
    contactPhone: '13800001111',
  });
  expect(registered.body.state).toBe(200);
});
afterAll(() => t.close());

const classIdsOf = async (who: string) => {
  const rows = await t.app.db
    .selectFrom('employees')
    .select('orgId')
    .where('tenantId', '=', (as[who] as LoggedIn).tenantId)
    .where(
      'userId',
      'in',
      (
        (await call(who, 'POST', `/windows/${windowId}/missing`, list)).body.data.dataResult as {
          studentId: string;
        }[]
      ).map((r) => r.studentId),
    )
    .execute();
  return [...new Set(rows.map((r) => r.orgId))];
};

describe('scope', () => {
  it('a counsellor’s not-registered list holds only students of the classes they counsel', async () => {
    const me = as.counsellor as LoggedIn;
    const mine = await counselledClassIds(t.app.db, me.tenantId, me.uid);
    const shown = await classIdsOf('counsellor');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id) => mine.includes(String(id)))).toBe(true);
    expect((await classIdsOf('affairsadmin')).length).toBeGreaterThan(shown.length);
  });

  it('the figures count the registration for the counsellor, not for counsellor2', async () => {
    const mine = (await call('counsellor', 'GET', `/windows/${windowId}`)).body.data.figures;
    expect(mine).toMatchObject({ registered: 1, leaving: 1 });
    expect(mine.missing).toBe(mine.students - 1);
    const other = (await call('counsellor2', 'GET', `/windows/${windowId}`)).body.data.figures;
    expect(other.registered).toBe(0);
  });
});

describe('export', () => {
  it('CSV: BOM, header in the caller’s language, every formula-looking cell escaped', async () => {
    const res = await call('counsellor', 'GET', `/windows/${windowId}/export`);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const text = res.body.message;
    expect(text.startsWith('\uFEFF学号,姓名,班级,')).toBe(true);
    expect(text).toContain(`,'+浙江省,'-杭州市,"'=HYPERLINK(""http://x.test"",""家"")",`);
    expect(text).toContain(",'@李父,");
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('counsellor2’s file lacks the registration; XLSX on request; students get 403', async () => {
    const other = await call('counsellor2', 'GET', `/windows/${windowId}/export?format=csv`);
    expect(other.body.message).not.toContain('HYPERLINK');
    const xlsx = await call('counsellor', 'GET', `/windows/${windowId}/export?format=xlsx`);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(xlsx.body.message.startsWith('PK')).toBe(true);
    expect((await call('counsellor', 'GET', `/windows/${windowId}/export?format=pdf`)).status).toBe(400);
    expect((await call('student', 'GET', `/windows/${windowId}/export`)).status).toBe(403);
  });
});
