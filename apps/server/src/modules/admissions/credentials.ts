import { randomInt } from 'node:crypto';
import type { IssuedCredential } from '@campusflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';

// The initial password of a new-student account is made only when someone entitled asks for it: the
// examinee after a lookup by ID number, or the admissions office at the desk. It is random, shown once,
// stored only as an argon2id hash, expires unused after 72 h and must be changed at the first login
// (the platform's first-login rule, security-requirements B4). It never reaches a log or the audit table.

/** B4: an unused initial password expires (derived figure). */
export const initialPasswordTtlMs = 72 * 3600_000;

// No 0/O, 1/l/I: the password is read off a screen or a printed slip.
const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters (≈ 70 bits) in three groups, with a lower, an upper and a digit for strict tenant policies. */
export function newInitialPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)] as string);
    const text = chars.join('');
    if (/[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text)) {
      return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
    }
  }
}

export async function issueInitialPassword(
  db: Db,
  log: FastifyBaseLogger,
  target: { tenantId: string; userId: string },
  context: { now: Date; actorUserId: string | null; ip: string | null; via: 'lookup' | 'office' },
): Promise<IssuedCredential> {
  const user = await db
    .selectFrom('users')
    .select(['account', 'mustChangePassword', 'status'])
    .where('tenantId', '=', target.tenantId)
    .where('id', '=', target.userId)
    .executeTakeFirst();
  if (!user) throw new AppError('ADMISSION_CANDIDATE_NOT_FOUND', 'no account');
  if (!user.mustChangePassword || user.status !== 'active') throw new AppError('ADMISSION_ACCOUNT_ACTIVE');
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  const expiresAt = new Date(context.now.getTime() + initialPasswordTtlMs);
  const updated = await db
    .updateTable('users')
    .set({
      passwordHash,
      initialPasswordExpiresAt: expiresAt,
      failureCount: 0,
      lockedUntil: null,
      updatedAt: context.now,
    })
    .where('tenantId', '=', target.tenantId)
    .where('id', '=', target.userId)
    // Only while the account still waits for its first login: an activated password is never replaced here.
    .where('mustChangePassword', '=', true)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('ADMISSION_ACCOUNT_ACTIVE');
  await db
    .insertInto('auditEvents')
    .values({
      id: newId(context.now.getTime()),
      tenantId: target.tenantId,
      at: context.now,
      event: 'admissions.credential.issued',
      actorUserId: context.actorUserId,
      targetUserId: target.userId,
      ip: context.ip,
      details: JSON.stringify({ via: context.via }),
    })
    .execute();
  log.info(
    { event: 'admissions.credential.issued', targetUserId: target.userId, via: context.via },
    'initial password issued',
  );
  return { account: user.account, initialPassword, expiresAt: expiresAt.toISOString() };
}
