import { type Kysely, sql } from 'kysely';

// An authorization code remembers the login state it was made from, so a login that began at an identity
// provider can find the session it became (CAS single logout, OIDC provider logout) exactly.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table authorization_codes add column login_state_hash text;
    create index authorization_codes_login_state on authorization_codes (login_state_hash)
      where login_state_hash is not null;
  `.execute(db);
}
