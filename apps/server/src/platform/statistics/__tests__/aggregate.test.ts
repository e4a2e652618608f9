import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { AppError } from '../../http/app-error.ts';
import { aggregate, type StatsRequest, type StatsSource } from '../aggregate.ts';
import { statsFilterOptions } from '../statistics-scope.ts';

// The helper over a fixture table: one row per student of both demo schools, so every figure can be
// checked against the org tables directly.

let t: TestApp;
const as: Record<string, AuthContext> = {};

const source: StatsSource = {
  from: sql`stat_fixture f`,
  tenantId: sql`f.tenant_id`,
  studentId: sql`f.student_id`,
  date: sql`f.day`,
  type: sql`f.kind`,
  measures: { amount: sql`sum(f.amount)` },
};

const authOf = (login: LoggedIn): AuthContext => ({
  tenantId: login.tenantId,
  userId: login.uid,
  sessionId: 's',
  clientId: 'c',
  account: 'a',
  isSuper: false,
  roleId: login.roleId,
  roleAlias: login.roleAlias,
  allRoles: false,
  actorUserId: null,
  restricted: null,
});

const run = (who: string, request: StatsRequest, s: StatsSource = source) =>
  aggregate(t.app.db, as[who] as AuthContext, s, request);

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.codeName;
    throw error;
  }
  return 'no error';
}

beforeAll(async () => {
  t = await buildTestApp();
  // Students only (they have a class); two rows each, kinds a and b, in October and November 2026.
  await sql`create table stat_fixture as
    select e.tenant_id, e.user_id as student_id, d.day::date as day, d.kind, 1.5::numeric as amount
    from employees e join orgs o on o.tenant_id = e.tenant_id and o.id = e.org_id and o.kind = 'class'
    cross join (values ('2026-10-15', 'a'), ('2026-11-20', 'b')) as d(day, kind)`.execute(t.app.db);
  for (const [name, account, tenantCode] of [
    ['admin', 'affairsadmin', 'demo'],
    ['counsellor', 'counsellor', 'demo'],
    ['collegeadmin', 'collegeadmin', 'demo'],
    ['other', 'tenantadmin', 'demo2'],
  ] as const) {
    as[name] = authOf(await loginAs(t, account, { tenantCode }));
  }
});

afterAll(async () => t?.close());

async function studentsOf(tenantId: string, classIds?: string[]) {
  const rows = await sql<{ n: number }>`select count(distinct student_id)::int as n from stat_fixture f
    join employees e on e.tenant_id = f.tenant_id and e.user_id = f.student_id
    where f.tenant_id = ${tenantId} ${classIds ? sql`and e.org_id in (${sql.join(classIds)})` : sql``}`.execute(
    t.app.db,
  );
  return rows.rows[0]?.n ?? 0;
}

