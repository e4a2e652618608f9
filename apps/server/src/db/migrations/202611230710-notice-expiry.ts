import { type Kysely, sql } from 'kysely';

// Announcements may expire: past expires_at they leave the readers' feed (the publisher still sees them).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notices add column expires_at timestamptz`.execute(db);
}
