import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (C5: ≥128 bits from a CSPRNG). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

// Tokens are stored as SHA-256 digests: a leaked table cannot be replayed (architecture.md §5).
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** PKCE S256 (RFC 7636 §4.2): BASE64URL(SHA256(ASCII(code_verifier))). The only method we accept (D3). */
export function pkceS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
