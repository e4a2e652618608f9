import { type Kysely, sql } from 'kysely';

// Account recovery (platform/account). Verification codes also record the account name they were
// asked for, so codes for unknown names are stored and throttled exactly like real ones (B6: no
// enumeration). Recovery keys stand for "this account name" during recovery by security questions;
// the key is opaque and issued for unknown names too.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table verification_codes add column account_lower text;
    create index verification_codes_account on verification_codes (tenant_id, account_lower, channel, created_at desc);

    create table account_recovery_keys (
      key_hash text primary key,
      tenant_id uuid not null,
      account_lower text not null,
      user_id uuid,
      user_tenant_id uuid,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      failed_attempts integer not null default 0,
      consumed_at timestamptz
    );
    create index account_recovery_keys_account on account_recovery_keys (tenant_id, account_lower, created_at desc);
  `.execute(db);
}
