import { type Kysely, sql } from 'kysely';

// Leave requests (modules/leave). The approval itself lives in the workflow engine (wf_instances);
// this row holds what the module needs to answer quickly: the period for overlap checks and lists, and
// the report-back (销假). Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table leave_requests (
      tenant_id uuid not null,
      id uuid not null,
      instance_id uuid not null,
      student_id uuid not null,
      type text not null check (type in ('sick', 'personal', 'public', 'home', 'other')),
      start_date date not null,
      start_half text not null check (start_half in ('am', 'pm')),
      end_date date not null,
      end_half text not null check (end_half in ('am', 'pm')),
      start_at timestamptz not null,
      end_at timestamptz not null,
      days numeric(6, 1) not null,
      leave_school boolean not null default false,
      destination text not null default '',
      transport_out text not null default '',
      transport_back text not null default '',
      reason text not null,
      emergency_contact text not null default '',
      emergency_phone text not null default '',
      parent_phone text not null default '',
      attachments jsonb not null default '[]',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      reported_back_at timestamptz,
      report_back_location jsonb,
      report_back_remark text not null default '',
      late_return boolean not null default false,
      primary key (tenant_id, id),
      unique (tenant_id, instance_id),
      check (end_at > start_at),
      foreign key (tenant_id, student_id) references users(tenant_id, id),
      foreign key (tenant_id, instance_id) references wf_instances(tenant_id, id)
    );
    create index leave_requests_student on leave_requests (tenant_id, student_id, start_at desc);
    create index leave_requests_period on leave_requests (tenant_id, start_at, end_at);
  `.execute(db);
}
