import { constants, createCipheriv, createDecipheriv, type KeyObject, privateDecrypt, randomBytes } from 'node:crypto';

// The two JWE operations of request encryption (RFC 7516 §5.1/§5.2, RFC 7518 §4.3 and §5.3), written on
// node:crypto because the response is encrypted with the request's content key, which jose's
// compactDecrypt does not hand back. The tests check both directions against jose.

const cekBytes = 32;
const ivBytes = 12;
const tagBytes = 16;
const b64url = /^[A-Za-z0-9_-]*$/;

export type CompactJwe = { protectedB64: string; encryptedKey: Buffer; iv: Buffer; ciphertext: Buffer; tag: Buffer };

/** Splits a compact JWE; null for anything that is not five base64url parts with the right sizes. */
export function parseCompactJwe(jwe: string): CompactJwe | null {
  const parts = jwe.split('.');
  if (parts.length !== 5 || parts.some((p) => !b64url.test(p))) return null;
  const [protectedB64, ek, iv, ct, tag] = parts as [string, string, string, string, string];
  const parsed = {
    protectedB64,
    encryptedKey: Buffer.from(ek, 'base64url'),
    iv: Buffer.from(iv, 'base64url'),
    ciphertext: Buffer.from(ct, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
  };
  if (parsed.iv.length !== ivBytes || parsed.tag.length !== tagBytes || protectedB64.length === 0) return null;
  return parsed;
}

/**
 * RSA-OAEP-256 unwrap. A failed unwrap yields a random key instead of an error, so the caller goes on to
 * the AES-GCM step and fails there in the same way and about the same time (RFC 7516 §11.5, G5).
 */
export function unwrapKey(privateKey: KeyObject, encryptedKey: Buffer): Buffer {
  try {
    const cek = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      encryptedKey,
    );
    if (cek.length === cekBytes) return cek;
  } catch {
    // fall through: same path as a wrong-length key
  }
  return randomBytes(cekBytes);
}

/** A256GCM with the protected header as AAD; null when the tag does not verify. */
export function openContent(cek: Buffer, jwe: CompactJwe): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', cek, jwe.iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(jwe.protectedB64, 'ascii'));
    decipher.setAuthTag(jwe.tag);
    return Buffer.concat([decipher.update(jwe.ciphertext), decipher.final()]);
  } catch {
    return null;
  }
}

/** Compact JWE with `alg: dir` (the request's content key) and a fresh 96-bit IV. */
export function sealWithKey(cek: Buffer, header: Record<string, unknown>, plaintext: Buffer | string): string {
  const protectedB64 = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A256GCM', ...header })).toString('base64url');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', cek, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(protectedB64, 'ascii'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [
    protectedB64,
    '',
    iv.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}
