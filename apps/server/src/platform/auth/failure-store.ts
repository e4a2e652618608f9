import type { Db } from '../db/database.ts';
import {
  clearedState,
  type FailureOutcome,
  type FailureState,
  type LockoutPolicy,
  registerFailure,
} from './lockout.ts';

/**
 * Where a failure counter lives: on the user row for a known account (its home tenant), in
 * login_failures for a name that does not exist, so both behave the same to the caller (no enumeration).
 */
export type FailureTarget =
  | { kind: 'user'; tenantId: string; userId: string }
  | { kind: 'unknown'; tenantId: string; accountLower: string };

export async function loadFailureState(db: Db, target: FailureTarget): Promise<FailureState> {
  if (target.kind === 'user') {
    const row = await db
      .selectFrom('users')
      .select(['failureCount', 'lastFailureAt', 'lockedUntil', 'temporaryLockouts'])
      .where('tenantId', '=', target.tenantId)
      .where('id', '=', target.userId)
      .executeTakeFirst();
    return row ?? clearedState;
  }
  const row = await db
    .selectFrom('loginFailures')
    .select(['failureCount', 'lastFailureAt', 'lockedUntil'])
    .where('tenantId', '=', target.tenantId)
    .where('accountLower', '=', target.accountLower)
    .executeTakeFirst();
  return row ? { ...row, temporaryLockouts: 0 } : clearedState;
}

/** Counts one failure atomically (row lock), so parallel guesses cannot under-count. */
export async function recordFailure(
  db: Db,
  target: FailureTarget,
  now: Date,
  policy: LockoutPolicy,
): Promise<FailureOutcome> {
  return db.transaction().execute(async (trx) => {
    if (target.kind === 'user') {
      const row = await trx
        .selectFrom('users')
        .select(['failureCount', 'lastFailureAt', 'lockedUntil', 'temporaryLockouts'])
        .where('tenantId', '=', target.tenantId)
        .where('id', '=', target.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const outcome = registerFailure(row, now, policy);
      await trx
        .updateTable('users')
        .set({ ...outcome.next, ...(outcome.disable ? { status: 'disabled' as const, updatedAt: now } : {}) })
        .where('tenantId', '=', target.tenantId)
        .where('id', '=', target.userId)
        .execute();
      return outcome;
    }
    await trx
      .insertInto('loginFailures')
      .values({ tenantId: target.tenantId, accountLower: target.accountLower, lastFailureAt: null, lockedUntil: null })
      .onConflict((c) => c.columns(['tenantId', 'accountLower']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('loginFailures')
      .select(['failureCount', 'lastFailureAt', 'lockedUntil'])
      .where('tenantId', '=', target.tenantId)
      .where('accountLower', '=', target.accountLower)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Names that do not exist are never "disabled"; the permanent mode applies to real accounts only.
    const outcome = registerFailure(row && { ...row, temporaryLockouts: 0 }, now, { ...policy, permanent: false });
    const { temporaryLockouts: _ignored, ...next } = outcome.next;
    await trx
      .updateTable('loginFailures')
      .set(next)
      .where('tenantId', '=', target.tenantId)
      .where('accountLower', '=', target.accountLower)
      .execute();
    return outcome;
  });
}

/** A5: successful login resets the counter. */
export async function recordSuccess(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set(clearedState)
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('failureCount', '>', 0), eb('lockedUntil', 'is not', null)]))
    .execute();
}

/**
 * A5: an administrator's "clear failures" unlocks the account at once. For the admin/account routes;
 * `tenantId` is the user's home tenant.
 */
export async function clearLoginFailures(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.updateTable('users').set(clearedState).where('tenantId', '=', tenantId).where('id', '=', userId).execute();
}
