import { type Kysely, sql } from 'kysely';

// 个人内务检查 (PersonalInspection): one row per check of one student's bed area and conduct, with the
// failed items of the fixed set (jsonb array of item keys), the score, a remark, the inspector's photo
// uploads and the bed the student held then. `passed` (no failed item) is stored for the result filter.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dorm_personal_inspections (
      tenant_id uuid not null,
      id uuid not null,
      student_id uuid not null,
      bed_id uuid,
      day date not null,
      score integer not null check (score between 0 and 100),
      failed_items jsonb not null default '[]',
      passed boolean not null,
      remark text not null default '',
      photos jsonb not null default '[]',
      inspector_id uuid not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, student_id) references users(tenant_id, id),
      foreign key (tenant_id, inspector_id) references users(tenant_id, id),
      foreign key (tenant_id, bed_id) references dorm_beds(tenant_id, id)
    );
    create index dorm_personal_inspections_day on dorm_personal_inspections (tenant_id, day);
    create index dorm_personal_inspections_student on dorm_personal_inspections (tenant_id, student_id, day);
  `.execute(db);
}
