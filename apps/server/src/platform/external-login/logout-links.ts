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
 * The session(s) a remembered login state turned into. platform/auth consumes the login state and
 * creates the authorization code in one transaction with one timestamp, and records the session on the
 * code: so the code is the user's code whose expiry is the state's consumption + AUTH_CODE_TTL. Two
 * logins of the same user in the same millisecond cannot be told apart: both are answered (same user,
 * so at worst a sibling session also ends). Stopgap until platform/auth carries the login state's hash
 * onto the code (README "Known limits").
 */
async function sessionsOf(app: FastifyInstance, tenantId: string, userId: string, loginStateHash: string) {
  const state = await app.db
    .selectFrom('loginStates')
    .select(['consumedAt'])
    .where('stateHash', '=', loginStateHash)
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!state?.consumedAt) return [];
  const codeExpiry = new Date(state.consumedAt.getTime() + app.config.AUTH_CODE_TTL * 1000);
  const codes = await app.db
    .selectFrom('authorizationCodes')
    .select(['sessionId'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('expiresAt', '=', codeExpiry)
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
