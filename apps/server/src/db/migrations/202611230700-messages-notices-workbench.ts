import { type Kysely, sql } from 'kysely';

// Inner messages and their live stream (platform/messages), announcements (modules/notice) and the
// per-user app shortcuts of the workbench (modules/workbench). Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- seq is per (tenant, user), taken under the cursor row's lock, so a user's messages commit in seq
    -- order and a reconnecting stream can resume with "seq > Last-Event-ID" without gaps.
    create table message_cursors (
      tenant_id uuid not null,
      user_id uuid not null,
      last_seq integer not null,
      primary key (tenant_id, user_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id)
    );

    create table messages (
      tenant_id uuid not null,
      id uuid not null,
      user_id uuid not null,
      seq integer not null,
      batch_id uuid not null,
      kind text not null,
      title jsonb not null,
      summary text,
      target_type text not null,
      target_id text,
      target_route text not null,
      sender_user_id uuid,
      created_at timestamptz not null,
      read_at timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, user_id, seq),
      foreign key (tenant_id, user_id) references users(tenant_id, id)
    );
    create index messages_inbox on messages (tenant_id, user_id, created_at desc);
    create index messages_unread on messages (tenant_id, user_id) where read_at is null;
    create index messages_batch on messages (tenant_id, batch_id);
    create index messages_target on messages (tenant_id, target_type, target_id);

    -- One-time tickets for EventSource, which cannot send the access-token header.
    create table message_stream_tickets (
      ticket_hash text primary key,
      tenant_id uuid not null,
      user_id uuid not null,
      session_id uuid not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );

    create table notice_categories (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      code text not null,
      name jsonb not null,
      sort integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    );

    create table notices (
      tenant_id uuid not null,
      id uuid not null,
      category_id uuid not null,
      title text not null,
      content text not null,
      summary text not null default '',
      status text not null default 'draft' check (status in ('draft', 'published', 'withdrawn')),
      is_public boolean not null default false,
      pinned boolean not null default false,
      audience_all boolean not null default false,
      attachment_file_ids jsonb not null default '[]',
      author_user_id uuid not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      published_at timestamptz,
      withdrawn_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, category_id) references notice_categories(tenant_id, id),
      foreign key (tenant_id, author_user_id) references users(tenant_id, id)
    );
    -- The public share page (/twgl/{id}) is reached without a token, so by id alone.
    create unique index notices_public_id on notices (id);
    create index notices_feed on notices (tenant_id, status, pinned desc, published_at desc);
    create index notices_author on notices (tenant_id, author_user_id, updated_at desc);

    -- Audience: everyone (notices.audience_all), or people holding one of the roles AND (when orgs are
    -- given) belonging to one of the orgs or below it.
    create table notice_audiences (
      tenant_id uuid not null,
      notice_id uuid not null,
      kind text not null check (kind in ('role', 'org')),
      value text not null,
      primary key (tenant_id, notice_id, kind, value),
      foreign key (tenant_id, notice_id) references notices(tenant_id, id) on delete cascade
    );

    create table notice_reads (
      tenant_id uuid not null,
      notice_id uuid not null,
      user_id uuid not null,
      read_at timestamptz not null,
      primary key (tenant_id, notice_id, user_id),
      foreign key (tenant_id, notice_id) references notices(tenant_id, id) on delete cascade
    );

    create table workbench_apps (
      tenant_id uuid not null,
      user_id uuid not null,
      menu_id uuid not null,
      sort integer not null,
      created_at timestamptz not null,
      primary key (tenant_id, user_id, menu_id),
      foreign key (tenant_id, user_id) references users(tenant_id, id),
      foreign key (tenant_id, menu_id) references menus(tenant_id, id) on delete cascade
    );
  `.execute(db);
}
