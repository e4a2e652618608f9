import type { Config } from '../config/config.ts';

/**
 * Brute-force protection by Keycloak's "multiples" strategy (security-requirements.md A1–A7), as pure
 * functions over a failure counter so they can be tested with any clock. The counter is per account,
 * keyed on (tenant, lower-cased account name), never per IP (A1).
 */
export type LockoutPolicy = {
  failureFactor: number;
  waitIncrementMs: number;
  maxWaitMs: number;
  failureResetMs: number;
  quickLoginMs: number;
  quickLoginWaitMs: number;
  permanent: boolean;
  maxTemporaryLockouts: number;
};

export type FailureState = {
  failureCount: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
  temporaryLockouts: number;
};

export type FailureOutcome = {
  next: FailureState;
  /** This failure started a lockout. */
  locked: boolean;
  /** Mixed mode: this failure exceeded the temporary lockouts; the account is to be disabled (A6, A7). */
  disable: boolean;
};

export function lockoutPolicy(config: Config): LockoutPolicy {
  return {
    failureFactor: config.LOCKOUT_FAILURE_FACTOR,
    waitIncrementMs: config.LOCKOUT_WAIT_INCREMENT * 1000,
    maxWaitMs: config.LOCKOUT_MAX_WAIT * 1000,
    failureResetMs: config.LOCKOUT_FAILURE_RESET * 1000,
    quickLoginMs: config.LOCKOUT_QUICK_LOGIN_MS,
    quickLoginWaitMs: config.LOCKOUT_QUICK_LOGIN_WAIT * 1000,
    permanent: config.LOCKOUT_PERMANENT,
    maxTemporaryLockouts: config.LOCKOUT_MAX_TEMPORARY,
  };
}

export function isLocked(state: Pick<FailureState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The failure count as it stands now: forgotten once the last failure is older than the reset window. */
export function currentFailures(
  state: Pick<FailureState, 'failureCount' | 'lastFailureAt'>,
  now: Date,
  policy: LockoutPolicy,
) {
  if (!state.lastFailureAt) return 0;
  return now.getTime() - state.lastFailureAt.getTime() > policy.failureResetMs ? 0 : state.failureCount;
}

export function registerFailure(state: FailureState, now: Date, policy: LockoutPolicy): FailureOutcome {
  // A4: failures while locked do not count (and cannot extend the lock).
  if (isLocked(state, now)) return { next: state, locked: false, disable: false };
  const count = currentFailures(state, now, policy) + 1;
  const steps = Math.floor(count / policy.failureFactor);
  let waitMs = Math.min(policy.waitIncrementMs * steps, policy.maxWaitMs);
  // A3: two failures closer than the quick-login window lock for the minimum wait even below the factor.
  const quick =
    state.lastFailureAt !== null && count > 1 && now.getTime() - state.lastFailureAt.getTime() < policy.quickLoginMs;
  if (quick) waitMs = Math.max(waitMs, policy.quickLoginWaitMs);
  // A temporary lockout is counted each time the counter reaches a multiple of the factor, so in mixed
  // mode the (maxTemporary+1)-th one — failure number factor × (maxTemporary+1) ≤ 100 — disables (A7).
  const temporaryLockouts = state.temporaryLockouts + (count % policy.failureFactor === 0 ? 1 : 0);
  const disable = policy.permanent && temporaryLockouts > policy.maxTemporaryLockouts;
  return {
    next: {
      failureCount: count,
      lastFailureAt: now,
      lockedUntil: waitMs > 0 ? new Date(now.getTime() + waitMs) : null,
      temporaryLockouts,
    },
    locked: waitMs > 0,
    disable,
  };
}

/** A5: a successful login forgets the failures. */
export const clearedState: FailureState = {
  failureCount: 0,
  lastFailureAt: null,
  lockedUntil: null,
  temporaryLockouts: 0,
};
