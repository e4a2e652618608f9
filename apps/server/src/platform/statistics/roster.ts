import type { ListQuery, ListResult, StudentInScope } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { type ListField, listWhere, pageOf, pageResult } from '../data-templates/list-sql.ts';
import type { Db } from '../db/database.ts';
import { staffScopeSql, studentRoster } from './statistics-scope.ts';

// "Who has not …" lists (not checked in today, not registered for a holiday): the students of the
// caller's staff scope that a module's condition keeps. The condition is the module's anti-join
// (`not exists (…)` over `u.id`); paging, the list filters and the row shape are shared.

/** One student of the caller's scope (contracts `StudentInScope`). */
export type RosterRow = StudentInScope;

/** The list payload's fields over the roster (aliases of `studentRoster`). */
export const rosterFields: Record<string, ListField> = {
  studentName: { type: 'string', text: sql`e.name` },
  studentCode: { type: 'string', text: sql`e.code` },
  className: { type: 'string', text: sql`c.name` },
};

/**
 * The students in the caller's scope for whom `condition` holds, by student code; `all` drops the
 * paging (a reminder goes to every one of them), the count stays.
 */
export async function rosterList(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
  condition: RawBuilder<SqlBool>,
  options: { all?: boolean } = {},
): Promise<ListResult<RosterRow>> {
  const filter = listWhere(query.parameters, rosterFields);
  const scope = await staffScopeSql(db, auth, sql`u.id`);
  const where = sql`and ${scope} and ${condition} ${filter ? sql`and ${filter}` : sql``}`;
  const { page, limit, offset } = pageOf(query);
  const paging = options.all ? sql`` : sql`limit ${limit} offset ${offset}`;
  const from = studentRoster(auth.tenantId);
  const [rows, count] = await Promise.all([
    sql<RosterRow>`select u.id as "studentId", e.name as "studentName", coalesce(e.code, '') as "studentCode",
      c.name as "className" from ${from} ${where} order by e.code, u.id ${paging}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} ${where}`.execute(db),
  ]);
  return { dataResult: rows.rows, pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A staff picker's search (代请假, 个人内务检查): students of the caller's scope whose name or student
 * ID contains `keyword`, by student ID. `%` and `_` are literal.
 */
export async function searchRoster(db: Db, auth: AuthContext, keyword: string, limit: number): Promise<RosterRow[]> {
  const scope = await staffScopeSql(db, auth, sql`u.id`);
  const like = `%${escapeLike(keyword)}%`;
  const matches = keyword ? sql`and (e.name like ${like} or e.code like ${like})` : sql``;
  const rows = await sql<RosterRow>`select u.id as "studentId", e.name as "studentName",
      coalesce(e.code, '') as "studentCode", c.name as "className"
    from ${studentRoster(auth.tenantId)} and ${scope} ${matches}
    order by e.code, u.id limit ${limit}`.execute(db);
  return rows.rows;
}

/** Whether `studentId` is a student (role) of the caller's tenant and staff scope. */
export async function inRoster(db: Db, auth: AuthContext, studentId: string): Promise<boolean> {
  const scope = await staffScopeSql(db, auth, sql`u.id`);
  const found = await sql`select 1 from ${studentRoster(auth.tenantId)} and u.id = ${studentId} and ${scope}`.execute(
    db,
  );
  return found.rows.length > 0;
}
