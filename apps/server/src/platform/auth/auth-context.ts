import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** Who is calling: always taken from the verified token, never from headers or body (E1). */
export type AuthContext = {
  tenantId: string;
  userId: string;
  sessionId: string;
  clientId: string;
  account: string;
  isSuper: boolean;
  roleId: string | null;
  roleAlias: string | null;
  /** The pseudo role ALL of super users (spec §3). */
  allRoles: boolean;
  /** The administrator acting as this user after "switch user" (RFC 8693 act). */
  actorUserId: string | null;
  /** Set while only some routes may be used, e.g. 'change_password' before the first-login change. */
  restricted: string | null;
};

/** Route access: who may call it. The default is any logged-in user; role lists name role aliases. */
export type Access = 'public' | 'authenticated' | { roles: readonly string[] };

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('NOT_LOGGED_IN');
  return request.auth;
}
