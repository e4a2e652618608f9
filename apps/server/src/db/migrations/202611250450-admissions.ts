import { type Kysely, sql } from 'kysely';

// Admissions services (modules/admissions). The admitted list never holds an ID number in clear: a
// keyed hash (per-tenant key in admission_keys) to match it and a masked form to show it. An import
// runs as a job whose progress lives in admission_imports; at most one runs per tenant (partial
// unique index). Examinee sessions and lookup tickets are opaque tokens stored hashed.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admission_keys (
      tenant_id uuid primary key references tenants(id),
      hmac_key bytea not null
    );

    create table admission_imports (
      tenant_id uuid not null,
      id uuid not null,
      file_id uuid not null,
      file_name text not null,
      created_by uuid not null,
      created_at timestamptz not null,
      status text not null check (status in ('validated', 'running', 'done', 'failed')),
      mode text check (mode in ('all', 'valid')),
      total_rows integer not null default 0,
      valid_rows integer not null default 0,
      error_rows integer not null default 0,
      processed_rows integer not null default 0,
      created_count integer not null default 0,
      report jsonb not null default '[]',
      failure text,
      started_at timestamptz,
      heartbeat_at timestamptz,
      finished_at timestamptz,
      primary key (tenant_id, id)
    );
    create unique index admission_imports_one_running on admission_imports (tenant_id) where status = 'running';
    create index admission_imports_recent on admission_imports (tenant_id, created_at desc);

    create table admission_candidates (
      tenant_id uuid not null,
      id uuid not null,
      examinee_no text not null,
      name text not null,
      id_type text not null check (id_type in ('resident', 'hkmoPermit', 'twPermit', 'passport')),
      id_hash text not null,
      id_masked text not null,
      gender text check (gender in ('male', 'female')),
      birth_date date,
      college_id uuid not null,
      major_id uuid not null,
      class_id uuid,
      batch text not null,
      admission_type text not null default '',
      province text not null default '',
      mobile text not null default '',
      notice_no text not null default '',
      student_no text not null default '',
      opinion text not null default '',
      user_id uuid,
      import_id uuid,
      status text not null default 'admitted' check (status in ('admitted', 'withdrawn')),
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, college_id) references orgs(tenant_id, id),
      foreign key (tenant_id, major_id) references orgs(tenant_id, id),
      foreign key (tenant_id, class_id) references orgs(tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id)
    );
    create unique index admission_candidates_examinee on admission_candidates (tenant_id, examinee_no);
    create index admission_candidates_user on admission_candidates (tenant_id, user_id);
    create index admission_candidates_org on admission_candidates (tenant_id, college_id, major_id);
    create index admission_candidates_import on admission_candidates (tenant_id, import_id);

    create table admission_tickets (
      token_hash text primary key,
      tenant_id uuid not null,
      candidate_id uuid not null,
      purpose text not null check (purpose in ('examinee', 'claim')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      foreign key (tenant_id, candidate_id) references admission_candidates(tenant_id, id) on delete cascade
    );
    create index admission_tickets_expiry on admission_tickets (expires_at);

    create table admission_login_failures (
      tenant_id uuid not null,
      examinee_key text not null,
      failure_count integer not null default 0,
      last_failure_at timestamptz,
      locked_until timestamptz,
      temporary_lockouts integer not null default 0,
      primary key (tenant_id, examinee_key)
    );

    create table admission_feedback (
      tenant_id uuid not null,
      id uuid not null,
      candidate_id uuid not null,
      content text not null,
      created_at timestamptz not null,
      reply text,
      replied_by uuid,
      replied_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, candidate_id) references admission_candidates(tenant_id, id) on delete cascade
    );
    create index admission_feedback_candidate on admission_feedback (tenant_id, candidate_id, created_at);

    create table admission_briefings (
      tenant_id uuid not null,
      id uuid not null,
      kind text not null check (kind in ('yxjb', 'zsjb', 'promo')),
      title jsonb not null,
      content jsonb not null,
      image_file_ids jsonb not null default '[]',
      sort integer not null default 0,
      status text not null default 'draft' check (status in ('draft', 'published')),
      published_at timestamptz,
      updated_at timestamptz not null,
      updated_by uuid,
      primary key (tenant_id, id)
    );
    create index admission_briefings_kind on admission_briefings (tenant_id, kind, status, sort);

    create table admission_batches (
      tenant_id uuid not null,
      id uuid not null,
      name text not null,
      year integer not null,
      description text not null default '',
      sort integer not null default 0,
      created_at timestamptz not null,
      primary key (tenant_id, id)
    );

    create table admission_events (
      tenant_id uuid not null,
      id uuid not null,
      batch_id uuid not null,
      title text not null,
      place text not null default '',
      description text not null default '',
      start_at timestamptz not null,
      end_at timestamptz not null,
      sign_up_deadline timestamptz not null,
      capacity integer not null check (capacity > 0),
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, batch_id) references admission_batches(tenant_id, id)
    );
    create index admission_events_batch on admission_events (tenant_id, batch_id, start_at);

    create table admission_sign_ups (
      tenant_id uuid not null,
      id uuid not null,
      event_id uuid not null,
      user_id uuid not null,
      phone text not null,
      note text not null default '',
      status text not null default 'signed' check (status in ('signed', 'cancelled')),
      created_at timestamptz not null,
      cancelled_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, event_id) references admission_events(tenant_id, id),
      foreign key (tenant_id, user_id) references users(tenant_id, id)
    );
    create unique index admission_sign_ups_one on admission_sign_ups (tenant_id, event_id, user_id) where status = 'signed';
    create index admission_sign_ups_user on admission_sign_ups (tenant_id, user_id, created_at desc);
  `.execute(db);
}
