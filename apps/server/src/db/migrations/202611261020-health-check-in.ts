import { type Kysely, sql } from 'kysely';

// Daily health check-in (modules/health-check-in). One row per student and school day: the unique key
// (tenant, student, day) is what makes "once a day" hold under concurrent submits; `day` is the
// school's calendar day (tenant setting school_time_zone), computed by the server at insert.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table health_check_ins (
      tenant_id uuid not null,
      id uuid not null,
      student_id uuid not null,
      day date not null,
      temperature numeric(4, 1) not null check (temperature between 34 and 43),
      symptoms jsonb not null default '[]',
      remark text not null default '',
      location jsonb,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, student_id, day),
      foreign key (tenant_id, student_id) references users(tenant_id, id)
    );
    create index health_check_ins_day on health_check_ins (tenant_id, day);
  `.execute(db);
}
