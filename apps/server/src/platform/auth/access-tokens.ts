import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthContext } from './auth-context.ts';
import { preparedQuery } from './prepared-query.ts';
import { hashToken } from './token-crypto.ts';

const tokenRow = preparedQuery(['tokenHash'], (db, p) =>
  db
    .selectFrom('accessTokens as t')
    .innerJoin('sessions as s', (j) => j.onRef('s.tenantId', '=', 't.tenantId').onRef('s.id', '=', 't.sessionId'))
    // A user acts in every tenant they are a member of; the user row lives in the home tenant.
    .innerJoin('tenantMembers as m', (j) => j.onRef('m.tenantId', '=', 's.tenantId').onRef('m.userId', '=', 's.userId'))
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 's.userId'))
    .leftJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 's.tenantId').onRef('r.id', '=', 's.roleId'))
    .select([
      't.expiresAt',
      't.revokedAt',
      's.tenantId',
      's.id as sessionId',
      's.userId',
      's.clientId',
      's.roleId',
      's.allRoles',
      's.actorUserId',
      's.restricted',
      's.endedAt',
      's.absoluteExpiresAt',
      'u.account',
      'u.isSuper',
      'u.status',
      'r.alias as roleAlias',
    ])
    .where('t.tokenHash', '=', p.tokenHash),
);

/**
 * Resolves an access token to its session in one query. Expired → 6020301 (the client refreshes);
 * revoked, unknown or of an ended session → 6020201.
 */
export async function verifyAccessToken(db: Db, token: string, now: Date): Promise<AuthContext> {
  const [row] = await tokenRow(db, { tokenHash: hashToken(token) });
  if (!row || row.revokedAt || row.endedAt || row.status !== 'active') throw new AppError('ILLEGAL_TOKEN');
  if (row.expiresAt.getTime() <= now.getTime() || row.absoluteExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('TOKEN_EXPIRED');
  }
  return {
    tenantId: row.tenantId,
    userId: row.userId,
    sessionId: row.sessionId,
    clientId: row.clientId,
    account: row.account,
    isSuper: row.isSuper,
    roleId: row.roleId,
    roleAlias: row.roleAlias,
    allRoles: row.allRoles,
    actorUserId: row.actorUserId,
    restricted: row.restricted,
  };
}
