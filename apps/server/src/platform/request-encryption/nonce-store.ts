import type { Redis } from 'ioredis';

/** G4: remembers nonces for as long as their timestamp is acceptable; `claim` is false for a nonce seen before. */
export type NonceStore = { claim: (nonce: string, expiresAtMs: number, nowMs: number) => Promise<boolean> };

/**
 * Shared by every instance through Redis (SET NX with an expiry: one atomic step, so two instances cannot
 * both accept the same nonce). REDIS_URL is required for several instances (README "Several instances").
 */
export function redisNonceStore(redis: Redis, prefix = 'campusflow-enc-nonce:'): NonceStore {
  return {
    async claim(nonce, expiresAtMs, nowMs) {
      const ttlMs = Math.max(1, expiresAtMs - nowMs);
      return (await redis.set(`${prefix}${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

/** One instance without Redis: a map pruned as it grows. Entries expire in roughly insertion order. */
export function memoryNonceStore(): NonceStore & { size: () => number } {
  const seen = new Map<string, number>();
  function prune(nowMs: number) {
    for (const [nonce, expiresAt] of seen) {
      if (expiresAt > nowMs) break;
      seen.delete(nonce);
    }
  }
  return {
    async claim(nonce, expiresAtMs, nowMs) {
      prune(nowMs);
      const known = seen.get(nonce);
      if (known !== undefined && known > nowMs) return false;
      seen.delete(nonce);
      seen.set(nonce, expiresAtMs);
      return true;
    },
    size: () => seen.size,
  };
}
