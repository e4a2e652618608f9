import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { recordAuthEvent } from './auth-audit.ts';
import { checkCaptcha } from './captcha.ts';
import { type FailureTarget, loadFailureState, recordFailure, recordSuccess } from './failure-store.ts';
import { currentFailures, isLocked, lockoutPolicy } from './lockout.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { endSessionsOfUser } from './sessions.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tenant a login is for: the tenant code in the body, else the X-Authorization-tenantid header
 * (a tenant id or code), else DEFAULT_TENANT. Only at login: afterwards the tenant comes from the token.
 */
export async function resolveLoginTenant(app: FastifyInstance, tenantCode?: string, header?: string): Promise<Tenant> {
  const wanted = tenantCode ?? header ?? app.config.DEFAULT_TENANT;
  const tenant = await app.db
    .selectFrom('tenants')
    .selectAll()
    .where((eb) => (uuidPattern.test(wanted) ? eb('id', '=', wanted) : eb('code', '=', wanted)))
    .executeTakeFirst();
  if (tenant?.status !== 'active' || !tenant.openForLogin) {
    throw new AppError('TENANT_UNAVAILABLE', 'unknown or closed tenant');
  }
  return tenant;
}

export type LoginUser = {
  id: string;
  homeTenantId: string;
  account: string;
  passwordHash: string | null;
  isSuper: boolean;
  status: 'active' | 'inactive' | 'disabled';
  expiresAt: Date | null;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  initialPasswordExpiresAt: Date | null;
  defaultRole: string | null;
};

/**
 * The account of a name in a tenant: a user of the tenant itself, else a member whose home is
 * another tenant (a name is unique per tenant; the tenant's own account wins).
 */
export async function findTenantUser(db: Db, tenantId: string, accountLower: string): Promise<LoginUser | undefined> {
  const rows = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select([
      'u.id',
      'm.homeTenantId',
      'u.account',
      'u.passwordHash',
      'u.isSuper',
      'u.status',
      'u.expiresAt',
      'u.passwordChangedAt',
      'u.mustChangePassword',
      'u.initialPasswordExpiresAt',
      'u.defaultRole',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('u.accountLower', '=', accountLower)
    .execute();
  return rows.find((r) => r.homeTenantId === tenantId) ?? (rows.length === 1 ? rows[0] : undefined);
}

export type LoginInput = { username: string; password: string; captcha?: string; requestId?: string };
export type VerifiedLogin = { user: LoginUser; restricted: 'change_password' | 'password_expired' | null };

/**
 * The password check of every login (A1–A10, B4, B5). Order: captcha (before the password, A10),
 * lockout, password (always hashed, also for unknown names and while locked, so timing says nothing),
 * then the account states, which are only revealed to someone who knows the password.
 */
export async function verifyLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  input: LoginInput,
): Promise<VerifiedLogin> {
  const now = app.clock.now();
  const policy = lockoutPolicy(app.config);
  const accountLower = input.username.trim().toLowerCase();
  const user = await findTenantUser(app.db, tenant.id, accountLower);
  const target: FailureTarget = user
    ? { kind: 'user', tenantId: user.homeTenantId, userId: user.id }
    : { kind: 'unknown', tenantId: tenant.id, accountLower };
  const state = await loadFailureState(app.db, target);
  const captchaNeeded = currentFailures(state, now, policy) >= app.config.CAPTCHA_AFTER_FAILURES;
  if (input.requestId !== undefined || input.captcha !== undefined) {
    if (!input.requestId) throw new AppError('MISSING_REQUEST_ID');
    if (!input.captcha) throw new AppError('CAPTCHA_MISSING');
    await checkCaptcha(app.db, input.requestId, input.captcha, now);
  } else if (captchaNeeded) {
    throw new AppError('CAPTCHA_REQUIRED');
  }

  const locked = isLocked(state, now);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  const audit = (event: 'auth.login.failure' | 'auth.lockout' | 'auth.lockout.permanent', reason: string) =>
    recordAuthEvent(app.db, request.log, {
      event,
      tenantId: tenant.id,
      targetUserId: user?.id ?? null,
      ip: request.ip,
      at: now,
      details: { reason, accountKnown: Boolean(user) },
    });
  const reveal = tenant.policy.revealLocked === true;
  if (locked) {
    await audit('auth.login.failure', 'locked');
    // A4: the same answer as a wrong password, unless the tenant chose to reveal the lock.
    // The variables match a plain wrong password's, so the body does not even tell "locked" apart.
    if (reveal) throw new AppError('ACCOUNT_LOCKED');
    throw new AppError('BAD_CREDENTIALS', undefined, { variables: { captchaRequired: captchaNeeded } });
  }
  if (!user || !passwordOk) {
    const outcome = await recordFailure(app.db, target, now, policy);
    await audit('auth.login.failure', user ? 'bad_password' : 'unknown_account');
    if (outcome.locked) await audit('auth.lockout', `failures=${outcome.next.failureCount}`);
    if (outcome.disable && user) {
      await audit('auth.lockout.permanent', 'temporary lockouts exceeded');
      await endSessionsOfUser(app.db, user.homeTenantId, user.id, 'permanent_lockout', { now });
    }
    if (reveal && outcome.locked) throw new AppError('ACCOUNT_LOCKED');
    if (reveal && !user) throw new AppError('UNKNOWN_ACCOUNT');
    const captchaRequired = outcome.next.failureCount >= app.config.CAPTCHA_AFTER_FAILURES;
    throw new AppError('BAD_CREDENTIALS', undefined, { variables: { captchaRequired } });
  }

  await recordSuccess(app.db, user.homeTenantId, user.id);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await app.db
      .updateTable('users')
      .set({ passwordHash })
      .where('tenantId', '=', user.homeTenantId)
      .where('id', '=', user.id)
      .execute();
  }
  if (user.status === 'inactive') throw new AppError('ACCOUNT_NOT_ACTIVATED');
  if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (user.expiresAt && user.expiresAt.getTime() <= now.getTime()) throw new AppError('ACCOUNT_EXPIRED');

  let restricted: VerifiedLogin['restricted'] = null;
  if (user.mustChangePassword) {
    // B4: an unused initial password expires; only a reset (or an administrator) helps then.
    if (user.initialPasswordExpiresAt && user.initialPasswordExpiresAt.getTime() <= now.getTime()) {
      throw new AppError('PASSWORD_EXPIRED', 'initial password expired');
    }
    restricted = 'change_password';
  } else {
    const days = tenant.policy.passwordExpiryDays;
    // B5: off unless the tenant opts in.
    if (days && days > 0 && user.passwordChangedAt.getTime() + days * 86_400_000 <= now.getTime()) {
      restricted = 'password_expired';
    }
  }
  await recordAuthEvent(app.db, request.log, {
    event: 'auth.login.success',
    tenantId: tenant.id,
    targetUserId: user.id,
    actorUserId: user.id,
    ip: request.ip,
    at: now,
    details: { restricted },
  });
  return { user, restricted };
}
