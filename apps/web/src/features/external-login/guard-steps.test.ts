import { beforeEach, describe, expect, it, vi } from 'vitest';
import { externalFlowStore } from '../../lib/external-flow-store.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

const api = vi.hoisted(() => ({
  finishExternalLogin: vi.fn(async () => 'login-state'),
  thirdPartyTokenLogin: vi.fn(async () => 'login-state'),
  chaoxingLogin: vi.fn(async () => 'login-state'),
  dingtalkInAppLogin: vi.fn(async () => 'login-state'),
  fetchExternalProviders: vi.fn(async () => [{ id: 'p1', kind: 'cxapp', name: '学习通', mode: 'cx-key' }]),
}));
vi.mock('../../api/external-login-api.ts', () => api);
vi.mock('./complete-login.ts', () => ({ completeExternalLogin: vi.fn(async () => true) }));

const { externalLoginSteps } = await import('./guard-steps.ts');

// sessionStorage for the node test environment.
const store = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  },
});

const step = (name: string) => {
  const found = externalLoginSteps.find((s) => s.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('guard no-token steps (spec §4)', () => {
  beforeEach(() => {
    store.clear();
    for (const fn of Object.values(api)) fn.mockClear();
  });

  it('runs in the order of the spec: token in the query, SSO/CAS, Chaoxing, DingTalk', () => {
    expect(externalLoginSteps.map((s) => s.name)).toEqual(['token', 'sso', 'chaoxing', 'dingtalk']);
  });

  it('D2: a callback whose state is not the one this tab started is never sent to the server', async () => {
    externalFlowStore.savePending({
      state: 'a'.repeat(64),
      binding: 'b'.repeat(64),
      providerId: 'p',
      kind: 'oidc',
      redirect: null,
    });
    expect(await step('sso').run({ path: '/', search: `?code=c&state=${'x'.repeat(64)}` })).toBe(false);
    expect(api.finishExternalLogin).not.toHaveBeenCalled();
    expect(await step('sso').run({ path: '/', search: `?code=c&state=${'a'.repeat(64)}` })).toBe(true);
    expect(api.finishExternalLogin).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'a'.repeat(64), binding: 'b'.repeat(64) }),
      { code: 'c' },
    );
    // The pending flow is used once.
    expect(externalFlowStore.peekPending()).toBeNull();
  });

  it('CAS answers with the ticket only; without a flow of this tab nothing happens', async () => {
    expect(await step('sso').run({ path: '/', search: '?ticket=ST-1' })).toBe(false);
    externalFlowStore.savePending({
      state: 's'.repeat(64),
      binding: 'b'.repeat(64),
      providerId: 'p',
      kind: 'cas',
      redirect: null,
    });
    expect(await step('sso').run({ path: '/authredirect', search: '?ticket=ST-1' })).toBe(true);
    expect(api.finishExternalLogin).toHaveBeenCalledWith(expect.objectContaining({ state: 's'.repeat(64) }), {
      ticket: 'ST-1',
    });
  });

  it('Chaoxing only when the app key is one the school configured', async () => {
    expect(await step('chaoxing').run({ path: '/', search: '?appKey=other&code=c&state=s' })).toBe(false);
    expect(api.chaoxingLogin).not.toHaveBeenCalled();
    expect(await step('chaoxing').run({ path: '/', search: '?appKey=cx-key&code=c&state=s' })).toBe(true);
    expect(api.chaoxingLogin).toHaveBeenCalledWith({ appKey: 'cx-key', code: 'c', state: 's' });
  });

  it('a failed external login leaves its message (and a bind ticket) for the login page', async () => {
    const { ApiError } = await import('../../api/api-error.ts');
    api.thirdPartyTokenLogin.mockRejectedValueOnce(
      new ApiError('state', 'bind please', {
        state: 6020166,
        variables: { bindTicket: 't'.repeat(64), providerName: 'CAS' },
      }),
    );
    expect(await step('token').run({ path: '/', search: '?access_token=x&providerId=p' })).toBe(false);
    expect(externalFlowStore.readNotice()).toEqual({
      message: 'bind please',
      bindTicket: 't'.repeat(64),
      providerName: 'CAS',
    });
  });

  it('D1: the post-login redirect stays inside the app (no open redirector)', () => {
    for (const evil of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/login',
    ]) {
      expect([evil, safeRedirect(evil)]).toEqual([evil, '/']);
    }
    expect(safeRedirect('/bpmn/pending/index')).toBe('/bpmn/pending/index');
  });
});
