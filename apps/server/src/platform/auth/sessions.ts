import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { TenantPolicy } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { hashToken, newOpaqueToken } from './token-crypto.ts';

type TokenConfig = Pick<Config, 'ACCESS_TOKEN_TTL' | 'SESSION_IDLE_TTL' | 'SESSION_MAX_TTL'>;

export type SessionSeed = {
  tenantId: string;
  userId: string;
  clientId: string;
  roleId: string | null;
  allRoles: boolean;
  actorUserId: string | null;
  parentSessionId: string | null;
  restricted: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type IssuedTokens = {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  createdAt: Date;
  /** Seconds until the access token expires (ACCESS_TOKEN_TTL unless the session ends sooner). */
  expiresIn: number;
  refreshExpiresIn: number;
};

const seconds = (s: number) => s * 1000;
const earlier = (a: Date, b: Date) => (a.getTime() < b.getTime() ? a : b);

/**
 * A new access + refresh token pair for a live session. The refresh token lives for the idle limit and
 * never past the absolute limit (C2); issuing counts as activity for the idle limit.
 */
export async function issueTokens(
  db: Db,
  config: TokenConfig,
  session: { tenantId: string; id: string; absoluteExpiresAt: Date },
  now: Date,
): Promise<IssuedTokens> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const atExpires = earlier(new Date(now.getTime() + seconds(config.ACCESS_TOKEN_TTL)), session.absoluteExpiresAt);
  const rtExpires = earlier(new Date(now.getTime() + seconds(config.SESSION_IDLE_TTL)), session.absoluteExpiresAt);
  const base = { tenantId: session.tenantId, sessionId: session.id, createdAt: now };
  await db
    .insertInto('accessTokens')
    .values({ ...base, tokenHash: hashToken(accessToken), expiresAt: atExpires, revokedAt: null })
    .execute();
  await db
    .insertInto('refreshTokens')
    .values({ ...base, tokenHash: hashToken(refreshToken), expiresAt: rtExpires, usedAt: null })
    .execute();
  await db
    .updateTable('sessions')
    .set({ lastActiveAt: now })
    .where('tenantId', '=', session.tenantId)
    .where('id', '=', session.id)
    .execute();
  return {
    sessionId: session.id,
    accessToken,
    refreshToken,
    createdAt: now,
    expiresIn: Math.max(0, Math.round((atExpires.getTime() - now.getTime()) / 1000)),
    refreshExpiresIn: Math.max(0, Math.round((rtExpires.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Starts a session and issues its first tokens. With the tenant policy maxSessionsPerUser the oldest
 * sessions of the user are ended ("end oldest", C9); unlimited by default.
 */
export async function createSession(
  db: Db,
  config: TokenConfig,
  seed: SessionSeed,
  now: Date,
  policy: TenantPolicy = {},
): Promise<IssuedTokens> {
  const max = policy.maxSessionsPerUser;
  if (max && max > 0 && !seed.actorUserId) {
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('tenantId', '=', seed.tenantId)
      .where('userId', '=', seed.userId)
      .where('endedAt', 'is', null)
      .where('actorUserId', 'is', null)
      .where('absoluteExpiresAt', '>', now)
      .orderBy('createdAt', 'desc')
      .execute();
    for (const old of live.slice(max - 1)) await endSession(db, seed.tenantId, old.id, 'session_limit', now);
  }
  const id = newId(now.getTime());
  const absoluteExpiresAt = new Date(now.getTime() + seconds(config.SESSION_MAX_TTL));
  await db
    .insertInto('sessions')
    .values({ ...seed, id, createdAt: now, lastActiveAt: now, absoluteExpiresAt, endedAt: null, endReason: null })
    .execute();
  return issueTokens(db, config, { tenantId: seed.tenantId, id, absoluteExpiresAt }, now);
}

/** Makes every token of a session unusable while the session itself stays (role switch, switch user). */
export async function retireSessionTokens(db: Db, tenantId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('accessTokens')
    .set({ revokedAt: now })
    .where('tenantId', '=', tenantId)
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
  // Marked used, not deleted: presenting one later is reuse and revokes the family (C3).
  await db
    .updateTable('refreshTokens')
    .set({ usedAt: now })
    .where('tenantId', '=', tenantId)
    .where('sessionId', '=', sessionId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Ends a session server-side: its access and refresh tokens stop working at once (C6). */
export async function endSession(db: Db, tenantId: string, sessionId: string, reason: string, now: Date) {
  const ended = await db
    .updateTable('sessions')
    .set({ endedAt: now, endReason: reason })
    .where('tenantId', '=', tenantId)
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  await retireSessionTokens(db, tenantId, sessionId, now);
  return Number(ended.numUpdatedRows) > 0;
}

/**
 * Ends every live session of a user, in each tenant the user belongs to, including sessions in which
 * an administrator acts as this user and sessions in which this user acts as someone else. For account
 * disable, permanent lockout and (when chosen) password change. Returns how many sessions ended.
 */
export async function endSessionsOfUser(
  db: Db,
  tenantId: string,
  userId: string,
  reason: string,
  options: { now?: Date; exceptSessionId?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const tenants = await db
    .selectFrom('tenantMembers')
    .select('tenantId')
    .where('userId', '=', userId)
    .where('homeTenantId', '=', tenantId)
    .execute();
  const tenantIds = [...new Set([tenantId, ...tenants.map((t) => t.tenantId)])];
  let query = db
    .selectFrom('sessions')
    .select(['tenantId', 'id'])
    .where('tenantId', 'in', tenantIds)
    .where('endedAt', 'is', null)
    .where((eb) => eb.or([eb('userId', '=', userId), eb('actorUserId', '=', userId)]));
  if (options.exceptSessionId) query = query.where('id', '!=', options.exceptSessionId);
  const sessions = await query.execute();
  for (const s of sessions) await endSession(db, s.tenantId, s.id, reason, now);
  return sessions.length;
}

export type RefreshResult =
  | {
      ok: true;
      tokens: IssuedTokens;
      tenantId: string;
      userId: string;
      account: string;
      restricted: string | null;
      actorUserId: string | null;
    }
  | { ok: false; reuse: { tenantId: string; sessionId: string } | null };

/**
 * Refresh-token rotation with reuse detection (C3). Run inside a transaction: the conditional update
 * makes two concurrent refreshes with one token give exactly one success; presenting a token that was
 * already used ends the whole session (the token family), including the newest tokens.
 */
export async function rotateRefreshToken(
  db: Db,
  config: TokenConfig,
  token: string,
  clientId: string,
  now: Date,
): Promise<RefreshResult> {
  const hash = hashToken(token);
  const claimed = await db
    .updateTable('refreshTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hash)
    .where('usedAt', 'is', null)
    .returning(['tenantId', 'sessionId', 'expiresAt'])
    .executeTakeFirst();
  if (!claimed) {
    const prior = await db
      .selectFrom('refreshTokens')
      .select(['tenantId', 'sessionId'])
      .where('tokenHash', '=', hash)
      .executeTakeFirst();
    if (!prior) return { ok: false, reuse: null };
    const ended = await endSession(db, prior.tenantId, prior.sessionId, 'refresh_reuse', now);
    return { ok: false, reuse: ended ? prior : null };
  }
  const session = await db
    .selectFrom('sessions as s')
    .innerJoin('tenantMembers as m', (j) => j.onRef('m.tenantId', '=', 's.tenantId').onRef('m.userId', '=', 's.userId'))
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 's.userId'))
    .select([
      's.tenantId',
      's.id',
      's.userId',
      's.clientId',
      's.endedAt',
      's.absoluteExpiresAt',
      's.restricted',
      's.actorUserId',
      'u.status',
      'u.account',
    ])
    .where('s.tenantId', '=', claimed.tenantId)
    .where('s.id', '=', claimed.sessionId)
    .executeTakeFirst();
  const alive =
    session &&
    !session.endedAt &&
    session.status === 'active' &&
    claimed.expiresAt.getTime() > now.getTime() &&
    session.absoluteExpiresAt.getTime() > now.getTime();
  if (!session || !alive) return { ok: false, reuse: null };
  if (session.clientId !== clientId) {
    // Another client's token: end the family, the token may have leaked.
    await endSession(db, session.tenantId, session.id, 'refresh_wrong_client', now);
    return { ok: false, reuse: null };
  }
  const tokens = await issueTokens(db, config, session, now);
  return {
    ok: true,
    tokens,
    tenantId: session.tenantId,
    userId: session.userId,
    account: session.account,
    restricted: session.restricted,
    actorUserId: session.actorUserId,
  };
}

/** Throws the product's "illegal token" error; refresh failures all look the same to the caller. */
export function illegalToken(cause = 'invalid refresh token'): never {
  throw new AppError('ILLEGAL_TOKEN', cause);
}

let lastPrune = 0;
/** Deletes long-expired login states, codes, captchas and tokens, at most every 10 minutes. */
export async function pruneExpiredAuthState(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPrune < 600_000 && now.getTime() >= lastPrune) return;
  lastPrune = now.getTime();
  const cutoff = new Date(now.getTime() - 86_400_000);
  await db.deleteFrom('loginStates').where('expiresAt', '<', cutoff).execute();
  await db.deleteFrom('authorizationCodes').where('expiresAt', '<', cutoff).execute();
  await db.deleteFrom('captchas').where('expiresAt', '<', cutoff).execute();
  await db.deleteFrom('accessTokens').where('expiresAt', '<', cutoff).execute();
  await db.deleteFrom('refreshTokens').where('expiresAt', '<', cutoff).execute();
}