describe('platform statistics helper', () => {
  it('groups by college with names resolved, and the totals equal the sum of the groups', async () => {
    const result = await run('admin', { by: ['college'] });
    const students = await studentsOf((as.admin as AuthContext).tenantId);
    expect(result.totals).toMatchObject({ count: students * 2, students, amount: students * 3 });
    expect(result.rows.length).toBeGreaterThanOrEqual(2);
    for (const row of result.rows) expect(row.labels.college).toEqual(expect.any(String));
    const sum = (m: string) => result.rows.reduce((n, r) => n + (r.values[m] ?? 0), 0);
    expect(sum('count')).toBe(result.totals.count);
    expect(sum('amount')).toBe(result.totals.amount);
  });

  it('groups by two dimensions (type and month)', async () => {
    const result = await run('admin', { by: ['type', 'month'] });
    expect(result.rows.map((r) => [r.keys.type, r.keys.month])).toEqual([
      ['a', '2026-10'],
      ['b', '2026-11'],
    ]);
    expect(result.rows[0]?.values.count).toBe(result.totals.students);
  });

  it('refuses dimensions the source does not offer, and repeated ones', async () => {
    expect(await refusal(run('admin', { by: ['password'] }))).toBe('STATS_DIMENSION_INVALID');
    expect(await refusal(run('admin', { by: ['state'] }))).toBe('STATS_DIMENSION_INVALID');
    expect(await refusal(run('admin', { by: ['class', 'class'] }))).toBe('STATS_DIMENSION_INVALID');
    const { type: _type, ...untyped } = source;
    expect(await refusal(run('admin', { by: ['type'] }, untyped))).toBe('STATS_DIMENSION_INVALID');
  });

  it('refuses a range that ends before it starts, is too long or names an impossible term', async () => {
    expect(await refusal(run('admin', { by: ['month'], from: '2026-12-01', to: '2026-11-01' }))).toBe(
      'STATS_RANGE_INVALID',
    );
    expect(await refusal(run('admin', { by: ['month'], from: '2020-01-01', to: '2026-11-01' }))).toBe(
      'STATS_RANGE_INVALID',
    );
    expect(await refusal(run('admin', { by: ['month'], term: '2026-2028-1' }))).toBe('STATS_RANGE_INVALID');
  });

  it('filters by date range and term', async () => {
    const october = await run('admin', { by: ['month'], from: '2026-10-01', to: '2026-10-31' });
    expect(october.rows.map((r) => r.keys.month)).toEqual(['2026-10']);
    const autumn = await run('admin', { by: ['day'], term: '2026-2027-1' });
    expect(autumn.rows.map((r) => r.keys.day)).toEqual(['2026-10-15', '2026-11-20']);
    const spring = await run('admin', { by: ['day'], term: '2025-2026-2' });
    expect(spring.totals.count).toBe(0);
  });

  it('a counsellor sees only the classes they counsel', async () => {
    const me = as.counsellor as AuthContext;
    const mine = await sql<{ classId: string }>`select class_id as "classId" from counsellor_classes
      where tenant_id = ${me.tenantId} and user_id = ${me.userId}`.execute(t.app.db);
    const classIds = mine.rows.map((r) => r.classId);
    expect(classIds.length).toBeGreaterThan(0);
    const result = await run('counsellor', { by: ['class'] });
    expect(result.rows.map((r) => r.keys.class).sort()).toEqual([...classIds].sort());
    expect(result.totals.students).toBe(await studentsOf(me.tenantId, classIds));
    const all = await run('admin', { by: ['class'] });
    expect(result.totals.count).toBeLessThan(all.totals.count ?? 0);
    // A college filter outside the scope widens nothing.
    const other = all.rows.find((r) => !classIds.includes(r.keys.class ?? ''));
    const outside = await run('counsellor', { by: ['class'], classId: other?.keys.class ?? undefined });
    expect(outside.rows).toEqual([]);
  });

  it('a college administrator sees their college only; the filter options match the scope', async () => {
    const result = await run('collegeadmin', { by: ['college'] });
    expect(result.rows).toHaveLength(1);
    const options = await statsFilterOptions(t.app.db, as.collegeadmin as AuthContext);
    expect(options.colleges.map((c) => c.id)).toEqual([result.rows[0]?.keys.college]);
    const byClass = await run('collegeadmin', { by: ['class'] });
    expect(options.classes.map((c) => c.id).sort()).toEqual(byClass.rows.map((r) => r.keys.class).sort());
    const counsellor = await statsFilterOptions(t.app.db, as.counsellor as AuthContext);
    const counselled = await run('counsellor', { by: ['class'] });
    expect(counsellor.classes.map((c) => c.id).sort()).toEqual(counselled.rows.map((r) => r.keys.class).sort());
  });

  it('keeps schools apart: another tenant sees only its own students', async () => {
    const demo = await run('admin', { by: ['class'] });
    const demo2 = await run('other', { by: ['class'] });
    expect(demo2.totals.students).toBe(await studentsOf((as.other as AuthContext).tenantId));
    const ids = new Set(demo.rows.map((r) => r.keys.class));
    expect(demo2.rows.some((r) => ids.has(r.keys.class))).toBe(false);
    const foreign = await run('other', { by: ['class'], collegeId: demo.rows[0]?.keys.class ?? undefined });
    expect(foreign.totals.count).toBe(0);
  });
});
