import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session.ts';
import { type ApiUi, createApiClient } from '../client.ts';
import {
  createBodyEncryption,
  stateEncryptedBodyExpired,
  stateEncryptedBodyInvalid,
  stateEncryptionRequired,
} from './body-encryption.ts';
import type { BodyEncryptor, SealRequestInput } from './body-encryptor.ts';

// The API client's side of encryption with a fake encryptor: which requests are sealed, what is bound,
// how answers are opened and how refusals are mended. The crypto itself is tested in body-crypto.test.ts.

type Call = { url: string; init: RequestInit };
type Reply = { status?: number; body: string; headers?: Record<string, string> };

const envelope = (state: number, variables: unknown = null) =>
  JSON.stringify({ state, message: `m${state}`, cause: null, data: state === 200 ? { ok: true } : null, variables });

function harness(replies: (call: Call, index: number) => Reply) {
  const calls: Call[] = [];
  const sealedInputs: SealRequestInput[] = [];
  const encryptor: BodyEncryptor = {
    seal: vi.fn(async (input: SealRequestInput) => {
      sealedInputs.push(input);
      return {
        headers: {
          'content-type': 'text/plain;charset=utf-8',
          'content-enc-info': 'p.ek.iv',
          'content-enc-allowed': '1',
        },
        body: `sealed(${input.body})`,
        open: async (answer: string) => answer.replace(/^sealed\(/, '').replace(/\)$/, ''),
      };
    }),
    refresh: vi.fn(),
    syncClock: vi.fn(),
  };
  const encryption = createBodyEncryption(async () => encryptor);
  const ui: ApiUi = {
    t: (key) => key,
    toast: () => {},
    showLoading: () => {},
    hideLoading: () => {},
    confirmRelogin: async () => false,
    goRoot: () => {},
    goLogin: () => {},
    goPasswordReset: () => {},
    language: () => 'en-US',
  };
  const client = createApiClient({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies({ url, init }, calls.length - 1);
      return new Response(reply.body, { status: reply.status ?? 200, headers: reply.headers });
    }) as unknown as typeof fetch,
    ui,
    now: () => 0,
    online: () => true,
    timeoutMs: 30_000,
    apiBase: '/qzbps',
    singleDomain: () => false,
    encryption,
  });
  return { client, calls, encryption, encryptor, sealedInputs };
}

const post = { service: 'business' as const, method: 'POST' as const, path: '/leave/apply', body: { days: 2 } };

beforeEach(() => {
  session.clear();
  session.setToken(
    { access_token: 'A', refresh_token: 'R', uid: 'u1', create_at: 0, expires_in: 300, tenant_id: 'tenant-1' },
    'student',
  );
});

describe('API client with request encryption', () => {
  it('sends plain JSON while encryption is off', async () => {
    const h = harness(() => ({ body: envelope(200) }));
    await h.client.request(post);
    expect(h.calls[0]?.init.body).toBe('{"days":2}');
    expect(h.encryptor.seal).not.toHaveBeenCalled();
  });

  it('seals JSON bodies when on, binding method, URL, tenant and the timeout; GETs stay plain', async () => {
    const h = harness(() => ({ body: envelope(200) }));
    h.encryption.enable();
    await h.client.request(post);
    await h.client.request({ service: 'platform', path: '/x' });
    expect(h.calls[0]?.init.body).toBe('sealed({"days":2})');
    expect(h.calls[0]?.init.headers).toMatchObject({
      'content-enc-info': 'p.ek.iv',
      'content-type': 'text/plain;charset=utf-8',
    });
    expect(h.sealedInputs).toEqual([
      {
        method: 'POST',
        url: '/qzbps/business/v3/leave/apply',
        tenant: 'tenant-1',
        body: '{"days":2}',
        timeoutMs: 30_000,
      },
    ]);
    expect(h.calls[1]?.init.body).toBeUndefined();
  });

  it('opens an answer that carries content-enc-allowed', async () => {
    const h = harness(() => ({ body: `sealed(${envelope(200)})`, headers: { 'content-enc-allowed': '1' } }));
    h.encryption.enable();
    await expect(h.client.request(post)).resolves.toEqual({ ok: true });
  });

  it('turns encryption on and sends once more when the school requires it (6020188)', async () => {
    const h = harness((_call, i) => ({
      status: i === 0 ? 400 : 200,
      body: envelope(i === 0 ? stateEncryptionRequired : 200),
    }));
    await expect(h.client.request(post)).resolves.toEqual({ ok: true });
    expect(h.encryption.active()).toBe(true);
    expect(h.calls.map((c) => c.init.body)).toEqual(['{"days":2}', 'sealed({"days":2})']);
  });

  it('takes the server clock from an expired-timestamp answer and tries once more, not twice', async () => {
    const h = harness(() => ({ status: 400, body: envelope(stateEncryptedBodyExpired, { serverTime: 123 }) }));
    h.encryption.enable();
    await expect(h.client.request({ ...post, silent: true })).rejects.toMatchObject({
      state: stateEncryptedBodyExpired,
    });
    expect(h.encryptor.syncClock).toHaveBeenCalledWith(123);
    expect(h.calls).toHaveLength(2);
  });

  it('fetches the key again and resends once after the generic decrypt error (a rotated key)', async () => {
    const h = harness((_call, i) => ({
      status: i === 0 ? 400 : 200,
      body: envelope(i === 0 ? stateEncryptedBodyInvalid : 200),
    }));
    h.encryption.enable();
    await expect(h.client.request(post)).resolves.toEqual({ ok: true });
    expect(h.encryptor.refresh).toHaveBeenCalledTimes(1);
    expect(h.calls).toHaveLength(2);
  });

  it('seals the JSON body of a raw download fetch but leaves its answer plain (no content-enc-allowed)', async () => {
    const h = harness(() => ({ body: envelope(200) }));
    expect(await h.client.rawJsonBody('/qzbps/business/v3/x/export', 'POST', { a: 1 })).toEqual({
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    h.encryption.enable();
    const sealed = await h.client.rawJsonBody('/qzbps/business/v3/x/export', 'POST', { a: 1 });
    expect(sealed).toEqual({
      headers: { 'content-type': 'text/plain;charset=utf-8', 'content-enc-info': 'p.ek.iv' },
      body: 'sealed({"a":1})',
    });
    expect(h.sealedInputs[0]).toMatchObject({ url: '/qzbps/business/v3/x/export', tenant: 'tenant-1' });
  });
});
