import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type EncryptionPublicJwk, stateCodes } from '@campusflow/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { base64url, importServerKey, openAnswer, sealBody } from './body-crypto.ts';
import { stateEncryptedBodyExpired, stateEncryptedBodyInvalid, stateEncryptionRequired } from './body-encryption.ts';
import { createBodyEncryptor, keyHoldExtraMs } from './body-encryptor.ts';

// node:crypto plays the server: it unwraps and decrypts exactly as RFC 7516 says, so these tests show the
// browser's output is a standard RSA-OAEP-256/A256GCM compact JWE.
let privateKey: KeyObject;
let jwk: EncryptionPublicJwk;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKey = pair.privateKey;
  const { n, e } = pair.publicKey.export({ format: 'jwk' });
  jwk = { kty: 'RSA', n: n as string, e: e as string, kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' };
});

function serverOpen(encInfo: string, body: string) {
  const [p, ek, iv] = encInfo.split('.') as [string, string, string];
  const [ct, tag] = body.split('.') as [string, string];
  const cek = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ek, 'base64url'),
  );
  const decipher = createDecipheriv('aes-256-gcm', cek, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(p, 'ascii'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString();
  return { cek, plain, header: JSON.parse(Buffer.from(p, 'base64url').toString()), iv: Buffer.from(iv, 'base64url') };
}

function serverSeal(cek: Buffer, plaintext: string) {
  const p = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A256GCM' })).toString('base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cek, iv).setAAD(Buffer.from(p));
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [p, '', iv.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

async function sealExample(body = '{"reason":"病假"}') {
  return sealBody({
    serverKey: await importServerKey(jwk),
    kid: 'k1',
    method: 'post',
    url: '/qzbps/business/v3/leave/apply?x=1',
    tenant: 't-1',
    body,
    now: 1_790_000_000_000,
  });
}

describe('body-crypto', () => {
  it('G3: the per-request key is 32 bytes from crypto.getRandomValues, the IV 12 bytes', async () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const sealed = await sealExample();
    const lengths = spy.mock.calls.map(([array]) => (array as Uint8Array).byteLength);
    spy.mockRestore();
    expect(lengths).toEqual([32, 12, 16]); // key, IV, nonce
    const { cek, iv } = serverOpen(sealed.encInfo, sealed.body);
    expect(cek.length).toBe(32);
    expect(iv.length).toBe(12);
  });

  it('G3: the crypto code never calls Math.random', () => {
    for (const file of ['body-crypto.ts', 'body-encryptor.ts', 'body-encryption.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source).not.toMatch(/Math\.random/);
    }
  });

  it('G1/G2: a standard server unwraps with RSA-OAEP-SHA-256 and opens AES-256-GCM with the header as AAD', async () => {
    const sealed = await sealExample();
    const opened = serverOpen(sealed.encInfo, sealed.body);
    expect(opened.plain).toBe('{"reason":"病假"}');
    expect(opened.header).toEqual({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: 'k1',
      cty: 'json',
      htm: 'POST',
      htp: '/qzbps/business/v3/leave/apply?x=1',
      tid: 't-1',
      ts: 1_790_000_000_000,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(sealed.body).not.toContain('reason');
  });

  it('G2: two requests with the same body share no key, IV or ciphertext', async () => {
    const a = await sealExample();
    const b = await sealExample();
    expect(a.encInfo.split('.')[1]).not.toBe(b.encInfo.split('.')[1]);
    expect(a.encInfo.split('.')[2]).not.toBe(b.encInfo.split('.')[2]);
    expect(a.body).not.toBe(b.body);
    expect(a.header.nonce).not.toBe(b.header.nonce);
  });

  it('G2: the content key cannot be exported from the browser', async () => {
    const sealed = await sealExample();
    expect(sealed.contentKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', sealed.contentKey)).rejects.toThrow();
  });

  it('G2: opens an answer sealed with the same key; a flipped bit throws', async () => {
    const sealed = await sealExample();
    const { cek } = serverOpen(sealed.encInfo, sealed.body);
    const answer = serverSeal(cek, '{"state":200}');
    expect(await openAnswer(answer, sealed.contentKey)).toBe('{"state":200}');
    const parts = answer.split('.');
    const ct = Buffer.from(parts[3] as string, 'base64url');
    ct[0] = (ct[0] ?? 0) ^ 1;
    parts[3] = ct.toString('base64url');
    await expect(openAnswer(parts.join('.'), sealed.contentKey)).rejects.toThrow();
  });

  it('base64url round-trips every byte value', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(Buffer.from(base64url(bytes), 'base64url')).toEqual(Buffer.from(bytes));
    expect(createHash('sha256').update(base64url(bytes)).digest('hex')).toHaveLength(64);
  });

  it('keeps the client state codes equal to the contracts', () => {
    expect(stateEncryptedBodyInvalid).toBe(stateCodes.ENCRYPTED_BODY_INVALID.code);
    expect(stateEncryptedBodyExpired).toBe(stateCodes.ENCRYPTED_BODY_EXPIRED.code);
    expect(stateEncryptionRequired).toBe(stateCodes.ENCRYPTION_REQUIRED.code);
  });
});

describe('body-encryptor', () => {
  function encryptor(now = 1_000) {
    const timers: { run: () => void; ms: number }[] = [];
    const loadSettings = vi.fn(async () => ({
      encrypt: true,
      encryptName: 'RSA-OAEP-256+A256GCM' as const,
      publicKey: jwk,
      kid: 'k1',
      serverTime: now + 60_000,
      timestampWindowMs: 300_000,
    }));
    const e = createBodyEncryptor({ loadSettings, now: () => now, setTimer: (run, ms) => timers.push({ run, ms }) });
    return { e, timers, loadSettings };
  }
  const input = { method: 'POST', url: '/qzbps/x', tenant: '', body: '{}', timeoutMs: 30_000 };

  it('spec §9: keeps the request key for the timeout plus 10 ms, then drops it', async () => {
    const { e, timers } = encryptor();
    const sealed = await e.seal(input);
    expect(timers.map((t) => t.ms)).toEqual([30_000 + keyHoldExtraMs]);
    const { cek } = serverOpen(sealed.headers['content-enc-info'] as string, sealed.body);
    const answer = serverSeal(cek, '{"state":200}');
    expect(await sealed.open(answer)).toBe('{"state":200}');
    timers[0]?.run();
    await expect(sealed.open(answer)).rejects.toThrow(/dropped/);
  });

  it('sends the headers of spec §7 and corrects its clock by the server time', async () => {
    const { e } = encryptor(1_000);
    const sealed = await e.seal(input);
    expect(sealed.headers).toMatchObject({ 'content-type': 'text/plain;charset=utf-8', 'content-enc-allowed': '1' });
    expect(serverOpen(sealed.headers['content-enc-info'] as string, sealed.body).header.ts).toBe(61_000);
    e.syncClock(500_000);
    const later = await e.seal(input);
    expect(serverOpen(later.headers['content-enc-info'] as string, later.body).header.ts).toBe(500_000);
  });

  it('G6: fetches the public key once, and again after refresh() (a rotated key)', async () => {
    const { e, loadSettings } = encryptor();
    await e.seal(input);
    await e.seal(input);
    expect(loadSettings).toHaveBeenCalledTimes(1);
    e.refresh();
    await e.seal(input);
    expect(loadSettings).toHaveBeenCalledTimes(2);
  });
});
