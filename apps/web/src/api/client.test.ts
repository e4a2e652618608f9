import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session.ts';
import { type ApiUi, createApiClient } from './client.ts';

type Call = { url: string; init: RequestInit };
type Reply = { status?: number; body: unknown } | 'network' | 'hang';

function harness(replies: (call: Call) => Reply | Promise<Reply>, options: { online?: boolean } = {}) {
  const calls: Call[] = [];
  const toasts: string[] = [];
  const events: string[] = [];
  let now = 10_000;
  const ui: ApiUi = {
    t: (key, vars) => (vars?.url ? `${key} ${vars.url}` : key),
    toast: (text) => toasts.push(text),
    showLoading: () => events.push('loading:show'),
    hideLoading: () => events.push('loading:hide'),
    confirmRelogin: vi.fn(async () => false),
    goRoot: () => events.push('goRoot'),
    goLogin: () => events.push('goLogin'),
    goPasswordReset: () => events.push('goPasswordReset'),
    language: () => 'en-US',
  };
  const fetchFake = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const reply = await replies(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  }) as unknown as typeof fetch;
  const client = createApiClient({
    fetch: fetchFake,
    ui,
    now: () => now,
    online: () => options.online ?? true,
    timeoutMs: 50,
    apiBase: '/qzbps',
    singleDomain: () => false,
  });
  return { client, calls, toasts, events, ui, advance: (ms: number) => (now += ms) };
}

const ok = (data: unknown, state = 200) => ({ body: { state, message: 'ok', cause: null, data, variables: null } });
const token = (access: string) => ({
  access_token: access,
  refresh_token: `r-${access}`,
  uid: 'u1',
  create_at: Date.now(),
  expires_in: 300,
});

beforeEach(() => {
  session.clear();
  session.setToken(token('A'), 'student');
  session.setRole({ id: 'role-1', roleArr: [{ id: 'role-1', name: 'Student', roleAlias: 'student' }] });
});
afterEach(() => vi.useRealTimers());

