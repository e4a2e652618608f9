import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { type EncryptionPublicJwk, requestEncryptionAlgorithms } from '@campusflow/contracts';
import { calculateJwkThumbprint } from 'jose';
import { openSecret, sealSecret } from '../config/secret-box.ts';
import type { Db } from '../db/database.ts';
import { encryptionDb } from './request-encryption.tables.ts';

const generateRsa = promisify(generateKeyPair);

/** G1: 3072-bit RSA (ASVS 5.0 11.2.3); 2048-bit keys made before stay accepted until retired. */
export const defaultModulusBits = 3072;
/** G6: how long the previous key is still accepted after a rotation (clients keep a key for a session). */
export const defaultRotationOverlapSeconds = 24 * 3600;

export type LiveKey = {
  kid: string;
  publicJwk: EncryptionPublicJwk;
  privateKey: KeyObject;
  createdAt: Date;
  retireAt: Date | null;
};

// Private keys at rest are sealed under SECRETS_KEK with the kid as AAD (config/secret-box.ts).
export function sealPrivateKey(pem: string, kid: string, kek: Buffer | null): string {
  return sealSecret(pem, kid, kek);
}

export function openPrivateKey(stored: string, kid: string, kek: Buffer | null): KeyObject {
  return createPrivateKey(openSecret(stored, kid, kek));
}

/** Makes a key pair and stores it as the current key; the kid is the RFC 7638 thumbprint. */
export async function createKey(
  db: Db,
  now: Date,
  options: { modulusBits?: number; kek?: Buffer | null } = {},
): Promise<string> {
  const modulusBits = options.modulusBits ?? defaultModulusBits;
  const { publicKey, privateKey } = await generateRsa('rsa', { modulusLength: modulusBits, publicExponent: 0x10001 });
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('RSA key export failed');
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e });
  const publicJwk: EncryptionPublicJwk = { kty: 'RSA', n, e, kid, alg: requestEncryptionAlgorithms.alg, use: 'enc' };
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await encryptionDb(db)
    .insertInto('requestEncryptionKeys')
    .values({
      kid,
      publicJwk: JSON.stringify(publicJwk),
      privateKey: sealPrivateKey(pem, kid, options.kek ?? null),
      modulusBits,
      createdAt: now,
      retireAt: null,
    })
    .execute();
  return kid;
}

/** Keys still accepted at `now`, newest first; the first one is the current (advertised) key. */
export async function loadLiveKeys(db: Db, now: Date, kek: Buffer | null): Promise<LiveKey[]> {
  const rows = await encryptionDb(db)
    .selectFrom('requestEncryptionKeys')
    .selectAll()
    .where((eb) => eb.or([eb('retireAt', 'is', null), eb('retireAt', '>', now)]))
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    kid: r.kid,
    publicJwk: r.publicJwk as EncryptionPublicJwk,
    privateKey: openPrivateKey(r.privateKey, r.kid, kek),
    createdAt: new Date(r.createdAt),
    retireAt: r.retireAt ? new Date(r.retireAt) : null,
  }));
}

/**
 * G6, rotation without downtime: a new current key, and every older live key retires `overlapSeconds` later
 * (until then both are accepted). For an operator or a scheduled task (npm run keys:rotate).
 */
export async function rotateKeys(
  db: Db,
  now: Date,
  options: { overlapSeconds?: number; modulusBits?: number; kek?: Buffer | null } = {},
): Promise<{ kid: string; retiring: string[] }> {
  const retireAt = new Date(now.getTime() + (options.overlapSeconds ?? defaultRotationOverlapSeconds) * 1000);
  const kid = await createKey(db, now, options);
  const retired = await encryptionDb(db)
    .updateTable('requestEncryptionKeys')
    .set({ retireAt })
    .where('kid', '!=', kid)
    .where((eb) => eb.or([eb('retireAt', 'is', null), eb('retireAt', '>', retireAt)]))
    .returning('kid')
    .execute();
  return { kid, retiring: retired.map((r) => r.kid) };
}
