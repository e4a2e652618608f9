import { describe, expect, it, vi } from 'vitest';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { type GuardEffects, type GuardState, type GuardTarget, runGuard } from './guard-rules.ts';

const target = (path: string, name: string | null, extra: Partial<GuardTarget> = {}): GuardTarget => ({
  path,
  search: '',
  name,
  public: false,
  ...extra,
});

function effects(initial: Partial<GuardState>, overrides: Partial<GuardEffects> = {}) {
  const state: GuardState = {
    tokenValid: false,
    hasRefreshToken: false,
    userInfoLoaded: false,
    newStudent: false,
    fromName: null,
    ...initial,
  };
  const fx = {
    state: () => state,
    loadUserInfo: vi.fn(async () => {
      state.userInfoLoaded = true;
      return true;
    }),
    externalLogin: vi.fn(async () => false),
    refresh: vi.fn(async () => false),
    logout: vi.fn(async () => {
      state.tokenValid = false;
    }),
  };
  return { fx: { ...fx, ...overrides } as typeof fx, state };
}

describe('navigation guard with a valid token (spec §4)', () => {
  const loggedIn = { tokenValid: true, userInfoLoaded: true };

  it('the login route goes to the root', async () => {
    expect(await runGuard(target('/login', 'login'), effects(loggedIn).fx)).toEqual({ pass: false, to: '/' });
  });

  it.each(['locking', '401', '403', 'nomenu'])('%s passes without loading the user', async (name) => {
    const { fx } = effects({ tokenValid: true });
    expect(await runGuard(target(`/${name}`, name), fx)).toEqual({ pass: true });
    expect(fx.loadUserInfo).not.toHaveBeenCalled();
  });

  it('loads user info when empty, then follows the original target', async () => {
    const { fx } = effects({ tokenValid: true });
    expect(await runGuard(target('/dashboard', 'dashboard'), fx)).toEqual({ pass: true });
    expect(fx.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('a failed user-info load logs out and goes to login', async () => {
    const { fx } = effects({ tokenValid: true }, { loadUserInfo: vi.fn(async () => false) });
    expect(await runGuard(target('/dashboard', 'dashboard'), fx)).toEqual({ pass: false, to: '/login' });
    expect(fx.logout).toHaveBeenCalled();
  });

  it('an unmatched path in a menu area goes to 401, elsewhere to 404', async () => {
    expect(await runGuard(target('/xgxt/unknown', null), effects(loggedIn).fx)).toEqual({ pass: false, to: '/401' });
    expect(await runGuard(target('/nothing/here', null), effects(loggedIn).fx)).toEqual({ pass: false, to: '/404' });
  });

  describe('newStudent confinement', () => {
    const newStudent = { ...loggedIn, newStudent: true };
    it.each([
      ['/xgxt/yxxt_index', 'yxxt_index'],
      ['/xgxt/yxxt_lc_index', 'yxxt_lc_index'],
      ['/xgxt/yxxt_changePassword', 'yxxt_changePassword'],
    ])('may visit %s', async (path, name) => {
      expect(await runGuard(target(path, name), effects(newStudent).fx)).toEqual({ pass: true });
    });

    it('is sent to yxxt_index from anywhere else', async () => {
      expect(await runGuard(target('/dashboard', 'dashboard'), effects(newStudent).fx)).toEqual({
        pass: false,
        to: '/xgxt/yxxt_index',
      });
    });

    it('leaving yxxt_index for a non-onboarding page logs out', async () => {
      const { fx } = effects({ ...newStudent, fromName: 'yxxt_index' });
      expect(await runGuard(target('/my/index', 'my'), fx)).toEqual({ pass: false, to: '/login' });
      expect(fx.logout).toHaveBeenCalledTimes(1);
    });

    it('moving from yxxt_index to an onboarding step does not log out', async () => {
      const { fx } = effects({ ...newStudent, fromName: 'yxxt_index' });
      expect(await runGuard(target('/xgxt/yxxt_lc_index', 'yxxt_lc_index'), fx)).toEqual({ pass: true });
      expect(fx.logout).not.toHaveBeenCalled();
    });
  });
});

describe('navigation guard without a token', () => {
  it('tries the external-login hooks first, then passes when one logged in', async () => {
    const { fx, state } = effects({});
    fx.externalLogin.mockImplementation(async () => {
      state.tokenValid = true;
      return true;
    });
    expect(await runGuard(target('/dashboard', 'dashboard'), fx)).toEqual({ pass: true });
    expect(fx.externalLogin).toHaveBeenCalledTimes(1);
  });

  it('then the refresh token', async () => {
    const { fx, state } = effects({ hasRefreshToken: true });
    fx.refresh.mockImplementation(async () => {
      state.tokenValid = true;
      return true;
    });
    expect(await runGuard(target('/dashboard', 'dashboard'), fx)).toEqual({ pass: true });
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/forget_password_phone', '/reset_password', '/message-jump', '/403', '/twgl/42'])(
    'public path %s passes',
    async (path) => {
      expect(await runGuard(target(path, null), effects({}).fx)).toEqual({ pass: true });
    },
  );

  it('everything else goes to login with the target in the redirect query', async () => {
    const result = await runGuard(target('/bpmn/pending/index', 'pending', { search: '?tab=2' }), effects({}).fx);
    expect(result).toEqual({ pass: false, to: `/login?redirect=${encodeURIComponent('/bpmn/pending/index?tab=2')}` });
  });

  it('a failed refresh does not loop', async () => {
    const { fx } = effects({ hasRefreshToken: true });
    expect(await runGuard(target('/dashboard', 'dashboard'), fx)).toEqual({
      pass: false,
      to: '/login?redirect=%2Fdashboard',
    });
    expect(fx.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('redirect query validation (no open redirect)', () => {
  it.each([
    ['/bpmn/pending/index?tab=2', '/bpmn/pending/index?tab=2'],
    ['/my/index', '/my/index'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
    ['/login?redirect=/x', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
