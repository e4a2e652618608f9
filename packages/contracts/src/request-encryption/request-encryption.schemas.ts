import { z } from 'zod';
import { requestEncryptionAlgorithms } from './request-encryption.wire.ts';

/**
 * The protected header: authenticated as AAD by AES-GCM, so method, path, tenant, time and nonce cannot be
 * changed without the tag failing (G4).
 */
export const EncryptedRequestHeader = z.strictObject({
  alg: z.literal(requestEncryptionAlgorithms.alg),
  enc: z.literal(requestEncryptionAlgorithms.enc),
  kid: z.string().min(1).max(100),
  cty: z.literal('json').optional(),
  /** HTTP method, upper case. */
  htm: z.string().min(3).max(10),
  /** Path and query as sent, normalised by URL (pathname + search). */
  htp: z.string().min(1).max(2048),
  /** Tenant id of the token, else the X-Authorization-tenantid header, else ''. */
  tid: z.string().max(64),
  /** Milliseconds since the epoch (13 digits). */
  ts: z.number().int().positive(),
  /** 128 random bits, base64url. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
});
export type EncryptedRequestHeader = z.infer<typeof EncryptedRequestHeader>;

/** RSA public key as a JWK (RFC 7517), what WebCrypto imports for RSA-OAEP-256. */
export const EncryptionPublicJwk = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal(requestEncryptionAlgorithms.alg),
  use: z.literal('enc'),
});
export type EncryptionPublicJwk = z.infer<typeof EncryptionPublicJwk>;

/** GET /user/client/encrypt/get: the spec's {encrypt, encryptName, publicKey} plus what the client needs. */
export const EncryptionSettings = z.object({
  /** The tenant's encrypt_express is '1': plain JSON bodies are refused. */
  encrypt: z.boolean(),
  encryptName: z.literal('RSA-OAEP-256+A256GCM'),
  publicKey: EncryptionPublicJwk,
  kid: z.string(),
  /** Lets the client correct its clock against the G4 window. */
  serverTime: z.number().int(),
  timestampWindowMs: z.number().int(),
});
export type EncryptionSettings = z.infer<typeof EncryptionSettings>;
