import { checkPassword, isLocale, type Locale, passwordProblemMessage } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSessionsOfUser } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { contextWordsFor, passwordPolicyFor } from './account-policy.ts';
import { passwordChangedMessage } from './account-texts.ts';
import { type AccountUser, loadAccountUser } from './account-users.ts';
import { deliverLater } from './deliveries.ts';

export async function loadTenant(db: Db, tenantId: string): Promise<Tenant> {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();
}

/**
 * The checks every new password passes (spec §5, security-requirements.md B2): the repeat matches,
 * and the tenant's policy holds (length, classes, common passwords, account and school names).
 * A broken rule answers 6020120 with the rules in `variables.problems` and their text in `cause`.
 */
export function assertNewPassword(
  tenant: Tenant,
  account: string,
  input: { newPassword: string; repeatPassword: string },
  locale: Locale,
): void {
  if (input.newPassword !== input.repeatPassword) throw new AppError('PASSWORD_REPEAT_MISMATCH');
  const policy = passwordPolicyFor(tenant);
  const problems = checkPassword(input.newPassword, policy, { account, words: contextWordsFor(tenant) });
  if (problems.length > 0) {
    throw new AppError('PASSWORD_POLICY', problems.map((p) => passwordProblemMessage(p, locale, policy)).join('; '), {
      variables: { problems, minLength: policy.minLength, maxLength: policy.maxLength },
    });
  }
}

/**
 * Stores a new password hash (argon2id, made before the transaction: it takes ~20 ms): a fresh change
 * date, the first-login flag and the lockout cleared.
 */
export async function writePasswordHash(
  db: Db,
  user: Pick<AccountUser, 'id' | 'homeTenantId'>,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      passwordHash,
      passwordChangedAt: now,
      mustChangePassword: false,
      initialPasswordExpiresAt: null,
      failureCount: 0,
      lockedUntil: null,
      updatedAt: now,
    })
    .where('tenantId', '=', user.homeTenantId)
    .where('id', '=', user.id)
    .execute();
}

/** B3 / B6: tell the owner on every verified channel that the password changed. */
export function notifyPasswordChanged(app: FastifyInstance, user: AccountUser, locale: Locale, now: Date): void {
  const message = passwordChangedMessage(isLocale(user.language) ? user.language : locale, user.account, now);
  const base = { tenantId: user.homeTenantId, subject: message.subject, body: message.body };
  if (user.email && user.emailVerified) {
    const to = user.email;
    deliverLater(app, 'password-changed-email', () => app.notifier.email({ ...base, recipient: to }));
  }
  if (user.mobile && user.mobileVerified) {
    const to = user.mobile;
    deliverLater(app, 'password-changed-sms', () => app.notifier.sms({ ...base, recipient: to }));
  }
}

/** Someone acting as another user (switch user) must not change that user's sign-in settings. */
export function assertOwnAccount(auth: AuthContext): void {
  if (auth.actorUserId) throw new AppError('SWITCHED_USER_FORBIDDEN');
}

export type ChangePasswordValues = {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  endOtherSessions: boolean;
};

/**
 * Change password (spec §5, B3): the current password, then the new one against the policy; on
 * success the user's other sessions end unless they chose to keep them, and the owner is told.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: ChangePasswordValues,
): Promise<{ endedSessions: number }> {
  assertOwnAccount(auth);
  const now = app.clock.now();
  const user = await loadAccountUser(app.db, auth.tenantId, auth.userId);
  if (!user) throw new AppError('NOT_LOGGED_IN');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('WRONG_CURRENT_PASSWORD');
  if (input.newPassword === input.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
  const tenant = await loadTenant(app.db, auth.tenantId);
  assertNewPassword(tenant, user.account, input, request.locale);
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await app.db.transaction().execute(async (trx) => {
    await writePasswordHash(trx, user, passwordHash, now);
    if (!input.endOtherSessions) return 0;
    return endSessionsOfUser(trx, user.homeTenantId, user.id, 'password_change', {
      now,
      exceptSessionId: auth.sessionId,
    });
  });
  await recordAccountEvent(app.db, request.log, {
    event: 'account.password.change',
    tenantId: auth.tenantId,
    actorUserId: auth.userId,
    targetUserId: user.id,
    ip: request.ip,
    at: now,
    details: { endedSessions },
  });
  notifyPasswordChanged(app, user, request.locale, now);
  return { endedSessions };
}
