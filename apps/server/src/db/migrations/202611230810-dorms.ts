import { type Kysely, sql } from 'kysely';

// Dormitories (modules/dorms): buildings → rooms → beds, and stays (住宿关系) with their history.
// No double booking is a database rule: at most one open stay per bed and per student (partial unique
// indexes), so two approvals racing for one bed cannot both commit. Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dorm_buildings (
      tenant_id uuid not null,
      id uuid not null,
      code text not null,
      name text not null,
      campus text not null default '',
      gender text check (gender in ('male', 'female')),
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );

    create table dorm_rooms (
      tenant_id uuid not null,
      id uuid not null,
      building_id uuid not null,
      floor integer not null,
      room_no text not null,
      gender text not null check (gender in ('male', 'female')),
      capacity integer not null check (capacity between 1 and 20),
      status text not null default 'active' check (status in ('active', 'disabled')),
      primary key (tenant_id, id),
      unique (tenant_id, building_id, room_no),
      foreign key (tenant_id, building_id) references dorm_buildings(tenant_id, id)
    );

    create table dorm_beds (
      tenant_id uuid not null,
      id uuid not null,
      room_id uuid not null,
      bed_no text not null,
      status text not null default 'active' check (status in ('active', 'disabled')),
      primary key (tenant_id, id),
      unique (tenant_id, room_id, bed_no),
      foreign key (tenant_id, room_id) references dorm_rooms(tenant_id, id)
    );

    create table dorm_stays (
      tenant_id uuid not null,
      id uuid not null,
      bed_id uuid not null,
      student_id uuid not null,
      start_at timestamptz not null,
      end_at timestamptz,
      start_reason text not null,
      end_reason text,
      instance_id uuid,
      primary key (tenant_id, id),
      foreign key (tenant_id, bed_id) references dorm_beds(tenant_id, id),
      foreign key (tenant_id, student_id) references users(tenant_id, id)
    );
    create unique index dorm_stays_bed_open on dorm_stays (tenant_id, bed_id) where end_at is null;
    create unique index dorm_stays_student_open on dorm_stays (tenant_id, student_id) where end_at is null;
    create index dorm_stays_student on dorm_stays (tenant_id, student_id, start_at desc);
  `.execute(db);
}
