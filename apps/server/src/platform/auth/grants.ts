import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { endSession } from './sessions.ts';
import { hashToken, newOpaqueToken, pkceS256, safeEqual } from './token-crypto.ts';

/**
 * The two short-lived, single-use steps of the code login: the login state (proof that the password was
 * right) and the authorization code (bound to a client, its redirect URI and PKCE challenge). Only
 * their SHA-256 digests are stored.
 */
export type LoginStateGrant = { tenantId: string; userId: string; restricted: string | null };

export async function createLoginState(db: Db, grant: LoginStateGrant, now: Date, ttlSeconds: number) {
  const state = newOpaqueToken();
  await db
    .insertInto('loginStates')
    .values({
      stateHash: hashToken(state),
      ...grant,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  return state;
}

export async function consumeLoginState(db: Db, state: string, now: Date): Promise<LoginStateGrant> {
  const row = await db
    .updateTable('loginStates')
    .set({ consumedAt: now })
    .where('stateHash', '=', hashToken(state))
    .where('consumedAt', 'is', null)
    .returning(['tenantId', 'userId', 'restricted', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('WRONG_AUTHORIZATION_CODE', 'invalid or expired login_state');
  }
  return { tenantId: row.tenantId, userId: row.userId, restricted: row.restricted };
}

export type CodeGrant = LoginStateGrant & {
  clientId: string;
  redirectUri: string | null;
  codeChallenge: string | null;
  /** The login state the code was made from (external logins find their session through it). */
  loginStateHash?: string | null;
};

export async function createAuthorizationCode(db: Db, grant: CodeGrant, now: Date, ttlSeconds: number) {
  const code = newOpaqueToken();
  await db
    .insertInto('authorizationCodes')
    .values({
      codeHash: hashToken(code),
      ...grant,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      consumedAt: null,
      sessionId: null,
    })
    .execute();
  return code;
}

export type CodeExchange = { code: string; clientId: string; codeVerifier?: string; redirectUri?: string };

/**
 * Redeems a code once (C4). A second use answers 6020102 and ends the session the first use created;
 * expired, other client, other redirect URI or failed PKCE (D3: S256 only, verifier enforced when a
 * challenge was sent, verifier without challenge refused) answer 6020102 too. Run in a transaction
 * so the code is claimed and its session recorded together; the reuse revocation is committed by the
 * caller before throwing (see `result.reused`).
 */
export async function redeemAuthorizationCode(
  db: Db,
  exchange: CodeExchange,
  now: Date,
): Promise<{ grant: CodeGrant; codeHash: string } | { reused: boolean }> {
  const codeHash = hashToken(exchange.code);
  const row = await db
    .updateTable('authorizationCodes')
    .set({ consumedAt: now })
    .where('codeHash', '=', codeHash)
    .where('consumedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const used = await db
      .selectFrom('authorizationCodes')
      .select(['tenantId', 'sessionId'])
      .where('codeHash', '=', codeHash)
      .executeTakeFirst();
    if (used?.sessionId) await endSession(db, used.tenantId, used.sessionId, 'code_reuse', now);
    return { reused: Boolean(used) };
  }
  const fresh = row.expiresAt.getTime() > now.getTime();
  const sameClient = row.clientId === exchange.clientId;
  const sameRedirect = (row.redirectUri ?? undefined) === exchange.redirectUri;
  const pkceOk = row.codeChallenge
    ? exchange.codeVerifier !== undefined && safeEqual(pkceS256(exchange.codeVerifier), row.codeChallenge)
    : exchange.codeVerifier === undefined;
  if (!fresh || !sameClient || !sameRedirect || !pkceOk) return { reused: false };
  return {
    codeHash,
    grant: {
      tenantId: row.tenantId,
      userId: row.userId,
      restricted: row.restricted,
      clientId: row.clientId,
      redirectUri: row.redirectUri,
      codeChallenge: row.codeChallenge,
    },
  };
}

export async function recordCodeSession(db: Db, codeHash: string, sessionId: string): Promise<void> {
  await db.updateTable('authorizationCodes').set({ sessionId }).where('codeHash', '=', codeHash).execute();
}
