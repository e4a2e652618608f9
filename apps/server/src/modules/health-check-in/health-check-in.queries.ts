import type {
  HealthCheckInRow,
  HealthDailyStats,
  HealthMissingRow,
  HealthRangeStats,
  ListQuery,
  ListResult,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { aggregate, type StatsSource } from '../../platform/statistics/aggregate.ts';
import { rosterList } from '../../platform/statistics/roster.ts';
import { staffScopeSql, studentRoster } from '../../platform/statistics/statistics-scope.ts';

// Lists and statistics of check-ins. "Abnormal" is derived on read from the tenant's fever line, so a
// changed setting applies to past days too.

export const abnormalSql = (feverFrom: number) =>
  sql<boolean>`(h.temperature >= ${feverFrom} or exists (
    select 1 from jsonb_array_elements_text(h.symptoms) s(v) where s.v <> 'none'))`;

const from = sql`health_check_ins h
  join employees e on e.tenant_id = h.tenant_id and e.user_id = h.student_id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id`;

const columns = (feverFrom: number) => sql`h.id, h.day::text as day, h.student_id as "studentId",
  e.name as "studentName", coalesce(e.code, '') as "studentCode", c.name as "className",
  h.temperature::float8 as temperature, h.symptoms, h.remark, h.location, ${abnormalSql(feverFrom)} as abnormal,
  h.created_at as "createdAt"`;

type RawRow = Omit<HealthCheckInRow, 'createdAt'> & { createdAt: Date | string };
const toRow = (r: RawRow): HealthCheckInRow => ({
  ...r,
  temperature: Number(r.temperature),
  createdAt: new Date(r.createdAt).toISOString(),
});

function fields(feverFrom: number): Record<string, ListField> {
  return {
    day: { type: 'date', text: sql`h.day::text` },
    studentName: { type: 'string', text: sql`e.name` },
    studentCode: { type: 'string', text: sql`e.code` },
    className: { type: 'string', text: sql`c.name` },
    temperature: { type: 'number', text: sql`h.temperature::text`, number: sql`h.temperature` },
    abnormal: { type: 'boolean', text: sql`${abnormalSql(feverFrom)}::text` },
    createTime: { type: 'datetime', text: sql`h.created_at` },
  };
}

export type CheckInScope = { kind: 'student'; userId: string } | { kind: 'staff'; auth: AuthContext };

export async function checkInList(
  db: Db,
  tenantId: string,
  scope: CheckInScope,
  query: ListQuery,
  feverFrom: number,
): Promise<ListResult<HealthCheckInRow>> {
  const f = fields(feverFrom);
  const filter = listWhere(query.parameters, f);
  const tenant = sql<SqlBool>`h.tenant_id = ${tenantId}`;
  let where =
    scope.kind === 'student'
      ? sql<SqlBool>`${tenant} and h.student_id = ${scope.userId}`
      : sql<SqlBool>`${tenant} and ${await staffScopeSql(db, scope.auth, sql`h.student_id`)}`;
  if (filter) where = sql<SqlBool>`${where} and ${filter}`;
  const sortable = ['day', 'studentCode', 'temperature', 'createTime'];
  const order = listOrder(query.sorts, f, sortable, [{ field: 'createTime', order: 'DESC' }], sql`h.id`);
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<RawRow>`select ${columns(feverFrom)} from ${from} where ${where} order by ${order}
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  return { dataResult: rows.rows.map(toRow), pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)) };
}

export async function checkInOf(db: Db, tenantId: string, userId: string, day: string, feverFrom: number) {
  const result = await sql<RawRow>`select ${columns(feverFrom)} from ${from}
    where h.tenant_id = ${tenantId} and h.student_id = ${userId} and h.day = ${day}::date`.execute(db);
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/**
 * One day per class over the students in the caller's scope. Not an `aggregate` source: a class's
 * `students` and `missing` count the roster, not check-ins, so the roster is left-joined to the day.
 */
export async function dailyStats(db: Db, auth: AuthContext, day: string, feverFrom: number): Promise<HealthDailyStats> {
  const scope = await staffScopeSql(db, auth, sql`u.id`);
  const result = await sql<HealthDailyStats['byClass'][number]>`select s."classId", s."className",
      count(*)::int as students, count(h.id)::int as "checkedIn", (count(*) - count(h.id))::int as missing,
      count(*) filter (where h.id is not null and ${abnormalSql(feverFrom)})::int as abnormal
    from (select u.id, e.org_id as "classId", c.name as "className" from ${studentRoster(auth.tenantId)}
      and ${scope}) s
    left join health_check_ins h on h.tenant_id = ${auth.tenantId} and h.student_id = s.id and h.day = ${day}::date
    group by s."classId", s."className" order by s."className" nulls last`.execute(db);
  const byClass = result.rows;
  const sum = (k: 'students' | 'checkedIn' | 'missing' | 'abnormal') => byClass.reduce((s, r) => s + r[k], 0);
  return {
    day,
    totals: {
      students: sum('students'),
      checkedIn: sum('checkedIn'),
      missing: sum('missing'),
      abnormal: sum('abnormal'),
    },
    byClass,
  };
}

/** Check-ins as a statistics source (platform/statistics): by day, class or college; abnormal as a measure. */
export function checkInSource(feverFrom: number): StatsSource {
  return {
    from: sql`health_check_ins h`,
    tenantId: sql`h.tenant_id`,
    studentId: sql`h.student_id`,
    date: sql`h.day`,
    measures: { abnormal: sql`count(*) filter (where ${abnormalSql(feverFrom)})` },
  };
}

/** The days of [from, to] as yyyy-MM-dd (UTC arithmetic on dates; no zone involved). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Per day of [from, to]: check-ins and abnormal ones of the students in scope (the shared `aggregate`
 * by day), out of the students in scope (the roster, so a day without check-ins still shows).
 */
export async function rangeStats(
  db: Db,
  auth: AuthContext,
  range: { from: string; to: string },
  feverFrom: number,
): Promise<HealthRangeStats> {
  const scope = await staffScopeSql(db, auth, sql`u.id`);
  const [students, grouped] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from ${studentRoster(auth.tenantId)} and ${scope}`.execute(db),
    aggregate(db, auth, checkInSource(feverFrom), { ...range, by: ['day'] }),
  ]);
  const total = Number(students.rows[0]?.n ?? 0);
  const byDay = new Map(grouped.rows.map((r) => [r.keys.day ?? '', r.values]));
  return {
    days: daysOf(range.from, range.to).map((day) => ({
      day,
      checkedIn: byDay.get(day)?.count ?? 0,
      abnormal: byDay.get(day)?.abnormal ?? 0,
      students: total,
    })),
  };
}

/** Students in scope without a check-in on `day` (the shared roster list over this anti-join). */
export function missingList(
  db: Db,
  auth: AuthContext,
  day: string,
  query: ListQuery,
): Promise<ListResult<HealthMissingRow>> {
  const none = sql<SqlBool>`not exists (select 1 from health_check_ins h
    where h.tenant_id = u.tenant_id and h.student_id = u.id and h.day = ${day}::date)`;
  return rosterList(db, auth, query, none);
}
