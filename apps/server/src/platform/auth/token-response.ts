import type { FastifyReply } from 'fastify';
import type { IssuedTokens } from './sessions.ts';

/**
 * The token data of api-conventions.md §3: access_token, refresh_token, uid, create_at (epoch ms),
 * expires_in (seconds; valid while now < create_at + expires_in) and uaccount, plus token_type,
 * refresh_expires_in, tenant_id and, for a restricted session, what it is restricted to.
 */
export type TokenData = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  uid: string;
  uaccount: string;
  create_at: number;
  expires_in: number;
  refresh_expires_in: number;
  tenant_id: string;
  restricted: string | null;
  actor_uid: string | null;
};

export function tokenData(
  tokens: IssuedTokens,
  who: { userId: string; account: string; tenantId: string; restricted?: string | null; actorUserId?: string | null },
): TokenData {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    uid: who.userId,
    uaccount: who.account,
    create_at: tokens.createdAt.getTime(),
    expires_in: tokens.expiresIn,
    refresh_expires_in: tokens.refreshExpiresIn,
    tenant_id: who.tenantId,
    restricted: who.restricted ?? null,
    actor_uid: who.actorUserId ?? null,
  };
}

/** F4 / RFC 6749 §5.1: responses carrying tokens or codes are never cached. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}
