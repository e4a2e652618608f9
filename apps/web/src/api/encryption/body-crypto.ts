import {
  type EncryptedRequestHeader,
  type EncryptionPublicJwk,
  normalisedRequestPath,
  requestEncryptionAlgorithms,
} from '@campusflow/contracts';

// Request-body encryption on WebCrypto alone (security-requirements.md §4): RSA-OAEP-256 wraps a fresh
// AES-256-GCM key per request; the wire form is a compact JWE (RFC 7516) split between the
// Content-Enc-Info header and the body. No JS bignum library; randomness only from crypto.getRandomValues (G3).

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The server's public key, usable only to wrap keys. */
export function importServerKey(jwk: EncryptionPublicJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: jwk.alg, ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

export type SealInput = {
  serverKey: CryptoKey;
  kid: string;
  method: string;
  /** The request URL as fetched (relative or absolute); its path and query are bound. */
  url: string;
  tenant: string;
  body: string;
  /** Milliseconds since the epoch, corrected by the server's clock. */
  now: number;
};

export type SealedBody = {
  encInfo: string;
  body: string;
  /** The request's AES-GCM key, not extractable; the answer is opened with it. */
  contentKey: CryptoKey;
  header: EncryptedRequestHeader;
};

export async function sealBody(input: SealInput): Promise<SealedBody> {
  // G3: 32 bytes from the CSPRNG, then imported as a non-extractable key and wiped from memory.
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const header: EncryptedRequestHeader = {
    alg: requestEncryptionAlgorithms.alg,
    enc: requestEncryptionAlgorithms.enc,
    kid: input.kid,
    cty: 'json',
    htm: input.method.toUpperCase(),
    htp: normalisedRequestPath(input.url),
    tid: input.tenant,
    ts: Math.round(input.now),
    nonce: base64url(crypto.getRandomValues(new Uint8Array(16))),
  };
  const protectedB64 = base64url(encoder.encode(JSON.stringify(header)));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, input.serverKey, raw));
  const contentKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  raw.fill(0);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(protectedB64), tagLength: 128 },
      contentKey,
      encoder.encode(input.body),
    ),
  );
  const ciphertext = sealed.subarray(0, sealed.length - 16);
  const tag = sealed.subarray(sealed.length - 16);
  return {
    encInfo: `${protectedB64}.${base64url(wrapped)}.${base64url(iv)}`,
    body: `${base64url(ciphertext)}.${base64url(tag)}`,
    contentKey,
    header,
  };
}

/** Opens an answer sealed with the request's key (compact JWE, alg dir, A256GCM); throws when it does not verify. */
export async function openAnswer(jwe: string, contentKey: CryptoKey): Promise<string> {
  const parts = jwe.trim().split('.');
  if (parts.length !== 5) throw new Error('not a compact JWE');
  const [protectedB64, encryptedKey, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  const header = JSON.parse(decoder.decode(fromBase64url(protectedB64))) as { alg?: string; enc?: string };
  if (header.alg !== 'dir' || header.enc !== 'A256GCM' || encryptedKey !== '') throw new Error('unexpected JWE');
  const ct = fromBase64url(ciphertext);
  const t = fromBase64url(tag);
  const joined = new Uint8Array(ct.length + t.length);
  joined.set(ct);
  joined.set(t, ct.length);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: encoder.encode(protectedB64), tagLength: 128 },
    contentKey,
    joined,
  );
  return decoder.decode(plain);
}
