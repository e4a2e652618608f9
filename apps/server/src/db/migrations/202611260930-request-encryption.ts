import { type Kysely, sql } from 'kysely';

// Key pairs of request-body encryption (platform/request-encryption). Deployment-wide, not per tenant:
// the public key is fetched before login. Every instance reads the same rows, so a key made or rotated on
// one is accepted by all. private_key is the PKCS#8 key, sealed with REQUEST_ENCRYPTION_KEK when set.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table request_encryption_keys (
      kid text primary key,
      public_jwk jsonb not null,
      private_key text not null,
      modulus_bits integer not null,
      created_at timestamptz not null,
      -- Accepted until then; null while it is the current key. Rotation sets it on the previous key.
      retire_at timestamptz
    );
    create index request_encryption_keys_live on request_encryption_keys (created_at desc) where retire_at is null;
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table request_encryption_keys`.execute(db);
}
