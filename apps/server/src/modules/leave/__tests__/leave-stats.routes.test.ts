import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The grouped leave statistics (rcswQjtj, qxjTj) and report-backs (rcswXjtj) over HTTP on the demo
// university's leaves, with CSV/XLSX export.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';

const get = (who: string, path: string) =>
  t.call({ method: 'GET', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers });

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['student', 'counsellor', 'counsellor2', 'affairsadmin'])
    as[account] = await loginAs(t, account);
  as.other = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
});

afterAll(async () => t?.close());

type Row = { keys: Record<string, string>; labels: Record<string, string>; values: Record<string, number> };

describe('leave statistics on the platform helper', () => {
  it('groups leave by college and class within the caller scope', async () => {
    const all = await get('affairsadmin', '/leave/stats/grouped?by=college');
    expect(all.body.state).toBe(200);
    expect(all.body.data.totals.count).toBeGreaterThan(0);
    const sum = all.body.data.rows.reduce((n: number, r: Row) => n + (r.values.count ?? 0), 0);
    expect(sum).toBe(all.body.data.totals.count);
    // The demo leaves are the computer college's; counsellor2 (economics) sees none of them.
    expect((await get('counsellor2', '/leave/stats/grouped?by=class')).body.data.totals.count).toBe(0);
    const mine = await get('counsellor', '/leave/stats/grouped?by=class');
    expect(mine.body.data.totals.count).toBe(all.body.data.totals.count);
    const college = all.body.data.rows[0] as Row;
    const filtered = await get('affairsadmin', `/leave/stats/grouped?by=type,month&collegeId=${college.keys.college}`);
    expect(filtered.body.data.totals.count).toBe(college.values.count);
  });

  it('the filter options follow the scope', async () => {
    const mine = await get('counsellor', '/leave/stats/filters');
    expect(mine.body.data.classes.length).toBeGreaterThan(0);
    const all = await get('affairsadmin', '/leave/stats/filters');
    expect(all.body.data.colleges.length).toBeGreaterThan(mine.body.data.colleges.length);
  });

  it('counts report-backs on time, late and overdue', async () => {
    const res = await get('affairsadmin', '/leave/stats/report-back?by=class');
    expect(res.body.state).toBe(200);
    expect(res.body.data.measures).toEqual(['count', 'students', 'onTime', 'late', 'overdue']);
    const { count, onTime, late, overdue } = res.body.data.totals;
    expect(onTime + late + overdue).toBe(count);
  });

  it('refuses unknown dimensions and bad ranges with the statistics codes, other input with 6010101', async () => {
    const dim = await get('affairsadmin', '/leave/stats/grouped?by=password');
    expect([dim.status, dim.body.state]).toEqual([400, 6060101]);
    const range = await get('affairsadmin', '/leave/stats/report-back?by=month&from=2026-12-01&to=2026-01-01');
    expect([range.status, range.body.state]).toEqual([400, 6060102]);
    expect((await get('affairsadmin', '/leave/stats/grouped?by=a;drop')).body.state).toBe(6010101);
    expect((await get('affairsadmin', '/leave/stats/grouped?by=class&sql=1')).body.state).toBe(6010101);
    const old = await get('affairsadmin', '/leave/stats?from=2026-12-01&to=2026-11-01');
    expect(old.body.state).toBe(6060102);
  });

  it('exports CSV with a BOM and XLSX', async () => {
    const csv = await get('affairsadmin', '/leave/stats/grouped?by=type&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('leave-statistics.csv');
    const raw = await t.app.inject({
      method: 'GET',
      url: `${base}/leave/stats/grouped?by=type&format=csv`,
      headers: { ...(as.affairsadmin as LoggedIn).headers, 'accept-language': 'zh-CN' },
    });
    expect(raw.body.charCodeAt(0)).toBe(0xfeff);
    expect(raw.body).toContain('合计');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${base}/leave/stats/report-back?by=class&format=xlsx`,
      headers: (as.affairsadmin as LoggedIn).headers,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for staff only and keeps schools apart', async () => {
    expect((await get('student', '/leave/stats/grouped?by=class')).status).toBe(403);
    expect((await get('student', '/leave/stats/report-back?by=class')).status).toBe(403);
    expect((await get('student', '/leave/stats/filters')).status).toBe(403);
    const other = await get('other', '/leave/stats/grouped?by=class');
    expect(other.body.data.totals.count).toBe(0);
    const options = await get('other', '/leave/stats/filters');
    const demo = await get('affairsadmin', '/leave/stats/filters');
    const ids = new Set(demo.body.data.classes.map((c: { id: string }) => c.id));
    expect(options.body.data.classes.some((c: { id: string }) => ids.has(c.id))).toBe(false);
  });

  it('the date range filter of the grouped leaves can use the (tenant_id, start_date) index', async () => {
    // EXPLAIN on a selective range with sequential scans discouraged (the demo table is tiny, so the
    // planner would otherwise read it whole): the range becomes an index condition, not a filter.
    const tenant = (as.affairsadmin as LoggedIn).tenantId;
    await sql`analyze leave_requests`.execute(t.app.db);
    const plan = await t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select l.type, count(*) from leave_requests l
        where l.tenant_id = ${tenant} and l.start_date >= '2000-01-01'::date and l.start_date <= '2000-01-31'::date
        group by l.type`.execute(trx);
    });
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('leave_requests_start_date');
    expect(text).toMatch(/Index Cond: \(\(tenant_id = .*\) AND \(start_date >= /);
  });
});
