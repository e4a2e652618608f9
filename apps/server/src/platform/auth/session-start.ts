import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { TenantPolicy } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { initialRole } from './roles.ts';
import { createSession, type IssuedTokens } from './sessions.ts';

export type SessionUser = {
  id: string;
  homeTenantId: string;
  account: string;
  isSuper: boolean;
  status: string;
  defaultRole: string | null;
};

/** A member of a tenant by id (the user row lives in the home tenant). */
export async function findMember(db: Db, tenantId: string, userId: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select(['u.id', 'm.homeTenantId', 'u.account', 'u.isSuper', 'u.status', 'u.defaultRole'])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

export async function tenantPolicy(db: Db, tenantId: string): Promise<TenantPolicy> {
  const row = await db.selectFrom('tenants').select('policy').where('id', '=', tenantId).executeTakeFirst();
  return row?.policy ?? {};
}

export type StartSession = {
  tenantId: string;
  userId: string;
  clientId: string;
  restricted: string | null;
  actorUserId?: string | null;
  parentSessionId?: string | null;
};

/** Opens a session for a member who just proved who they are, starting in their initial role. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  db: Db,
  start: StartSession,
): Promise<{ tokens: IssuedTokens; user: SessionUser }> {
  const user = await findMember(db, start.tenantId, start.userId);
  if (user?.status !== 'active') throw new AppError('ILLEGAL_TOKEN', 'account not usable');
  const role = await initialRole(db, start.tenantId, user);
  const userAgent = request.headers['user-agent'];
  const tokens = await createSession(
    db,
    app.config,
    {
      tenantId: start.tenantId,
      userId: user.id,
      clientId: start.clientId,
      roleId: role.roleId,
      allRoles: role.allRoles,
      actorUserId: start.actorUserId ?? null,
      parentSessionId: start.parentSessionId ?? null,
      restricted: start.restricted,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    },
    app.clock.now(),
    await tenantPolicy(db, start.tenantId),
  );
  return { tokens, user };
}
