import type { FastifyInstance } from 'fastify';
import { endSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/token-crypto.ts';
import { openSecret, sealSecret } from '../config/secret-box.ts';
import { xlDb } from './external-login.tables.ts';
import type { Provider } from './providers.ts';

/** What a logout needs to know of an external login: the CAS ticket, the OIDC id_token. */
export type LogoutHandle = { ticket?: string; idToken?: string };

/** Remembers which external login a login state came from (called when the state is issued). */
export async function rememberExternalLogin(
  app: FastifyInstance,
  provider: Provider,
  userId: string,
  loginState: string,
  handle: LogoutHandle,
): Promise<void> {
  const now = app.clock.now();
  const loginStateHash = hashToken(loginState);
  const kek = app.config.SECRETS_KEK ?? null;
  await xlDb(app.db)
    .insertInto('externalLoginSessions')
    .values({
      loginStateHash,
      tenantId: provider.tenantId,
      providerId: provider.id,
      userId,
      ticketHash: handle.ticket ? hashToken(handle.ticket) : null,
      idToken: handle.idToken ? sealSecret(handle.idToken, loginStateHash, kek) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + app.config.SESSION_MAX_TTL * 1000),
    })
    .execute();
}

/**
 * The session a remembered login state turned into: the authorization code made from that state (it
 * carries the state's hash, platform/auth token-routes) records the session it was redeemed for.
 */
async function sessionsOf(app: FastifyInstance, tenantId: string, userId: string, loginStateHash: string) {
  const codes = await app.db
    .selectFrom('authorizationCodes')
    .select(['sessionId'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('loginStateHash', '=', loginStateHash)
    .where('sessionId', 'is not', null)
    .execute();
  return codes.flatMap((c) => (c.sessionId ? [c.sessionId] : []));
}

/** CAS single logout: ends the sessions started with this service ticket at this provider. */
export async function endSessionsOfTicket(app: FastifyInstance, provider: Provider, ticket: string): Promise<number> {
  const links = await xlDb(app.db)
    .selectFrom('externalLoginSessions')
    .select(['loginStateHash', 'userId'])
    .where('tenantId', '=', provider.tenantId)
    .where('providerId', '=', provider.id)
    .where('ticketHash', '=', hashToken(ticket))
    .execute();
  let ended = 0;
  for (const link of links) {
    for (const sessionId of await sessionsOf(app, provider.tenantId, link.userId, link.loginStateHash)) {
      if (await endSession(app.db, provider.tenantId, sessionId, 'provider_logout', app.clock.now())) ended++;
    }
  }
  return ended;
}

/** The external login (provider and id_token) a session of this user came from, if any. */
export async function externalLoginOfSession(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  sessionId: string,
): Promise<{ providerId: string; idToken: string | null } | null> {
  const links = await xlDb(app.db)
    .selectFrom('externalLoginSessions')
    .select(['loginStateHash', 'providerId', 'idToken'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('expiresAt', '>', app.clock.now())
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  for (const link of links) {
    if (!(await sessionsOf(app, tenantId, userId, link.loginStateHash)).includes(sessionId)) continue;
    const kek = app.config.SECRETS_KEK ?? null;
    return { providerId: link.providerId, idToken: link.idToken && openSecret(link.idToken, link.loginStateHash, kek) };
  }
  return null;
}
