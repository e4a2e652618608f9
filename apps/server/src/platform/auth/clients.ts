import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OauthClientsTable } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken, safeEqual } from './token-crypto.ts';

export type OauthClient = Selectable<OauthClientsTable>;

/** A client without a secret is public (the web app): what it sends as a secret is ignored. */
export function isPublicClient(client: OauthClient): boolean {
  return client.secretHash === null;
}

/** Clients without a tenant are first-party clients of every tenant; others serve their own tenant. */
export function clientServesTenant(client: OauthClient, tenantId: string): boolean {
  return client.tenantId === null || client.tenantId === tenantId;
}

export async function findClient(db: Db, clientId: string): Promise<OauthClient> {
  const client = await db.selectFrom('oauthClients').selectAll().where('clientId', '=', clientId).executeTakeFirst();
  if (!client) throw new AppError('WRONG_CLIENT_CREDENTIALS', 'unknown client');
  return client;
}

/** Authenticates a client at the token endpoint: confidential clients must prove their secret (6020101). */
export async function authenticateClient(db: Db, clientId: string, secret: string | undefined): Promise<OauthClient> {
  const client = await findClient(db, clientId);
  if (isPublicClient(client)) return client;
  const stored = client.secretHash ?? '';
  const valid =
    secret !== undefined &&
    (stored.startsWith('$argon2') ? await verifyPassword(stored, secret) : safeEqual(stored, hashToken(secret)));
  if (!valid) throw new AppError('WRONG_CLIENT_CREDENTIALS', 'wrong client secret');
  return client;
}

/** D1: a redirect URI must equal one registered for the client, character for character. */
export function checkRedirectUri(client: OauthClient, redirectUri: string | undefined): string | null {
  if (redirectUri === undefined) {
    if (!client.firstParty && client.redirectUris.length > 0) {
      throw new AppError('ILLEGAL_REQUEST', 'redirect_uri is required for this client');
    }
    return null;
  }
  if (!client.redirectUris.includes(redirectUri)) throw new AppError('ILLEGAL_REQUEST', 'redirect_uri not registered');
  return redirectUri;
}