describe('envelope handling (spec §8)', () => {
  it.each([200, 2, 103, 501])('accepts state %i and resolves with data', async (state) => {
    const h = harness(() => ok({ n: state }, state));
    await expect(h.client.request({ service: 'platform', path: '/x' })).resolves.toEqual({ n: state });
    expect(h.toasts).toEqual([]);
  });

  it('rejects any other state and toasts message and cause', async () => {
    const h = harness(() => ({
      status: 400,
      body: { state: 6030001, message: 'Bad thing', cause: 'field x', data: null, variables: null },
    }));
    await expect(h.client.request({ service: 'platform', path: '/x' })).rejects.toMatchObject({
      kind: 'state',
      state: 6030001,
    });
    expect(h.toasts).toEqual(['Bad thing: field x']);
  });

  it('silent requests reject without a toast', async () => {
    const h = harness(() => ok(null, 6020106));
    await expect(h.client.request({ service: 'oauth', path: '/x', silent: true })).rejects.toMatchObject({
      state: 6020106,
    });
    expect(h.toasts).toEqual([]);
  });

  it('a body without state reports "no state" with the URL', async () => {
    const h = harness(() => ({ body: { hello: 1 } }));
    await expect(h.client.request({ service: 'platform', path: '/x' })).rejects.toMatchObject({ kind: 'noState' });
    expect(h.toasts).toEqual(['api.noState /qzbps/platform/v3/x']);
  });

  it('an HTTP error without envelope gets the message of its status', async () => {
    const h = harness(() => ({ status: 502, body: null }));
    await expect(h.client.request({ service: 'business', path: '/y' })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 502,
    });
    expect(h.toasts).toEqual(['api.http502 /qzbps/business/v3/y']);
  });

  it('network error, offline and timeout each have their own message', async () => {
    const net = harness(() => 'network');
    await expect(net.client.request({ service: 'platform', path: '/x' })).rejects.toMatchObject({ kind: 'network' });
    const off = harness(() => 'network', { online: false });
    await expect(off.client.request({ service: 'platform', path: '/x' })).rejects.toMatchObject({ kind: 'offline' });
    const slow = harness(() => 'hang');
    await expect(slow.client.request({ service: 'platform', path: '/x' })).rejects.toMatchObject({ kind: 'timeout' });
    expect([...net.toasts, ...off.toasts, ...slow.toasts]).toEqual(['api.network', 'api.offline', 'api.timeout']);
  });

  it('sends the headers of spec §7 and the service prefix', async () => {
    const h = harness(() => ok(1));
    await h.client.request({ service: 'platform', path: '/menu', query: { a: 1, b: undefined } });
    const sent = h.calls[0];
    expect(sent?.url).toBe('/qzbps/platform/v3/menu?a=1');
    expect(sent?.init.headers).toMatchObject({
      'x-authorization-access-token': 'A',
      'x-authorization-roleid': 'role-1',
      language: 'en-US',
    });
  });

  it('the design tenant wins over the tenant in the tenant header', async () => {
    session.setUserInfo({ user: { id: 'u1', account: 's' }, tenantId: 't1', designTenantId: 'd1' });
    const h = harness(() => ok(1));
    await h.client.request({ service: 'platform', path: '/x' });
    expect(h.calls[0]?.init.headers).toMatchObject({ 'x-authorization-tenantid': 'd1' });
    session.setUserInfo({ user: { id: 'u1', account: 's' }, tenantId: 't1', designTenantId: null });
    await h.client.request({ service: 'platform', path: '/x' });
    expect(h.calls[1]?.init.headers).toMatchObject({ 'x-authorization-tenantid': 't1' });
  });

  it('shows the loading toast only after 200 ms', async () => {
    vi.useFakeTimers();
    let release: (r: Reply) => void = () => {};
    const h = harness(() => new Promise<Reply>((r) => (release = r)));
    const fast = h.client.request({ service: 'platform', method: 'POST', path: '/x', timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(150);
    expect(h.events).toEqual([]);
    release(ok(1));
    await fast;
    await vi.advanceTimersByTimeAsync(500);
    expect(h.events).toEqual([]);

    const slow = h.client.request({ service: 'platform', method: 'POST', path: '/x', timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(250);
    expect(h.events).toEqual(['loading:show']);
    release(ok(1));
    await slow;
    expect(h.events).toEqual(['loading:show', 'loading:hide']);
  });
});

describe('token expiry and the refresh queue (spec §4, 6020301)', () => {
  it('the first expired request refreshes once, the others queue and replay with the new token', async () => {
    let refreshes = 0;
    const h = harness(async (call) => {
      if (call.url.endsWith('/authentication/apply')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        return ok(token('B'));
      }
      const sentToken = (call.init.headers as Record<string, string>)['x-authorization-access-token'];
      return sentToken === 'B' ? ok(call.url) : ok(null, 6020301);
    });
    const results = await Promise.all(
      ['/a', '/b', '/c'].map((path) => h.client.request({ service: 'platform', path })),
    );
    expect(results).toEqual(['/qzbps/platform/v3/a', '/qzbps/platform/v3/b', '/qzbps/platform/v3/c']);
    expect(refreshes).toBe(1);
    expect(session.get().token?.access_token).toBe('B');
    const refreshCall = h.calls.find((c) => c.url.endsWith('/authentication/apply'));
    expect(JSON.parse(String(refreshCall?.init.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'r-A',
    });
  });

  it('a failed refresh clears the session and goes to the app root', async () => {
    const h = harness((call) => (call.url.endsWith('/authentication/apply') ? ok(null, 6020201) : ok(null, 6020301)));
    await expect(h.client.request({ service: 'platform', path: '/a' })).rejects.toMatchObject({ state: 6020301 });
    expect(session.get().token).toBeNull();
    expect(h.events).toContain('goRoot');
  });

  it('does not loop when the new token is rejected as expired too', async () => {
    let refreshes = 0;
    const h = harness((call) => {
      if (call.url.endsWith('/authentication/apply')) {
        refreshes++;
        return ok(token(`N${refreshes}`));
      }
      return ok(null, 6020301);
    });
    await expect(h.client.request({ service: 'platform', path: '/a' })).rejects.toMatchObject({ state: 6020301 });
    expect(refreshes).toBe(1);
  });
});

describe('illegal token / logged in elsewhere', () => {
  it('shows at most one re-login dialog per second', async () => {
    const h = harness(() => ok(null, 6020201));
    const calls = ['/a', '/b', '/c'].map((path) => h.client.request({ service: 'platform', path }).catch(() => null));
    await Promise.all(calls);
    expect(h.ui.confirmRelogin).toHaveBeenCalledTimes(1);
    h.advance(1001);
    await h.client.request({ service: 'platform', path: '/d' }).catch(() => null);
    expect(h.ui.confirmRelogin).toHaveBeenCalledTimes(2);
  });

  it('confirming clears the session and goes to login', async () => {
    const h = harness(() => ok(null, 6020102));
    h.ui.confirmRelogin = async () => true;
    await h.client.request({ service: 'platform', path: '/a' }).catch(() => null);
    await new Promise((r) => setTimeout(r, 0));
    expect(session.get().token).toBeNull();
    expect(h.events).toContain('goLogin');
  });

  it('password expired goes to the reset page; 6020133 is returned to the caller without a toast', async () => {
    const expired = harness(() => ok(null, 6020109));
    await expect(expired.client.request({ service: 'oauth', path: '/a' })).rejects.toMatchObject({ state: 6020109 });
    expect(expired.events).toEqual(['goPasswordReset']);
    const first = harness(() => ok({ login_state: 'x' }, 6020133));
    await expect(first.client.request({ service: 'oauth', path: '/a' })).rejects.toMatchObject({
      state: 6020133,
      data: { login_state: 'x' },
    });
    expect(first.toasts).toEqual([]);
  });
});
