import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor (security-requirements.md A1): 19 MiB, 2 passes, 1 lane.
const argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    // Spend the same time as a real check so unknown accounts cannot be told apart by timing (A4).
    dummyHash ??= await hashPassword('not-a-password-dummy');
    await verify(dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: string | undefined;

// The PHC prefix of a hash made with the current parameters; anything else is upgraded at login (B1).
const currentPrefix = `$argon2id$v=19$m=${argon2idOptions.memoryCost},t=${argon2idOptions.timeCost},p=${argon2idOptions.parallelism}$`;

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(currentPrefix);
}
