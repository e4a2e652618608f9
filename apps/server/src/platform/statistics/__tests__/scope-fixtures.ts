import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// Helpers for the modules' scope and export tests (health-check-in, whereabouts, seals): what a
// counsellor looks after, and a way to give a class a name a spreadsheet would run as a formula.

/** The class ids a counsellor (or teacher) counsels: the whole of their `classes` scope. */
export async function counselledClassIds(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`select class_id as id from counsellor_classes
    where tenant_id = ${tenantId} and user_id = ${userId}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The class a student is placed in. */
export async function classOfStudent(db: Db, tenantId: string, userId: string): Promise<{ id: string; name: string }> {
  const rows = await sql<{ id: string; name: string }>`select c.id, c.name from employees e
    join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    where e.tenant_id = ${tenantId} and e.user_id = ${userId}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new Error('student without a class');
  return row;
}

/** Renames an org (a class) and answers the old name, to put it back. */
export async function renameOrg(db: Db, tenantId: string, id: string, name: string): Promise<void> {
  await sql`update orgs set name = ${name} where tenant_id = ${tenantId} and id = ${id}`.execute(db);
}

/** A name starting with `=`: in a CSV it must come out as `'=…` (OWASP CSV injection). */
export const formulaName = '=HYPERLINK("http://x.test","班")';
/** The same name as a quoted CSV cell after escaping: leading `'`, doubled quotes. */
export const escapedFormulaCell = `"'=HYPERLINK(""http://x.test"",""班"")"`;
