import type {
  ListQuery,
  ListResult,
  WhereaboutsFigures,
  WhereaboutsMissing,
  WhereaboutsRecord,
  WhereaboutsWindow,
} from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { rosterList } from '../../platform/statistics/roster.ts';
import { staffScopeSql, studentRoster } from '../../platform/statistics/statistics-scope.ts';

// Reads of windows and registrations. Lists take the list payload over declared fields only.

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

type RawWindow = Omit<WhereaboutsWindow, 'deadline' | 'createdAt' | 'open'> & {
  deadline: Date | string;
  createdAt: Date | string;
};

export function toWindow(r: RawWindow, now: Date): WhereaboutsWindow {
  const deadline = new Date(r.deadline);
  return { ...r, deadline: deadline.toISOString(), createdAt: String(iso(r.createdAt)), open: now <= deadline };
}

const windowColumns = sql`w.id, w.name, w.start_date::text as "startDate", w.end_date::text as "endDate",
  w.deadline, w.created_at as "createdAt"`;

const windowFields: Record<string, ListField> = {
  name: { type: 'string', text: sql`w.name` },
  startDate: { type: 'date', text: sql`w.start_date::text` },
  endDate: { type: 'date', text: sql`w.end_date::text` },
  createTime: { type: 'datetime', text: sql`w.created_at` },
};

export async function windowList(db: Db, tenantId: string, query: ListQuery, now: Date) {
  const filter = listWhere(query.parameters, windowFields);
  const tenant = sql<SqlBool>`w.tenant_id = ${tenantId}`;
  const where = filter ? sql<SqlBool>`${tenant} and ${filter}` : tenant;
  const order = listOrder(
    query.sorts,
    windowFields,
    ['startDate', 'createTime'],
    [{ field: 'createTime', order: 'DESC' }],
    sql`w.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<RawWindow>`select ${windowColumns} from whereabouts_windows w where ${where} order by ${order}
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from whereabouts_windows w where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => toWindow(r, now)),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  } satisfies ListResult<WhereaboutsWindow>;
}

