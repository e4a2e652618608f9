import { type Kysely, sql } from 'kysely';

// Attachments (platform/files), dictionaries (platform/dictionaries) and data templates
// (platform/data-templates). Keys lead with tenant_id (architecture.md §2).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table files (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      owner_id uuid not null,
      name text not null,
      ext text not null,
      mime text not null,
      size bigint not null check (size >= 0),
      sha256 text not null,
      storage_key text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index files_owner on files (tenant_id, owner_id, created_at);

    -- A file belongs to a business record (a process instance, a form row) through its business key.
    create table file_links (
      tenant_id uuid not null,
      file_id uuid not null,
      business_key text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, file_id, business_key),
      foreign key (tenant_id, file_id) references files(tenant_id, id) on delete cascade
    );
    create index file_links_business_key on file_links (tenant_id, business_key);

    -- Who may see a business record's attachments, as the workflow / data-template layer grants it.
    create table business_key_grants (
      tenant_id uuid not null references tenants(id),
      business_key text not null,
      user_id uuid not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, business_key, user_id)
    );
    create index business_key_grants_user on business_key_grants (tenant_id, user_id);

    create table dictionary_types (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      key text not null,
      name jsonb not null,
      builtin boolean not null default false,
      sort integer not null default 0,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, key)
    );

    create table dictionary_items (
      tenant_id uuid not null,
      id uuid not null,
      type_id uuid not null,
      key text not null,
      label jsonb not null,
      sort integer not null default 0,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, type_id, key),
      foreign key (tenant_id, type_id) references dictionary_types(tenant_id, id) on delete cascade
    );

    create table data_templates (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      key text not null,
      name jsonb not null,
      dataset_key text not null,
      form_key text,
      definition jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, key)
    );

    -- Rows of record datasets: datasets declared in code whose rows have no table of their own.
    create table data_records (
      tenant_id uuid not null references tenants(id),
      dataset_key text not null,
      id uuid not null,
      data jsonb not null,
      owner_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, dataset_key, id)
    );
  `.execute(db);
}
