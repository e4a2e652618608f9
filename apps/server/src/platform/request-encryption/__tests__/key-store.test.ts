import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { CompactEncrypt, compactDecrypt, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { openContent, parseCompactJwe, sealWithKey, unwrapKey } from '../jwe.ts';
import { openPrivateKey, sealPrivateKey } from '../key-store.ts';
import { memoryNonceStore, redisNonceStore } from '../nonce-store.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe('private keys at rest', () => {
  it('G6: sealed with the key-encryption key, bound to their kid', () => {
    const kek = randomBytes(32);
    const stored = sealPrivateKey(pem, 'kid-1', kek);
    expect(stored).not.toContain('PRIVATE KEY');
    expect(openPrivateKey(stored, 'kid-1', kek).export({ format: 'pem', type: 'pkcs8' })).toBe(pem);
    expect(() => openPrivateKey(stored, 'kid-2', kek)).toThrow(); // moved to another row
    expect(() => openPrivateKey(stored, 'kid-1', randomBytes(32))).toThrow();
    expect(() => openPrivateKey(stored, 'kid-1', null)).toThrow(/SECRETS_KEK is not configured/);
  });

  it('without a key-encryption key the PEM is stored as is (development)', () => {
    expect(sealPrivateKey(pem, 'kid-1', null)).toBe(pem);
  });
});

describe('jwe', () => {
  it('G1/G2: opens a compact JWE that jose made with RSA-OAEP-256/A256GCM', async () => {
    const jwk = pair.publicKey.export({ format: 'jwk' });
    const jwe = await new CompactEncrypt(new TextEncoder().encode('{"a":1}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(await importJWK({ ...jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256'));
    const parsed = parseCompactJwe(jwe);
    expect(parsed).not.toBeNull();
    if (!parsed) return;
    const plain = openContent(unwrapKey(pair.privateKey, parsed.encryptedKey), parsed);
    expect(plain?.toString()).toBe('{"a":1}');
  });

  it('G2: an answer sealed with the request key is a JWE jose opens (alg dir); each has a fresh IV', async () => {
    const cek = randomBytes(32);
    const a = sealWithKey(cek, { kid: 'k' }, '{"state":200}');
    const b = sealWithKey(cek, { kid: 'k' }, '{"state":200}');
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
    const { plaintext, protectedHeader } = await compactDecrypt(a, new Uint8Array(cek));
    expect(new TextDecoder().decode(plaintext)).toBe('{"state":200}');
    expect(protectedHeader).toMatchObject({ alg: 'dir', enc: 'A256GCM', kid: 'k' });
  });

  it('G5: a failed unwrap gives a random 32-byte key, not an error (no padding oracle)', () => {
    const k1 = unwrapKey(pair.privateKey, randomBytes(256));
    const k2 = unwrapKey(pair.privateKey, randomBytes(256));
    expect(k1).toHaveLength(32);
    expect(k1.equals(k2)).toBe(false);
  });

  it('G2: refuses IVs that are not 96 bits and tags that are not 128 bits', () => {
    const good = sealWithKey(randomBytes(32), {}, 'x').split('.');
    expect(parseCompactJwe(good.join('.'))).not.toBeNull();
    expect(
      parseCompactJwe([good[0], good[1], randomBytes(16).toString('base64url'), good[3], good[4]].join('.')),
    ).toBeNull();
    expect(
      parseCompactJwe([good[0], good[1], good[2], good[3], randomBytes(12).toString('base64url')].join('.')),
    ).toBeNull();
    expect(parseCompactJwe('a.b.c.d')).toBeNull();
  });
});

describe('memory nonce store', () => {
  it('G4: refuses a nonce within its lifetime, forgets it after', async () => {
    const store = memoryNonceStore();
    expect(await store.claim('n1', 1_000, 0)).toBe(true);
    expect(await store.claim('n1', 1_000, 999)).toBe(false);
    expect(await store.claim('n2', 5_000, 999)).toBe(true);
    expect(await store.claim('n1', 3_000, 1_000)).toBe(true);
    expect(store.size()).toBe(2);
  });
});

describe('redis nonce store', () => {
  it('G4: one atomic SET NX with the remaining lifetime, shared by every instance', async () => {
    const kept = new Map<string, string>();
    const calls: unknown[][] = [];
    const fake = {
      set: async (...args: unknown[]) => {
        calls.push(args);
        const [key] = args as [string];
        if (kept.has(key)) return null;
        kept.set(key, '1');
        return 'OK';
      },
    } as unknown as Redis;
    const a = redisNonceStore(fake);
    const b = redisNonceStore(fake); // another instance, same Redis
    expect(await a.claim('n1', 10_000, 4_000)).toBe(true);
    expect(await b.claim('n1', 10_000, 5_000)).toBe(false);
    expect(calls[0]).toEqual(['campusflow-enc-nonce:n1', '1', 'PX', 6_000, 'NX']);
  });
});

describe('randomness', () => {
  it('G3: the server crypto code takes randomness from node:crypto only, never Math.random', () => {
    const folder = new URL('../', import.meta.url);
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(new URL(file, folder), 'utf8')).not.toMatch(/Math\.random/);
  });
});
