import { type Kysely, sql } from 'kysely';

// The platform schema: tenancy, organisation, identity, menus, settings and auth state.
// Every tenant-owned table leads its keys with tenant_id (architecture.md §2).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tenants (
      id uuid primary key,
      code text not null unique,
      name jsonb not null,
      design_tenant_id uuid,
      open_for_login boolean not null default true,
      status text not null default 'active' check (status in ('active', 'disabled')),
      policy jsonb not null default '{}',
      created_at timestamptz not null default now()
    );

    create table systems (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      code text not null,
      name jsonb not null,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );

    create table orgs (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      parent_id uuid,
      kind text not null check (kind in ('school', 'college', 'major', 'class', 'office')),
      code text not null,
      name text not null,
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );
    create index orgs_parent on orgs (tenant_id, parent_id);

    create table positions (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      code text not null,
      name text not null,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );

    create table groups (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      code text not null,
      name text not null,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );

    create table users (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      account text not null,
      account_lower text not null,
      password_hash text,
      is_super boolean not null default false,
      status text not null default 'active' check (status in ('active', 'inactive', 'disabled')),
      language text,
      mobile text,
      mobile_verified boolean not null default false,
      email text,
      email_verified boolean not null default false,
      expires_at timestamptz,
      password_changed_at timestamptz not null default now(),
      must_change_password boolean not null default false,
      initial_password_expires_at timestamptz,
      failure_count integer not null default 0,
      last_failure_at timestamptz,
      locked_until timestamptz,
      temporary_lockouts integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, account_lower)
    );

    create table employees (
      tenant_id uuid not null,
      user_id uuid not null,
      name text not null,
      name_initials text not null default '',
      code text,
      status text not null default 'active',
      gender text check (gender in ('male', 'female')),
      org_id uuid,
      primary key (tenant_id, user_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id)
    );
    create index employees_org on employees (tenant_id, org_id);

    -- A user of one tenant who also works in another (tenant switching).
    create table tenant_members (
      tenant_id uuid not null references tenants(id),
      user_id uuid not null,
      home_tenant_id uuid not null,
      primary key (tenant_id, user_id),
      foreign key (home_tenant_id, user_id) references users(tenant_id, id)
    );

    create table roles (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      name text not null,
      alias text not null,
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, alias)
    );

    create table user_roles (
      tenant_id uuid not null,
      user_id uuid not null,
      role_id uuid not null,
      primary key (tenant_id, user_id, role_id),
      foreign key (tenant_id, role_id) references roles(tenant_id, id)
    );

    create table user_positions (
      tenant_id uuid not null,
      user_id uuid not null,
      position_id uuid not null,
      primary key (tenant_id, user_id, position_id),
      foreign key (tenant_id, position_id) references positions(tenant_id, id)
    );

    create table user_groups (
      tenant_id uuid not null,
      user_id uuid not null,
      group_id uuid not null,
      primary key (tenant_id, user_id, group_id),
      foreign key (tenant_id, group_id) references groups(tenant_id, id)
    );

    -- Which counsellor looks after which classes.
    create table counsellor_classes (
      tenant_id uuid not null,
      user_id uuid not null,
      class_id uuid not null,
      primary key (tenant_id, user_id, class_id),
      foreign key (tenant_id, class_id) references orgs(tenant_id, id)
    );

    create table menus (
      tenant_id uuid not null,
      id uuid not null,
      system_id uuid not null,
      parent_id uuid,
      alias text not null,
      name jsonb not null,
      icon text not null default 'file-o',
      default_url text,
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, system_id, alias),
      foreign key (tenant_id, system_id) references systems(tenant_id, id)
    );

    create table menu_roles (
      tenant_id uuid not null,
      menu_id uuid not null,
      role_id uuid not null,
      primary key (tenant_id, menu_id, role_id),
      foreign key (tenant_id, menu_id) references menus(tenant_id, id) on delete cascade,
      foreign key (tenant_id, role_id) references roles(tenant_id, id)
    );

    create table sys_configs (
      tenant_id uuid not null references tenants(id),
      code text not null,
      value text not null,
      is_public boolean not null default false,
      primary key (tenant_id, code)
    );

    -- OAuth clients; tenant_id null marks a first-party client of every tenant (campusflow-web).
    create table oauth_clients (
      client_id text primary key,
      tenant_id uuid references tenants(id),
      name text not null,
      secret_hash text,
      first_party boolean not null default false,
      redirect_uris jsonb not null default '[]',
      created_at timestamptz not null default now()
    );

    create table login_states (
      state_hash text primary key,
      tenant_id uuid not null,
      user_id uuid not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );

    create table authorization_codes (
      code_hash text primary key,
      tenant_id uuid not null,
      user_id uuid not null,
      client_id text not null,
      redirect_uri text,
      code_challenge text,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      session_id uuid
    );

    create table sessions (
      tenant_id uuid not null,
      id uuid not null,
      user_id uuid not null,
      client_id text not null,
      role_id uuid,
      all_roles boolean not null default false,
      actor_user_id uuid,
      parent_session_id uuid,
      restricted text,
      ip text,
      user_agent text,
      created_at timestamptz not null,
      last_active_at timestamptz not null,
      absolute_expires_at timestamptz not null,
      ended_at timestamptz,
      end_reason text,
      primary key (tenant_id, id)
    );
    create index sessions_user on sessions (tenant_id, user_id) where ended_at is null;

    create table access_tokens (
      token_hash text primary key,
      tenant_id uuid not null,
      session_id uuid not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index access_tokens_session on access_tokens (tenant_id, session_id);

    create table refresh_tokens (
      token_hash text primary key,
      tenant_id uuid not null,
      session_id uuid not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index refresh_tokens_session on refresh_tokens (tenant_id, session_id);

    create table captchas (
      id text primary key,
      answer_hash text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );

    create table ip_bans (
      ip text primary key,
      reason text,
      created_at timestamptz not null default now(),
      expires_at timestamptz
    );

    create table security_questions (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      key text not null,
      text jsonb not null,
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, key)
    );

    create table user_security_answers (
      tenant_id uuid not null,
      user_id uuid not null,
      question_id uuid not null,
      answer_hash text not null,
      primary key (tenant_id, user_id, question_id),
      foreign key (tenant_id, question_id) references security_questions(tenant_id, id)
    );

    create table verification_codes (
      tenant_id uuid not null,
      id uuid not null,
      user_id uuid,
      channel text not null check (channel in ('sms', 'email')),
      purpose text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, id)
    );

    create table password_reset_tickets (
      ticket_hash text primary key,
      tenant_id uuid not null,
      user_id uuid not null,
      via text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );

    -- What the development SMS and e-mail senders "sent": read by tests and the demo, never delivered.
    create table dev_inbox (
      id uuid primary key,
      tenant_id uuid,
      channel text not null,
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null
    );
    create index dev_inbox_recipient on dev_inbox (recipient, created_at desc);

    create table audit_events (
      id uuid primary key,
      tenant_id uuid,
      at timestamptz not null,
      event text not null,
      actor_user_id uuid,
      target_user_id uuid,
      ip text,
      details jsonb not null default '{}'
    );
    create index audit_events_tenant on audit_events (tenant_id, at desc);
  `.execute(db);
}
