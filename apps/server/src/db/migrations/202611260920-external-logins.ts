import { type Kysely, sql } from 'kysely';

// External logins (platform/external-login): the providers a tenant configured, the identities linked to
// its members, the short-lived redirect flows (state, nonce, PKCE verifier) and the bind tickets.
// Secrets stay in their own column so that no listing query can select them by accident.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table external_login_providers (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      kind text not null check (kind in ('oidc', 'cas', 'wechat', 'dingtalk', 'cxapp', 'v2app', 'token')),
      name text not null,
      enabled boolean not null default true,
      unknown_identity text not null default 'refuse' check (unknown_identity in ('refuse', 'bind')),
      redirect_uris jsonb not null default '[]',
      settings jsonb not null default '{}',
      secret text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id)
    );

    -- D5: one identity is (provider, provider app, subject); never an e-mail, phone or nickname.
    create table external_identities (
      tenant_id uuid not null references tenants(id),
      provider_id uuid not null,
      provider_app text not null,
      subject text not null,
      user_id uuid not null,
      profile jsonb not null default '{}',
      created_at timestamptz not null,
      last_login_at timestamptz,
      primary key (tenant_id, provider_id, provider_app, subject),
      foreign key (tenant_id, provider_id) references external_login_providers(tenant_id, id) on delete cascade
    );
    create index external_identities_user on external_identities (tenant_id, user_id);

    create table external_login_flows (
      state_hash text primary key,
      tenant_id uuid not null,
      provider_id uuid not null,
      binding_hash text not null,
      nonce text,
      code_verifier text,
      redirect_uri text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      foreign key (tenant_id, provider_id) references external_login_providers(tenant_id, id) on delete cascade
    );
    create index external_login_flows_expiry on external_login_flows (expires_at);

    create table external_bind_tickets (
      ticket_hash text primary key,
      tenant_id uuid not null,
      provider_id uuid not null,
      provider_app text not null,
      subject text not null,
      profile jsonb not null default '{}',
      expires_at timestamptz not null,
      consumed_at timestamptz,
      foreign key (tenant_id, provider_id) references external_login_providers(tenant_id, id) on delete cascade
    );
  `.execute(db);
}
