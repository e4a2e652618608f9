import type {
  HealthCheckInRow,
  HealthDailyStats,
  HealthMissingRow,
  HealthRangeStats,
  ListQuery,
  ListResult,
} from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import { scopeCondition } from '../../platform/data-templates/row-scope.ts';
import type { Db } from '../../platform/db/database.ts';

// Lists and statistics of check-ins. "Abnormal" is derived on read from the tenant's fever line, so a
// changed setting applies to past days too.

export function staffScope(auth: AuthContext) {
  if (auth.isSuper && auth.allRoles) return 'all' as const;
  if (auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin') return 'all' as const;
  if (auth.roleAlias === 'collegeAdmin') return 'college' as const;
  if (auth.roleAlias === 'counsellor' || auth.roleAlias === 'teacher') return 'classes' as const;
  return 'own' as const;
}

async function inScope(db: Db, auth: AuthContext, student: RawBuilder<unknown>): Promise<RawBuilder<SqlBool>> {
  return (await scopeCondition(db, auth, staffScope(auth), student)) ?? sql<SqlBool>`true`;
}

/** Students (users holding the student role) of a tenant; aliases u, e (employee), c (class). */
const studentsFrom = (tenantId: string) => sql`users u
  join user_roles ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
  join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.alias = 'student'
  join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
  where u.tenant_id = ${tenantId}`;

const abnormalSql = (feverFrom: number) =>
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
      : sql<SqlBool>`${tenant} and ${await inScope(db, scope.auth, sql`h.student_id`)}`;
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

/** One day per class over the students in the caller's scope. */
export async function dailyStats(db: Db, auth: AuthContext, day: string, feverFrom: number): Promise<HealthDailyStats> {
  const scope = await inScope(db, auth, sql`u.id`);
  const result = await sql<HealthDailyStats['byClass'][number]>`select e.org_id as "classId", c.name as "className",
      count(*)::int as students, count(h.id)::int as "checkedIn", (count(*) - count(h.id))::int as missing,
      count(*) filter (where h.id is not null and ${abnormalSql(feverFrom)})::int as abnormal
    from users u
    join user_roles ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id
    join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.alias = 'student'
    join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    left join health_check_ins h on h.tenant_id = u.tenant_id and h.student_id = u.id and h.day = ${day}::date
    where u.tenant_id = ${auth.tenantId} and ${scope}
    group by e.org_id, c.name order by c.name nulls last`.execute(db);
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

/** Per day of [from, to]: check-ins and abnormal ones of the students in scope, out of how many. */
export async function rangeStats(
  db: Db,
  auth: AuthContext,
  range: { from: string; to: string },
  feverFrom: number,
): Promise<HealthRangeStats> {
  const scope = await inScope(db, auth, sql`u.id`);
  const [students, days] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from ${studentsFrom(auth.tenantId)} and ${scope}`.execute(db),
    sql<{ day: string; checkedIn: number; abnormal: number }>`select d.day::date::text as day,
        count(h.id)::int as "checkedIn", count(*) filter (where h.id is not null and ${abnormalSql(feverFrom)})::int as abnormal
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d(day)
      left join (select h.* from health_check_ins h join users u on u.tenant_id = h.tenant_id and u.id = h.student_id
        where h.tenant_id = ${auth.tenantId} and ${scope}) h on h.day = d.day::date
      group by d.day order by d.day`.execute(db),
  ]);
  const total = Number(students.rows[0]?.n ?? 0);
  return { days: days.rows.map((d) => ({ ...d, students: total })) };
}

const missingFields: Record<string, ListField> = {
  studentName: { type: 'string', text: sql`e.name` },
  studentCode: { type: 'string', text: sql`e.code` },
  className: { type: 'string', text: sql`c.name` },
};

/** Students in scope without a check-in on `day`. */
export async function missingList(
  db: Db,
  auth: AuthContext,
  day: string,
  query: ListQuery,
): Promise<ListResult<HealthMissingRow>> {
  const filter = listWhere(query.parameters, missingFields);
  const scope = await inScope(db, auth, sql`u.id`);
  const none = sql`not exists (select 1 from health_check_ins h
    where h.tenant_id = u.tenant_id and h.student_id = u.id and h.day = ${day}::date)`;
  const where = sql`and ${scope} and ${none} ${filter ? sql`and ${filter}` : sql``}`;
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<HealthMissingRow>`select u.id as "studentId", e.name as "studentName", coalesce(e.code, '') as "studentCode",
      c.name as "className" from ${studentsFrom(auth.tenantId)} ${where} order by e.code, u.id
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${studentsFrom(auth.tenantId)} ${where}`.execute(db),
  ]);
  return { dataResult: rows.rows, pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)) };
}
