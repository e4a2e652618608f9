import { createHash, randomInt } from 'node:crypto';
import { type RecoveryChannel, verificationCodeRules } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLoginTenant } from '../auth/credentials.ts';
import { safeEqual } from '../auth/token-crypto.ts';
import { newId } from '../db/ids.ts';
import type { Tenant } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { recoveryOptions } from './account-policy.ts';
import { codeMessage } from './account-texts.ts';
import { type AccountUser, findAccountUser, loadAccountUser, normaliseAccount } from './account-users.ts';
import { deliverLater } from './deliveries.ts';
import { completeReset, type NewPasswordInput } from './password-reset.ts';

const purpose = 'reset_password';
const maxSendsPerHour = 5;

// Salted with the row id so equal codes give different hashes; the code lives 5 minutes (B6).
function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('base64url');
}

async function codeTenant(app: FastifyInstance, channel: RecoveryChannel, tenantCode?: string, header?: string) {
  const tenant = await resolveLoginTenant(app, tenantCode, header);
  if (!recoveryOptions(tenant)[channel]) throw new AppError('RECOVERY_UNAVAILABLE');
  return tenant;
}

/** B7: codes go only to a verified number or address; otherwise nothing is sent (and nothing is said). */
function destination(user: AccountUser | undefined, channel: RecoveryChannel): string | null {
  if (!user || user.status === 'disabled') return null;
  if (channel === 'sms') return user.mobileVerified && user.mobile ? user.mobile : null;
  return user.emailVerified && user.email ? user.email : null;
}

/**
 * `POST /user/send/sms` and `/user/send/email`: a 6-digit code for a password reset. Unknown names,
 * names without a verified destination and real ones store a code row, count against the same
 * per-name limits and get the same answer (B6); only a real destination receives a message.
 */
export async function sendRecoveryCode(
  app: FastifyInstance,
  request: FastifyRequest,
  channel: RecoveryChannel,
  input: { account: string; tenantCode?: string | undefined },
  tenantHeader: string | undefined,
) {
  const tenant = await codeTenant(app, channel, input.tenantCode, tenantHeader);
  const now = app.clock.now();
  const accountLower = normaliseAccount(input.account);
  const recent = await app.db
    .selectFrom('verificationCodes')
    .select('createdAt')
    .where('tenantId', '=', tenant.id)
    .where('accountLower', '=', accountLower)
    .where('channel', '=', channel)
    .where('createdAt', '>', new Date(now.getTime() - 3_600_000))
    .orderBy('createdAt', 'desc')
    .execute();
  const last = recent[0]?.createdAt.getTime();
  const wait = last === undefined ? 0 : last + verificationCodeRules.resendAfterSeconds * 1000 - now.getTime();
  if (wait > 0) throw new AppError('RATE_LIMITED', 'code sent recently', { retryAfterSeconds: Math.ceil(wait / 1000) });
  if (recent.length >= maxSendsPerHour)
    throw new AppError('RATE_LIMITED', 'too many codes', { retryAfterSeconds: 3600 });

  const user = await findAccountUser(app.db, tenant.id, accountLower);
  const to = destination(user, channel);
  const code = String(randomInt(0, 10 ** verificationCodeRules.length)).padStart(verificationCodeRules.length, '0');
  const id = newId(now.getTime());
  await app.db.transaction().execute(async (trx) => {
    // A new code replaces the previous one: only the latest code of a name and channel is valid.
    await trx
      .updateTable('verificationCodes')
      .set({ consumedAt: now })
      .where('tenantId', '=', tenant.id)
      .where('accountLower', '=', accountLower)
      .where('channel', '=', channel)
      .where('consumedAt', 'is', null)
      .execute();
    await trx
      .insertInto('verificationCodes')
      .values({
        tenantId: tenant.id,
        id,
        userId: to && user ? user.id : null,
        channel,
        purpose,
        codeHash: codeHash(id, code),
        expiresAt: new Date(now.getTime() + verificationCodeRules.ttlSeconds * 1000),
        consumedAt: null,
        createdAt: now,
        accountLower,
      })
      .execute();
  });
  if (to && user) {
    const resetPage = channel === 'email' ? resetPageUrl(app, tenant) : null;
    const message = codeMessage(request.locale, code, verificationCodeRules.ttlSeconds / 60, resetPage);
    const outgoing = { tenantId: tenant.id, recipient: to, subject: message.subject, body: message.body };
    deliverLater(app, `recovery-code-${channel}`, () =>
      channel === 'sms' ? app.notifier.sms(outgoing) : app.notifier.email(outgoing),
    );
  }
  await recordAccountEvent(app.db, request.log, {
    event: 'account.recovery.code_sent',
    tenantId: tenant.id,
    targetUserId: user?.id ?? null,
    ip: request.ip,
    at: now,
    details: { channel, delivered: Boolean(to) },
  });
  return {
    expiresIn: verificationCodeRules.ttlSeconds,
    resendAfter: verificationCodeRules.resendAfterSeconds,
    length: verificationCodeRules.length,
  };
}

/** B8: links come from the configured public address, never from the request's Host header. */
export function resetPageUrl(app: FastifyInstance, tenant: Pick<Tenant, 'code'>): string {
  const base = app.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  return `${base}${app.config.PUBLIC_PATH}#/forget_password_mailbox?tenant=${encodeURIComponent(tenant.code)}`;
}

/**
 * `POST /user/reset/passwd`: the latest code of the name and channel, at most 5 tries, within
 * 5 minutes, once. Every failure is the same 6020122, also for unknown names.
 */
export async function resetWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: NewPasswordInput & {
    account: string;
    tenantCode?: string | undefined;
    channel: RecoveryChannel;
    code: string;
  },
  tenantHeader: string | undefined,
): Promise<void> {
  const tenant = await codeTenant(app, input.channel, input.tenantCode, tenantHeader);
  if (input.newPassword !== input.repeatPassword) throw new AppError('PASSWORD_REPEAT_MISMATCH');
  const now = app.clock.now();
  const accountLower = normaliseAccount(input.account);
  const row = await app.db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('tenantId', '=', tenant.id)
    .where('accountLower', '=', accountLower)
    .where('channel', '=', input.channel)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const invalid = () => new AppError('VERIFICATION_CODE_INVALID');
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= verificationCodeRules.maxAttempts) {
    throw invalid();
  }
  if (!safeEqual(row.codeHash, codeHash(row.id, input.code)) || !row.userId) {
    const attempts = row.attempts + 1;
    await app.db
      .updateTable('verificationCodes')
      .set({ attempts, consumedAt: attempts >= verificationCodeRules.maxAttempts ? now : null })
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', row.id)
      .execute();
    await recordAccountEvent(app.db, request.log, {
      event: 'account.recovery.code_failure',
      tenantId: tenant.id,
      targetUserId: row.userId,
      ip: request.ip,
      at: now,
      details: { channel: input.channel, attempts },
    });
    throw invalid();
  }
  const user = await loadAccountUser(app.db, tenant.id, row.userId);
  if (!user) throw invalid();
  await completeReset(app, request, { tenant, user, via: input.channel }, input, async (trx) => {
    const claimed = await trx
      .updateTable('verificationCodes')
      .set({ consumedAt: now })
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', row.id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  });
}
