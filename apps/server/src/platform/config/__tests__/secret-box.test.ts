import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isSealed, openSecret, sealSecret } from '../secret-box.ts';

describe('secrets at rest (SECRETS_KEK)', () => {
  const kek = randomBytes(32);

  it('seals with a fresh IV each time and opens only with the same key and row', () => {
    const a = sealSecret('client-secret', 'row-1', kek);
    const b = sealSecret('client-secret', 'row-1', kek);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret');
    expect(openSecret(a, 'row-1', kek)).toBe('client-secret');
    expect(() => openSecret(a, 'row-2', kek)).toThrow();
    expect(() => openSecret(a, 'row-1', randomBytes(32))).toThrow();
    expect(() => openSecret(a, 'row-1', null)).toThrow(/SECRETS_KEK is not configured/);
  });

  it('refuses a tampered value', () => {
    const sealed = sealSecret('client-secret', 'row-1', kek);
    // Flip one bit of the ciphertext itself (a base64 character's spare bits would decode unchanged).
    const [prefixAndIv = '', body = '', tag = ''] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = [prefixAndIv, bytes.toString('base64url'), tag].join('.');
    expect(() => openSecret(tampered, 'row-1', kek)).toThrow();
    expect(openSecret(sealed, 'row-1', kek)).toBe('client-secret');
  });

  it('keeps values as given without a key (development) and reads them after a key is set', () => {
    expect(sealSecret('plain', 'row-1', null)).toBe('plain');
    expect(openSecret('plain', 'row-1', kek)).toBe('plain');
  });

  it('is required in production and must be 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEK/);
    expect(() => loadConfig({ SECRETS_KEK: randomBytes(16).toString('base64') })).toThrow(/SECRETS_KEK/);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEK: kek.toString('base64') }).SECRETS_KEK).toEqual(kek);
  });
});
