// The wire names and rules of request-body encryption, free of zod: the web client's login bundle imports
// them (the schemas in request-encryption.schemas.ts would pull zod into it).

/**
 * A request body is a compact JWE (RFC 7516) split in two: the `Content-Enc-Info` header carries
 * `BASE64URL(protected).BASE64URL(wrapped key).BASE64URL(iv)`, the body (text/plain) carries
 * `BASE64URL(ciphertext).BASE64URL(tag)`. Joined with a dot they are one standard compact JWE.
 */
export const requestEncryptionHeaders = {
  /** Request: the wrapped key part of the JWE; its presence means "the body is encrypted". */
  encInfo: 'content-enc-info',
  /** Request: "answer encrypted"; response: "this body is encrypted" (spec §7). */
  encAllowed: 'content-enc-allowed',
} as const;

export const requestEncryptionAlgorithms = { alg: 'RSA-OAEP-256', enc: 'A256GCM' } as const;

/** G4: the largest distance between the request's ts and the server clock, both ways. */
export const encryptionTimestampWindowMs = 300_000;

export const requestEncryptionEndpoints = {
  settings: { service: 'oauth', method: 'GET', path: '/user/client/encrypt/get' },
} as const;

/** Request path and query normalised the same way on both sides (percent-encoding by WHATWG URL). */
export function normalisedRequestPath(url: string): string {
  const parsed = new URL(url, 'http://campusflow.invalid');
  return `${parsed.pathname}${parsed.search}`;
}
