import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testConfig } from '../../config/config.ts';
import { clearLoginFailures } from '../failure-store.ts';
import { clearedState, type FailureState, isLocked, type LockoutPolicy, registerFailure } from '../lockout.ts';
import { authCalls, freshIp } from './auth-helpers.ts';

const policy: LockoutPolicy = {
  failureFactor: 5,
  waitIncrementMs: 30_000,
  maxWaitMs: 900_000,
  failureResetMs: 43_200_000,
  quickLoginMs: 1_000,
  quickLoginWaitMs: 60_000,
  permanent: false,
  maxTemporaryLockouts: 19,
};

/** Fails `count` times, each after the previous lock (if any) has passed and outside the quick window. */
function failMany(count: number, p: LockoutPolicy, start = new Date('2026-09-01T08:00:00Z')) {
  let state: FailureState = clearedState;
  let now = start;
  const waits: number[] = [];
  let disabledAt: number | null = null;
  for (let i = 1; i <= count; i++) {
    const after = state.lockedUntil && state.lockedUntil > now ? state.lockedUntil : now;
    now = new Date(after.getTime() + 5_000);
    const outcome = registerFailure(state, now, p);
    state = outcome.next;
    waits.push(state.lockedUntil ? state.lockedUntil.getTime() - now.getTime() : 0);
    if (outcome.disable && disabledAt === null) disabledAt = i;
  }
  return { state, waits, disabledAt, now };
}

describe('lockout arithmetic', () => {
  it('A2: wait = increment × floor(count / factor), capped; forgotten after the reset window', () => {
    const { waits, state, now } = failMany(10, policy);
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 9)).toEqual([30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(waits[9]).toBe(60_000);
    expect(failMany(400, policy).waits.at(-1)).toBe(900_000);
    const later = new Date(now.getTime() + 43_200_001);
    expect(registerFailure(state, later, policy).next.failureCount).toBe(1);
  });

  it('A3: two failures under a second apart lock for the quick-login wait', () => {
    const t0 = new Date('2026-09-01T08:00:00Z');
    const first = registerFailure(clearedState, t0, policy).next;
    const second = registerFailure(first, new Date(t0.getTime() + 200), policy);
    expect(second.locked).toBe(true);
    expect(second.next.lockedUntil?.getTime()).toBe(t0.getTime() + 200 + 60_000);
  });

  it('A4: failures while locked neither count nor extend the lock', () => {
    const { state, now } = failMany(5, policy);
    expect(isLocked(state, now)).toBe(true);
    const during = registerFailure(state, new Date(now.getTime() + 1_000), policy);
    expect(during.next).toEqual(state);
  });

  it('A6/A7: mixed mode disables at the 100th consecutive failure (factor 5, 19 temporary lockouts)', () => {
    const mixed = { ...policy, permanent: true, maxTemporaryLockouts: 19 };
    expect(failMany(100, mixed).disabledAt).toBe(100);
    expect(failMany(99, mixed).disabledAt).toBeNull();
    expect(failMany(400, policy).disabledAt).toBeNull();
  });

  it('A7: configuration refuses factor × (max temporary + 1) above 100', () => {
    expect(() =>
      testConfig({ LOCKOUT_PERMANENT: 'true', LOCKOUT_FAILURE_FACTOR: '10', LOCKOUT_MAX_TEMPORARY: '10' }),
    ).toThrow(/100/);
    expect(() =>
      testConfig({ LOCKOUT_PERMANENT: 'true', LOCKOUT_FAILURE_FACTOR: '5', LOCKOUT_MAX_TEMPORARY: '19' }),
    ).not.toThrow();
  });
});

describe('lockout through the login', () => {
  let t: TestApp;
  let api: ReturnType<typeof authCalls>;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        LOCKOUT_FAILURE_FACTOR: '2',
        LOCKOUT_PERMANENT: 'true',
        LOCKOUT_MAX_TEMPORARY: '1',
        CAPTCHA_AFTER_FAILURES: '50',
      },
    });
    api = authCalls(t);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip = freshIp()) =>
    api.post('/user/login/apply', { username, password }, { ip });
  const failures = async (account: string) =>
    await t.app.db
      .selectFrom('users')
      .select(['failureCount', 'status', 'lockedUntil', 'tenantId', 'id'])
      .where('accountLower', '=', account)
      .orderBy('createdAt')
      .executeTakeFirstOrThrow();

  it('A1: one counter per account, case-insensitive, whatever the client address', async () => {
    expect((await login('2024010010', 'wrong-1', '203.0.113.1')).body.state).toBe(6020106);
    t.clock.advance(5_000);
    expect((await login('2024010010'.toUpperCase(), 'wrong-2', '203.0.113.2')).body.state).toBe(6020106);
    expect((await failures('2024010010')).failureCount).toBe(2);
  });

  it('A3 + A4: a locked account refuses the right password exactly like a wrong one, then opens', async () => {
    await login('2024010011', 'wrong-1');
    t.clock.advance(200);
    await login('2024010011', 'wrong-2');
    const right = await login('2024010011', 'Campus@2026');
    const wrong = await login('2024010011', 'wrong-3');
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.state).toBe(6020106);
    expect((await failures('2024010011')).failureCount).toBe(2);
    t.clock.advance(61_000);
    expect((await login('2024010011', 'Campus@2026')).body.state).toBe(200);
  });

  it('A5: a successful login resets the count; an administrator clear unlocks at once', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5_000);
      expect((await login('2024010012', 'wrong')).body.state).toBe(6020106);
      t.clock.advance(5_000);
      expect((await login('2024010012', 'Campus@2026')).body.state).toBe(200);
    }
    expect((await failures('2024010012')).failureCount).toBe(0);
    await login('2024010012', 'wrong-a');
    t.clock.advance(5_000);
    await login('2024010012', 'wrong-b');
    expect((await login('2024010012', 'Campus@2026')).body.state).toBe(6020106);
    const u = await failures('2024010012');
    await clearLoginFailures(t.app.db, u.tenantId, u.id);
    expect((await login('2024010012', 'Campus@2026')).body.state).toBe(200);
  });

  it('A6: in mixed mode the account is disabled after the temporary lockouts run out', async () => {
    for (let i = 0; i < 4; i++) {
      t.clock.advance(200_000);
      expect((await login('2024010013', `wrong-${i}`)).body.state).toBe(6020106);
    }
    expect((await failures('2024010013')).status).toBe('disabled');
    t.clock.advance(1_000_000);
    // The password is right, so the account state may be told: disabled (6020110).
    expect((await login('2024010013', 'Campus@2026')).body.state).toBe(6020110);
  });

  it('unknown names count and lock like real ones (no enumeration)', async () => {
    await login('nobody-here', 'x1');
    t.clock.advance(200);
    const known = await login('2024010014', 'x1');
    t.clock.advance(200);
    await login('2024010014', 'x2');
    const unknownLocked = await login('nobody-here', 'x2');
    const knownLocked = await login('2024010014', 'Campus@2026');
    expect(unknownLocked.body).toEqual(knownLocked.body);
    expect(known.body.state).toBe(6020106);
  });
});