export async function windowById(db: Db, tenantId: string, id: string, now: Date) {
  const result = await sql<RawWindow>`select ${windowColumns} from whereabouts_windows w
    where w.tenant_id = ${tenantId} and w.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? toWindow(row, now) : undefined;
}

const recordFrom = sql`whereabouts_records x
  join whereabouts_windows w on w.tenant_id = x.tenant_id and w.id = x.window_id
  join employees e on e.tenant_id = x.tenant_id and e.user_id = x.student_id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id`;

const recordColumns = sql`x.id, x.window_id as "windowId", w.name as "windowName", x.student_id as "studentId",
  e.name as "studentName", coalesce(e.code, '') as "studentCode", c.name as "className", x.staying, x.province,
  x.city, x.address, x.leave_date::text as "leaveDate", x.return_date::text as "returnDate", x.transport,
  x.contact_name as "contactName", x.contact_phone as "contactPhone", x.remark, x.returned_at as "returnedAt",
  x.actual_return_date::text as "actualReturnDate", x.updated_at as "updatedAt"`;

type RawRecord = Omit<WhereaboutsRecord, 'returnedAt' | 'updatedAt'> & {
  returnedAt: Date | string | null;
  updatedAt: Date | string;
};

const toRecord = (r: RawRecord): WhereaboutsRecord => ({
  ...r,
  returnedAt: iso(r.returnedAt),
  updatedAt: String(iso(r.updatedAt)),
});

const recordFields: Record<string, ListField> = {
  studentName: { type: 'string', text: sql`e.name` },
  studentCode: { type: 'string', text: sql`e.code` },
  className: { type: 'string', text: sql`c.name` },
  staying: { type: 'boolean', text: sql`x.staying::text` },
  province: { type: 'string', text: sql`x.province` },
  city: { type: 'string', text: sql`x.city` },
  returned: { type: 'boolean', text: sql`(x.returned_at is not null)::text` },
  leaveDate: { type: 'date', text: sql`x.leave_date::text` },
  returnDate: { type: 'date', text: sql`x.return_date::text` },
  updateTime: { type: 'datetime', text: sql`x.updated_at` },
};

/** Whose registrations a list shows: one student's, or those of the students in a staff scope. */
export type RecordScope = { kind: 'student'; userId: string } | { kind: 'staff'; auth: AuthContext };

async function recordWhere(db: Db, tenantId: string, scope: RecordScope): Promise<RawBuilder<SqlBool>> {
  const tenant = sql<SqlBool>`x.tenant_id = ${tenantId}`;
  if (scope.kind === 'student') return sql<SqlBool>`${tenant} and x.student_id = ${scope.userId}`;
  return sql<SqlBool>`${tenant} and ${await staffScopeSql(db, scope.auth, sql`x.student_id`)}`;
}

export async function recordList(
  db: Db,
  tenantId: string,
  scope: RecordScope,
  query: ListQuery,
  windowId?: string,
  options: { maxLimit?: number } = {},
): Promise<ListResult<WhereaboutsRecord>> {
  const filter = listWhere(query.parameters, recordFields);
  let where = await recordWhere(db, tenantId, scope);
  if (windowId) where = sql<SqlBool>`${where} and x.window_id = ${windowId}`;
  if (filter) where = sql<SqlBool>`${where} and ${filter}`;
  const sortable = ['studentCode', 'leaveDate', 'returnDate', 'updateTime'];
  const order = listOrder(query.sorts, recordFields, sortable, [{ field: 'studentCode', order: 'ASC' }], sql`x.id`);
  const paged = pageOf(query);
  const limit = options.maxLimit ?? paged.limit;
  const offset = options.maxLimit ? 0 : paged.offset;
  const [rows, count] = await Promise.all([
    sql<RawRecord>`select ${recordColumns} from ${recordFrom} where ${where} order by ${order}
      limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${recordFrom} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map(toRecord),
    pageResult: pageResult(paged.page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

export async function recordById(db: Db, tenantId: string, scope: RecordScope, id: string) {
  const where = await recordWhere(db, tenantId, scope);
  const result = await sql<RawRecord>`select ${recordColumns} from ${recordFrom}
    where ${where} and x.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? toRecord(row) : undefined;
}

export async function myRecord(db: Db, tenantId: string, userId: string, windowId: string) {
  const result = await sql<RawRecord>`select ${recordColumns} from ${recordFrom}
    where x.tenant_id = ${tenantId} and x.student_id = ${userId} and x.window_id = ${windowId}`.execute(db);
  const row = result.rows[0];
  return row ? toRecord(row) : null;
}

/** Students in the caller's scope without a registration in the window (the shared roster list). */
export function missingStudents(
  db: Db,
  auth: AuthContext,
  windowId: string,
  query: ListQuery,
  options: { all?: boolean } = {},
): Promise<ListResult<WhereaboutsMissing>> {
  const unregistered = sql<SqlBool>`not exists (select 1 from whereabouts_records x
    where x.tenant_id = u.tenant_id and x.window_id = ${windowId} and x.student_id = u.id)`;
  return rosterList(db, auth, query, unregistered, options);
}

/** Registration figures of one window over the students in the caller's scope. */
export async function windowFigures(db: Db, auth: AuthContext, windowId: string): Promise<WhereaboutsFigures> {
  const inScope = await staffScopeSql(db, auth, sql`u.id`);
  const figures = await sql<WhereaboutsFigures>`select count(*)::int as students,
      count(x.id)::int as registered,
      count(*) filter (where x.staying)::int as staying,
      count(*) filter (where x.staying = false)::int as leaving,
      count(*) filter (where x.returned_at is not null)::int as returned,
      count(*) filter (where x.id is null)::int as missing
    from (select u.id from ${studentRoster(auth.tenantId)} and ${inScope}) s
    left join whereabouts_records x on x.tenant_id = ${auth.tenantId} and x.window_id = ${windowId}
      and x.student_id = s.id`.execute(db);
  return figures.rows[0] ?? { students: 0, registered: 0, staying: 0, leaving: 0, returned: 0, missing: 0 };
}
