import { type Kysely, sql } from 'kysely';

// Dorm affairs (modules/dorms): repair reports (报修 → 派单 → 维修中 → 完成 → 评价), violation records
// (违纪), hygiene inspections (卫生检查, one score per room and day) and abnormal-situation reports
// (异常情况上报, open → handled). Off-campus living, holiday stay, delayed move-out and moving in are
// workflow requests and need no table of their own. Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dorm_repairs (
      tenant_id uuid not null,
      id uuid not null,
      reporter_id uuid not null,
      room_id uuid not null,
      category text not null,
      urgency text not null,
      description text not null,
      photos jsonb not null default '[]',
      status text not null default 'reported'
        check (status in ('reported', 'dispatched', 'repairing', 'done', 'rated')),
      note text not null default '',
      rating integer check (rating between 1 and 5),
      comment text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, reporter_id) references users(tenant_id, id),
      foreign key (tenant_id, room_id) references dorm_rooms(tenant_id, id)
    );
    create index dorm_repairs_reporter on dorm_repairs (tenant_id, reporter_id, created_at desc);
    create index dorm_repairs_status on dorm_repairs (tenant_id, status, created_at desc);

    create table dorm_violations (
      tenant_id uuid not null,
      id uuid not null,
      student_id uuid not null,
      bed_id uuid,
      type text not null,
      occurred_at timestamptz not null,
      description text not null,
      recorder_id uuid not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, student_id) references users(tenant_id, id),
      foreign key (tenant_id, recorder_id) references users(tenant_id, id),
      foreign key (tenant_id, bed_id) references dorm_beds(tenant_id, id)
    );
    create index dorm_violations_time on dorm_violations (tenant_id, occurred_at desc);

    create table dorm_inspections (
      tenant_id uuid not null,
      id uuid not null,
      room_id uuid not null,
      day date not null,
      score integer not null check (score between 0 and 100),
      deductions text not null default '',
      inspector_id uuid not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, room_id, day),
      foreign key (tenant_id, room_id) references dorm_rooms(tenant_id, id),
      foreign key (tenant_id, inspector_id) references users(tenant_id, id)
    );
    create index dorm_inspections_day on dorm_inspections (tenant_id, day desc);

    create table dorm_abnormal_reports (
      tenant_id uuid not null,
      id uuid not null,
      reporter_id uuid not null,
      building_id uuid not null,
      room_id uuid,
      category text not null,
      description text not null,
      photos jsonb not null default '[]',
      occurred_at timestamptz not null,
      status text not null default 'open' check (status in ('open', 'handled')),
      handler_id uuid,
      handling text not null default '',
      handled_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, reporter_id) references users(tenant_id, id),
      foreign key (tenant_id, handler_id) references users(tenant_id, id),
      foreign key (tenant_id, building_id) references dorm_buildings(tenant_id, id),
      foreign key (tenant_id, room_id) references dorm_rooms(tenant_id, id)
    );
    create index dorm_abnormal_reports_time on dorm_abnormal_reports (tenant_id, occurred_at desc);
  `.execute(db);
}
