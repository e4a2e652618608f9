import { createHmac } from 'node:crypto';
import { securityAnswersRequired } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLoginTenant } from '../auth/credentials.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken, newOpaqueToken } from '../auth/token-crypto.ts';
import type { Tenant } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { recoveryOptions } from './account-policy.ts';
import { findAccountUser, normaliseAccount } from './account-users.ts';
import { issueResetTicket } from './reset-tickets.ts';
import { answeredQuestions, normaliseAnswer, recoverySalt, tenantQuestions } from './security-questions.ts';

export const recoveryKeyTtlSeconds = 600;
const maxFailuresPerKey = 5;
/** Wrong answers per account name and hour, over all its keys (B6: per-account limit). */
const maxFailuresPerAccountHour = 10;

async function recoveryTenant(app: FastifyInstance, tenantCode: string | undefined, header: string | undefined) {
  const tenant = await resolveLoginTenant(app, tenantCode, header);
  if (!recoveryOptions(tenant).question) throw new AppError('RECOVERY_UNAVAILABLE');
  return tenant;
}

/**
 * Step 1 (`getUuidByAccountName`): an opaque key for the account name. Unknown names get a key too,
 * and the same answer, so the call says nothing about which accounts exist (B6).
 */
export async function issueRecoveryKey(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { account: string; tenantCode?: string | undefined },
  tenantHeader: string | undefined,
) {
  const tenant = await recoveryTenant(app, input.tenantCode, tenantHeader);
  const now = app.clock.now();
  const accountLower = normaliseAccount(input.account);
  const user = await findAccountUser(app.db, tenant.id, accountLower);
  const key = newOpaqueToken();
  await app.db
    .insertInto('accountRecoveryKeys')
    .values({
      keyHash: hashToken(key),
      tenantId: tenant.id,
      accountLower,
      userId: user?.id ?? null,
      userTenantId: user?.homeTenantId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + recoveryKeyTtlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  await recordAccountEvent(app.db, request.log, {
    event: 'account.recovery.key',
    tenantId: tenant.id,
    targetUserId: user?.id ?? null,
    ip: request.ip,
    at: now,
    details: { accountKnown: Boolean(user) },
  });
  return { key, expiresIn: recoveryKeyTtlSeconds };
}

async function liveKey(app: FastifyInstance, key: string) {
  const row = await app.db
    .selectFrom('accountRecoveryKeys')
    .selectAll()
    .where('keyHash', '=', hashToken(key))
    .executeTakeFirst();
  const now = app.clock.now();
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime() || row.failedAttempts >= maxFailuresPerKey) {
    throw new AppError('RESET_TICKET_INVALID', 'unknown, used or expired key');
  }
  const tenant = await app.db
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', row.tenantId)
    .executeTakeFirstOrThrow();
  if (!recoveryOptions(tenant).question) throw new AppError('RECOVERY_UNAVAILABLE');
  return { row, tenant, now };
}

/** Questions an unknown name (or a user without answers) is shown: stable per name, unpredictable without the salt. */
async function decoyQuestions(app: FastifyInstance, tenant: Tenant, accountLower: string, request: FastifyRequest) {
  const all = await tenantQuestions(app.db, tenant.id, request.locale);
  const digest = createHmac('sha256', await recoverySalt(app.db, tenant.id))
    .update(accountLower)
    .digest();
  const pool = [...all];
  const picked: typeof all = [];
  for (let i = 0; i < securityAnswersRequired && pool.length > 0; i++) {
    const [q] = pool.splice((digest[i] ?? 0) % pool.length, 1);
    if (q) picked.push(q);
  }
  return picked.sort((a, b) => all.indexOf(a) - all.indexOf(b));
}

async function questionsOfKey(app: FastifyInstance, request: FastifyRequest, key: string) {
  const { row, tenant, now } = await liveKey(app, key);
  const answered =
    row.userId && row.userTenantId ? await answeredQuestions(app.db, row.userTenantId, row.userId, request.locale) : [];
  const real = answered.length >= securityAnswersRequired;
  const shown = real ? answered : await decoyQuestions(app, tenant, row.accountLower, request);
  return { row, tenant, now, real, answered, shown };
}

/** Step 2 (`getQuestionsByKey`): the questions to answer, without any answer. */
export async function questionsByKey(app: FastifyInstance, request: FastifyRequest, key: string) {
  const { shown } = await questionsOfKey(app, request, key);
  return shown.map((q) => ({ key: q.key, text: q.text }));
}

/**
 * Step 3 (`checkAnswer`): every shown question answered correctly gives a short-lived reset ticket.
 * Wrong answers count per key (5 burn it) and per account name (10 an hour); unknown names cost the
 * same argon2id work and fail the same way.
 */
export async function checkAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { key: string; answers: { questionKey: string; answer: string }[] },
) {
  const { row, tenant, now, real, answered, shown } = await questionsOfKey(app, request, input.key);
  const since = new Date(now.getTime() - 3_600_000);
  const recent = await app.db
    .selectFrom('accountRecoveryKeys')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failedAttempts'), eb.lit(0)).as('failures'))
    .where('tenantId', '=', row.tenantId)
    .where('accountLower', '=', row.accountLower)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  if (Number(recent?.failures ?? 0) >= maxFailuresPerAccountHour) {
    throw new AppError('RATE_LIMITED', 'too many wrong answers for this account', { retryAfterSeconds: 3600 });
  }
  const given = new Map(input.answers.map((a) => [a.questionKey, a.answer]));
  let allRight = given.size === shown.length && shown.every((q) => given.has(q.key));
  for (const q of shown) {
    const hash = real ? (answered.find((a) => a.key === q.key)?.answerHash ?? null) : null;
    const ok = await verifyPassword(hash, normaliseAnswer(given.get(q.key) ?? ''));
    allRight = allRight && ok;
  }
  if (!real || !allRight || !row.userId || !row.userTenantId) {
    await app.db
      .updateTable('accountRecoveryKeys')
      .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
      .where('keyHash', '=', row.keyHash)
      .execute();
    await recordAccountEvent(app.db, request.log, {
      event: 'account.recovery.answer_failure',
      tenantId: tenant.id,
      targetUserId: row.userId,
      ip: request.ip,
      at: now,
    });
    throw new AppError('SECURITY_ANSWER_WRONG');
  }
  const consumed = await app.db
    .updateTable('accountRecoveryKeys')
    .set({ consumedAt: now })
    .where('keyHash', '=', row.keyHash)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) === 0) throw new AppError('RESET_TICKET_INVALID', 'key already used');
  return issueResetTicket(app.db, { tenantId: tenant.id, userId: row.userId, via: 'question' }, now);
}
