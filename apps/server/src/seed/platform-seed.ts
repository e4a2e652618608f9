import type { Db } from '../platform/db/database.ts';

/** The first-party web client. It is public: whatever secret it sends is no secret, so PKCE binds its codes. */
export const webClientId = 'campusflow-web';

/** Rows every deployment needs, whatever its tenants. Idempotent. */
export async function seedPlatform(db: Db): Promise<void> {
  await db
    .insertInto('oauthClients')
    .values({ clientId: webClientId, tenantId: null, name: 'CampusFlow web', secretHash: null, firstParty: true })
    .onConflict((c) => c.column('clientId').doNothing())
    .execute();
}
