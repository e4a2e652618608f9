import { type Kysely, sql } from 'kysely';

// ssgl violation review: the dorm office confirms a registered violation or dismisses it with a reason.
// Existing rows stay `registered` (not reviewed yet); the reviewer is a user of the same tenant.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table dorm_violations
      add column review_status text not null default 'registered'
        check (review_status in ('registered', 'confirmed', 'dismissed')),
      add column review_reason text not null default '',
      add column reviewer_id uuid,
      add column reviewed_at timestamptz,
      add foreign key (tenant_id, reviewer_id) references users(tenant_id, id);
    create index dorm_violations_student on dorm_violations (tenant_id, student_id, occurred_at desc);
  `.execute(db);
}
