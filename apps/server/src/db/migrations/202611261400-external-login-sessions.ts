import { type Kysely, sql } from 'kysely';

// Which external login a login state came from (platform/external-login/logout-links.ts): the hash of
// the CAS service ticket, for CAS single logout, and the sealed OIDC id_token, for the provider logout
// link (id_token_hint). Kept as long as a session can live (SESSION_MAX_TTL), then pruned.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table external_login_sessions (
      login_state_hash text primary key,
      tenant_id uuid not null,
      provider_id uuid not null,
      user_id uuid not null,
      ticket_hash text,
      id_token text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      foreign key (tenant_id, provider_id) references external_login_providers(tenant_id, id) on delete cascade
    );
    create index external_login_sessions_ticket on external_login_sessions (tenant_id, provider_id, ticket_hash);
    create index external_login_sessions_expiry on external_login_sessions (expires_at);
  `.execute(db);
}
