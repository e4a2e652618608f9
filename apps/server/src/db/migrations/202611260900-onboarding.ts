import { type Kysely, sql } from 'kysely';

// New-student onboarding (modules/onboarding, 迎新). Three tables shared by the student side and the
// staff side: the tenant's step settings, one row per new student (who, where they may pick a bed,
// arrival and on-site registration), and one submission per student and step with its review state.
// The bed itself lives in dorm_stays (modules/dorms): its partial unique indexes decide a bed race.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table onboarding_steps (
      tenant_id uuid not null references tenants(id),
      key text not null,
      sort integer not null default 0,
      enabled boolean not null default true,
      needs_review boolean not null default false,
      required boolean not null default true,
      opens_at timestamptz,
      closes_at timestamptz,
      primary key (tenant_id, key)
    );

    create table onboarding_students (
      tenant_id uuid not null,
      user_id uuid not null,
      candidate_id uuid,
      name text not null,
      gender text check (gender in ('male', 'female')),
      college_id uuid,
      major_id uuid,
      class_id uuid,
      building_id uuid,
      arrived_at timestamptz,
      registered_at timestamptz,
      registered_by uuid,
      completed_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, user_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id),
      foreign key (tenant_id, building_id) references dorm_buildings(tenant_id, id)
    );
    create index onboarding_students_org on onboarding_students (tenant_id, college_id, major_id, class_id);

    create table onboarding_submissions (
      tenant_id uuid not null,
      id uuid not null,
      user_id uuid not null,
      step_key text not null,
      data jsonb not null default '{}',
      status text not null check (status in ('draft', 'submitted', 'approved', 'rejected')),
      reviewer_id uuid,
      review_comment text,
      submitted_at timestamptz,
      reviewed_at timestamptz,
      updated_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, user_id, step_key),
      foreign key (tenant_id, user_id) references onboarding_students(tenant_id, user_id)
    );
    create index onboarding_submissions_review on onboarding_submissions (tenant_id, step_key, status, submitted_at);
  `.execute(db);
}
