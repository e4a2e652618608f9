import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { initialsOf } from '../workbench/workbench-apps.ts';

// Pinyin initials are searched in SQL (zls finds 张老师), so they must be stored. Whatever writes people
// (seeds, imports, the account screens) may leave employees.name_initials empty; the first search of a
// tenant fills the missing ones, in batches, and later searches find none to fill.

const batch = 2000;

export async function fillMissingInitials(db: Db, tenantId: string): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .selectFrom('employees')
      .select(['userId', 'name'])
      .where('tenantId', '=', tenantId)
      .where('nameInitials', '=', '')
      .where('name', '!=', '')
      .limit(batch)
      .execute();
    if (rows.length === 0) return filled;
    const values = rows.map((r) => sql`(${r.userId}::uuid, ${initialsOf(r.name) || '-'})`);
    await sql`
      update employees e set name_initials = v.initials
      from (values ${sql.join(values)}) as v (user_id, initials)
      where e.tenant_id = ${tenantId} and e.user_id = v.user_id`.execute(db);
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
