import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAuthEvent } from '../auth/auth-audit.ts';
import { verifyLogin } from '../auth/credentials.ts';
import { loadFailureState } from '../auth/failure-store.ts';
import { createLoginState } from '../auth/grants.ts';
import { isLocked } from '../auth/lockout.ts';
import { findMember } from '../auth/session-start.ts';
import { hashToken } from '../auth/token-crypto.ts';
import { AppError } from '../http/app-error.ts';
import { xlDb } from './external-login.tables.ts';
import { bindTicketTtlSeconds, randomHex } from './flows.ts';
import { type LogoutHandle, rememberExternalLogin } from './logout-links.ts';
import type { Provider } from './providers.ts';

/** Who the provider says the user is: (provider app, subject) is the key, the rest is for display. */
export type ExternalIdentity = {
  /** The provider's app or realm: OIDC issuer, CAS base URL, WeChat appid, DingTalk client id, app key. */
  providerApp: string;
  /** Stable subject within that app: sub, CAS user, openid, openId, uid. */
  subject: string;
  /** Display data only: never used to find or link an account (D5). */
  profile: Record<string, string | null>;
  /** For logout: the CAS service ticket (single logout), the OIDC id_token (id_token_hint). */
  logout?: LogoutHandle;
};

export async function failLogin(app: FastifyInstance, request: FastifyRequest, provider: Provider, reason: string) {
  await recordAuthEvent(app.db, request.log, {
    event: 'auth.login.failure',
    tenantId: provider.tenantId,
    ip: request.ip,
    at: app.clock.now(),
    details: { channel: provider.kind, providerId: provider.id, reason },
  });
}

/** A login state for a member, after the same account checks a password login ends with. */
async function loginStateFor(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: Provider,
  userId: string,
  logout?: LogoutHandle,
): Promise<string> {
  const now = app.clock.now();
  const member = await findMember(app.db, provider.tenantId, userId);
  if (!member) {
    await failLogin(app, request, provider, 'not_a_member');
    throw new AppError('EXTERNAL_IDENTITY_UNKNOWN');
  }
  const failures = await loadFailureState(app.db, { kind: 'user', tenantId: member.homeTenantId, userId });
  // A locked or disabled account stays shut whatever door is used (A4, C6).
  if (isLocked(failures, now)) {
    await failLogin(app, request, provider, 'locked');
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (member.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (member.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVATED');
  await recordAuthEvent(app.db, request.log, {
    event: 'auth.login.success',
    tenantId: provider.tenantId,
    targetUserId: userId,
    actorUserId: userId,
    ip: request.ip,
    at: now,
    details: { channel: provider.kind, providerId: provider.id },
  });
  const state = await createLoginState(
    app.db,
    { tenantId: provider.tenantId, userId, restricted: null },
    now,
    app.config.AUTH_CODE_TTL,
  );
  if (logout?.ticket || logout?.idToken) await rememberExternalLogin(app, provider, userId, state, logout);
  return state;
}

/**
 * Turns a confirmed external identity into a login state (the first step of the code login every
 * channel shares). Unknown identities follow the provider's policy: refuse (6020165), or a bind ticket
 * that a password login redeems (6020166 with `variables.bindTicket`).
 */
export async function loginWithIdentity(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: Provider,
  identity: ExternalIdentity,
): Promise<string> {
  const now = app.clock.now();
  const linked = await xlDb(app.db)
    .updateTable('externalIdentities')
    // Display data follows the provider (a changed nickname); it never decides who the user is.
    .set({ lastLoginAt: now, profile: JSON.stringify(identity.profile) })
    .where('tenantId', '=', provider.tenantId)
    .where('providerId', '=', provider.id)
    .where('providerApp', '=', identity.providerApp)
    .where('subject', '=', identity.subject)
    .returning('userId')
    .executeTakeFirst();
  if (linked) return loginStateFor(app, request, provider, linked.userId, identity.logout);

  await failLogin(app, request, provider, 'unknown_identity');
  if (provider.unknownIdentity !== 'bind') throw new AppError('EXTERNAL_IDENTITY_UNKNOWN');
  const ticket = randomHex();
  await xlDb(app.db)
    .insertInto('externalBindTickets')
    .values({
      ticketHash: hashToken(ticket),
      tenantId: provider.tenantId,
      providerId: provider.id,
      providerApp: identity.providerApp,
      subject: identity.subject,
      profile: JSON.stringify(identity.profile),
      expiresAt: new Date(now.getTime() + bindTicketTtlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  throw new AppError('EXTERNAL_BIND_REQUIRED', undefined, {
    variables: { bindTicket: ticket, providerName: provider.name },
  });
}

export type BindInput = {
  bindTicket: string;
  username: string;
  password: string;
  captcha?: string;
  requestId?: string;
};

/**
 * The bind step: a normal password login (captcha, lockout, audit: credentials.ts) in the ticket's
 * tenant; on success the identity is linked to that account and the login goes on. The ticket is
 * spent only by a successful password check, so a typo does not force a new external login.
 */
export async function bindAndLogin(app: FastifyInstance, request: FastifyRequest, input: BindInput): Promise<string> {
  const now = app.clock.now();
  const ticketHash = hashToken(input.bindTicket);
  const db = xlDb(app.db);
  const ticket = await db
    .selectFrom('externalBindTickets')
    .selectAll()
    .where('ticketHash', '=', ticketHash)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  if (!ticket || ticket.expiresAt.getTime() <= now.getTime()) throw new AppError('EXTERNAL_BIND_TICKET_INVALID');
  const tenant = await app.db.selectFrom('tenants').selectAll().where('id', '=', ticket.tenantId).executeTakeFirst();
  if (tenant?.status !== 'active') throw new AppError('TENANT_UNAVAILABLE');
  const { user, restricted } = await verifyLogin(app, request, tenant, input);
  return app.db.transaction().execute(async (trx) => {
    const claimed = await xlDb(trx)
      .updateTable('externalBindTickets')
      .set({ consumedAt: now })
      .where('ticketHash', '=', ticketHash)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new AppError('EXTERNAL_BIND_TICKET_INVALID');
    const inserted = await xlDb(trx)
      .insertInto('externalIdentities')
      .values({
        tenantId: ticket.tenantId,
        providerId: ticket.providerId,
        providerApp: ticket.providerApp,
        subject: ticket.subject,
        userId: user.id,
        profile: JSON.stringify(ticket.profile),
        createdAt: now,
        lastLoginAt: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (!inserted) throw new AppError('EXTERNAL_IDENTITY_TAKEN');
    return createLoginState(
      trx,
      { tenantId: ticket.tenantId, userId: user.id, restricted },
      now,
      app.config.AUTH_CODE_TTL,
    );
  });
}
