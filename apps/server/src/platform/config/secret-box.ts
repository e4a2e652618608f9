import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets at rest (request-encryption private keys, identity-provider client secrets): AES-256-GCM under
// the key-encryption key SECRETS_KEK, with the owning row's id as AAD so a sealed value cannot be moved to
// another row. Without a KEK (development, demo) values are stored as given; production refuses to start
// without one (config.ts).
const sealedPrefix = 'kek1:';

export function isSealed(stored: string): boolean {
  return stored.startsWith(sealedPrefix);
}

export function sealSecret(plain: string, aad: string, kek: Buffer | null): string {
  if (!kek) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv).setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${sealedPrefix}${[iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')}`;
}

/** Opens a sealed value; a value stored before a KEK was configured is returned as it is. */
export function openSecret(stored: string, aad: string, kek: Buffer | null): string {
  if (!isSealed(stored)) return stored;
  if (!kek) throw new Error(`secret of ${aad} is sealed but SECRETS_KEK is not configured`);
  const [iv, body, tag] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) throw new Error(`secret of ${aad} is malformed`);
  const decipher = createDecipheriv('aes-256-gcm', kek, iv).setAAD(Buffer.from(aad)).setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
