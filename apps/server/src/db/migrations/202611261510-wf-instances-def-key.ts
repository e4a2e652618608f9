import { type Kysely, sql } from 'kysely';

// Module lists and statistics read one process's requests of a tenant by date (the dorm office's
// holiday stays and room changes, seal statistics): without this they scan every request of the school.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists wf_instances_def_key on wf_instances (tenant_id, def_key, created_at desc);
  `.execute(db);
}
