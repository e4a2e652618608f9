import { type Kysely, sql } from 'kysely';

// Auth state beyond the platform core: what a login state / code is restricted to, the user's default
// role, and failure counters for account names that do not exist (so lockout and captcha behave the
// same for unknown and known accounts: no enumeration oracle, security-requirements.md §5.4).
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table login_states add column restricted text;
    alter table authorization_codes add column restricted text;
    alter table users add column default_role text;

    create table login_failures (
      tenant_id uuid not null,
      account_lower text not null,
      failure_count integer not null default 0,
      last_failure_at timestamptz,
      locked_until timestamptz,
      primary key (tenant_id, account_lower)
    );

    create index sessions_actor on sessions (tenant_id, actor_user_id)
      where ended_at is null and actor_user_id is not null;
    create index refresh_tokens_expiry on refresh_tokens (expires_at);
    create index access_tokens_expiry on access_tokens (expires_at);
    -- The tenants of a user (GET /user/context, tenant switch, ending a user's sessions) by user id.
    create index tenant_members_user on tenant_members (user_id);
  `.execute(db);
}
