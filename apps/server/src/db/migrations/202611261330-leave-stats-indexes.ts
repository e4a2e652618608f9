import { type Kysely, sql } from 'kysely';

// Statistics filter leave by start date (requests) and end date (report-backs) within a tenant
// (platform/statistics): these keep the range scans on an index instead of the whole table.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists leave_requests_start_date on leave_requests (tenant_id, start_date);
    create index if not exists leave_requests_end_date on leave_requests (tenant_id, end_date);
  `.execute(db);
}
