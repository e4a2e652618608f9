import type { LeaveRow, ListQuery, ListResult } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import { scopeCondition } from '../../platform/data-templates/row-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { staffRowScope } from '../../platform/statistics/statistics-scope.ts';

// Lists of leave requests (statistics: leave-stats.ts). The state is derived on read from the workflow instance and
// the clock (approving → approved → on leave → overdue / reported back), so it never goes stale.

/** The SQL of a leave's state at `now` (see LeaveState in contracts). */
export function stateSql(now: Date, graceHours: number): RawBuilder<string> {
  const lateAfter = sql`l.end_at + make_interval(hours => ${graceHours}::int)`;
  return sql<string>`case
    when i.status in ('running', 'suspend') then 'approving'
    when i.result = 'approved' then case
      when l.reported_back_at is not null then 'reportedBack'
      when ${now}::timestamptz < l.start_at then 'approved'
      when ${now}::timestamptz <= ${lateAfter} then 'onLeave'
      else 'overdue' end
    when i.result = 'rejected' then 'rejected'
    when i.result = 'revoked' then 'withdrawn'
    else 'terminated' end`;
}

const from = sql`leave_requests l
  join wf_instances i on i.tenant_id = l.tenant_id and i.id = l.instance_id
  join employees e on e.tenant_id = l.tenant_id and e.user_id = l.student_id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id`;

function columns(now: Date, graceHours: number) {
  return sql`l.id, l.instance_id as "instanceId", l.student_id as "studentId", e.name as "studentName",
    coalesce(e.code, '') as "studentCode", c.name as "className", l.type, l.start_date::text as "startDate",
    l.start_half as "startHalf", l.end_date::text as "endDate", l.end_half as "endHalf", l.start_at as "startAt",
    l.end_at as "endAt", l.days::float8 as days, l.leave_school as "leaveSchool", l.destination, l.reason,
    ${stateSql(now, graceHours)} as state, l.reported_back_at as "reportedBackAt", l.late_return as "lateReturn",
    l.report_back_location as "reportBackLocation", l.report_back_remark as "reportBackRemark", l.created_at as "createdAt"`;
}

type RawRow = Omit<LeaveRow, 'startAt' | 'endAt' | 'reportedBackAt' | 'createdAt'> & {
  startAt: Date | string;
  endAt: Date | string;
  reportedBackAt: Date | string | null;
  createdAt: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function toRow(r: RawRow): LeaveRow {
  return {
    ...r,
    days: Number(r.days),
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    reportedBackAt: r.reportedBackAt ? iso(r.reportedBackAt) : null,
    createdAt: iso(r.createdAt),
  };
}

function listFields(now: Date, graceHours: number): Record<string, ListField> {
  return {
    type: { type: 'string', text: sql`l.type` },
    state: { type: 'string', text: stateSql(now, graceHours) },
    startDate: { type: 'date', text: sql`l.start_date::text` },
    endDate: { type: 'date', text: sql`l.end_date::text` },
    days: { type: 'number', text: sql`l.days::text`, number: sql`l.days` },
    studentName: { type: 'string', text: sql`e.name` },
    studentCode: { type: 'string', text: sql`e.code` },
    className: { type: 'string', text: sql`c.name` },
    lateReturn: { type: 'boolean', text: sql`l.late_return::text` },
    createTime: { type: 'datetime', text: sql`l.created_at` },
  };
}

const sortable = ['startDate', 'endDate', 'days', 'studentCode', 'createTime'];

export type LeaveScope =
  | { kind: 'student'; userId: string }
  | { kind: 'staff'; auth: AuthContext }
  /** The whole tenant: a gate guard checking a signed pass. */
  | { kind: 'tenant' };

async function scopeWhere(db: Db, tenantId: string, scope: LeaveScope): Promise<RawBuilder<SqlBool>> {
  const tenant = sql<SqlBool>`l.tenant_id = ${tenantId}`;
  if (scope.kind === 'student') return sql<SqlBool>`${tenant} and l.student_id = ${scope.userId}`;
  if (scope.kind === 'tenant') return tenant;
  const condition = await scopeCondition(db, scope.auth, staffRowScope(scope.auth), sql`l.student_id`);
  return condition ? sql<SqlBool>`${tenant} and ${condition}` : tenant;
}

export async function leaveList(
  db: Db,
  tenantId: string,
  scope: LeaveScope,
  query: ListQuery,
  now: Date,
  graceHours: number,
): Promise<ListResult<LeaveRow>> {
  const fields = listFields(now, graceHours);
  const filter = listWhere(query.parameters, fields);
  const where = await scopeWhere(db, tenantId, scope);
  const all = filter ? sql<SqlBool>`${where} and ${filter}` : where;
  const order = listOrder(query.sorts, fields, sortable, [{ field: 'createTime', order: 'DESC' }], sql`l.id`);
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<RawRow>`select ${columns(now, graceHours)} from ${from} where ${all} order by ${order}
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${all}`.execute(db),
  ]);
  const totalCount = Number(count.rows[0]?.n ?? 0);
  return { dataResult: rows.rows.map(toRow), pageResult: pageResult(page, limit, totalCount) };
}

/** One leave within the caller's scope, or undefined (callers answer LEAVE_NOT_FOUND). */
export async function leaveById(
  db: Db,
  tenantId: string,
  scope: LeaveScope,
  id: string,
  now: Date,
  graceHours: number,
): Promise<LeaveRow | undefined> {
  const where = await scopeWhere(db, tenantId, scope);
  const result = await sql<RawRow>`select ${columns(now, graceHours)} from ${from}
    where ${where} and l.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? toRow(row) : undefined;
}
