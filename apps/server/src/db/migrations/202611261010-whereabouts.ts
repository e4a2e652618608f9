import { type Kysely, sql } from 'kysely';

// Holiday whereabouts (modules/whereabouts): the school's registration windows and one registration
// per student and window (a second submit updates it). Keys lead with tenant_id; the date rules are
// checks so no path can store a return before the departure.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table whereabouts_windows (
      tenant_id uuid not null,
      id uuid not null,
      name text not null,
      start_date date not null,
      end_date date not null,
      deadline timestamptz not null,
      created_by uuid not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      check (end_date >= start_date),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index whereabouts_windows_recent on whereabouts_windows (tenant_id, created_at desc);
    create table whereabouts_records (
      tenant_id uuid not null,
      id uuid not null,
      window_id uuid not null,
      student_id uuid not null,
      staying boolean not null,
      province text not null default '',
      city text not null default '',
      address text not null default '',
      leave_date date,
      return_date date,
      transport text check (transport in ('train', 'plane', 'bus', 'car', 'ship', 'other')),
      contact_name text not null default '',
      contact_phone text not null default '',
      remark text not null default '',
      returned_at timestamptz,
      actual_return_date date,
      return_remark text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, window_id, student_id),
      check (return_date is null or leave_date is null or return_date >= leave_date),
      foreign key (tenant_id, window_id) references whereabouts_windows(tenant_id, id),
      foreign key (tenant_id, student_id) references users(tenant_id, id)
    );
    create index whereabouts_records_student on whereabouts_records (tenant_id, student_id);
  `.execute(db);
}
