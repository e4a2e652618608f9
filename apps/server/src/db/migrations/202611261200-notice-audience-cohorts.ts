import { type Kysely, sql } from 'kysely';

// An announcement may be narrowed to cohorts (年级, e.g. 2024): a third kind of audience row.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notice_audiences drop constraint notice_audiences_kind_check`.execute(db);
  await sql`alter table notice_audiences add constraint notice_audiences_kind_check
    check (kind in ('role', 'org', 'cohort'))`.execute(db);
}
