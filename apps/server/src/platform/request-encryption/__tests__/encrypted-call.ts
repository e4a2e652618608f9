import { randomBytes } from 'node:crypto';
import { type EncryptionSettings, normalisedRequestPath, requestEncryptionHeaders } from '@campusflow/contracts';
import { CompactEncrypt, compactDecrypt, importJWK } from 'jose';
import type { TestApp } from '../../../testing/test-app.ts';

// A client written on jose (an independent JWE implementation), so the tests also show that the server's
// node:crypto code speaks standard RSA-OAEP-256/A256GCM compact JWE.

export const settingsUrl = '/qzbps/oauth2/v3/user/client/encrypt/get';

export async function fetchSettings(t: TestApp, headers: Record<string, string> = {}): Promise<EncryptionSettings> {
  const res = await t.call({ method: 'GET', url: settingsUrl, headers });
  if (res.body.state !== 200) throw new Error(`settings: ${res.body.state}`);
  return res.body.data as EncryptionSettings;
}

export type SealOptions = {
  settings: EncryptionSettings;
  method?: string;
  url: string;
  body: unknown;
  tenant?: string;
  /** Changes to the protected header after the defaults (tests of tampering). */
  header?: Record<string, unknown>;
  ts?: number;
  nonce?: string;
};

export type Sealed = { encInfo: string; body: string; cek: Uint8Array; jwe: string };

export async function seal(o: SealOptions): Promise<Sealed> {
  const cek = new Uint8Array(randomBytes(32));
  const key = await importJWK(o.settings.publicKey, 'RSA-OAEP-256');
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(o.body)))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: o.settings.kid,
      htm: o.method ?? 'POST',
      htp: normalisedRequestPath(o.url),
      tid: o.tenant ?? '',
      ts: o.ts ?? Date.now(),
      nonce: o.nonce ?? randomBytes(16).toString('base64url'),
      ...o.header,
    })
    .setContentEncryptionKey(cek)
    .encrypt(key);
  const parts = jwe.split('.');
  return { encInfo: parts.slice(0, 3).join('.'), body: parts.slice(3).join('.'), cek, jwe };
}

/** The request as the web client sends it. */
export function encryptedInject(
  sealed: Pick<Sealed, 'encInfo' | 'body'>,
  o: { url: string; method?: 'POST' | 'PUT'; headers?: Record<string, string>; answerEncrypted?: boolean },
) {
  return {
    method: o.method ?? 'POST',
    url: o.url,
    headers: {
      ...o.headers,
      'content-type': 'text/plain;charset=utf-8',
      [requestEncryptionHeaders.encInfo]: sealed.encInfo,
      ...(o.answerEncrypted ? { [requestEncryptionHeaders.encAllowed]: '1' } : {}),
    },
    payload: sealed.body,
  } as const;
}

/** Opens an encrypted answer with the request's content key (jose, alg dir). */
export async function openAnswer(
  jwe: string,
  cek: Uint8Array,
): Promise<{ body: unknown; header: Record<string, unknown> }> {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, cek);
  return { body: JSON.parse(new TextDecoder().decode(plaintext)), header: protectedHeader };
}
