import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { createKey, defaultModulusBits, type LiveKey, loadLiveKeys } from './key-store.ts';

export type KeyRingOptions = {
  kek?: Buffer | null;
  modulusBits?: number;
  /** How long this instance trusts its copy of the key table (a rotation elsewhere shows up within it). */
  refreshMs?: number;
  /** An unknown kid reloads the table at most this often, so random kids cannot hammer the database. */
  unknownKidReloadMs?: number;
};

/**
 * This instance's view of the shared key table: the current key to advertise and every key still
 * accepted, private keys parsed once. Makes the first key on first use (single flight).
 */
export function createKeyRing(db: Db, clock: Clock, options: KeyRingOptions = {}) {
  const refreshMs = options.refreshMs ?? 60_000;
  const unknownKidReloadMs = options.unknownKidReloadMs ?? 5_000;
  let keys: LiveKey[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  function reload(): Promise<void> {
    loading ??= (async () => {
      const now = clock.now();
      let live = await loadLiveKeys(db, now, options.kek ?? null);
      if (live.length === 0) {
        await createKey(db, now, { modulusBits: options.modulusBits ?? defaultModulusBits, kek: options.kek ?? null });
        live = await loadLiveKeys(db, now, options.kek ?? null);
      }
      keys = live;
      loadedAt = now.getTime();
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  const accepted = (k: LiveKey, at: number) => k.retireAt === null || k.retireAt.getTime() > at;

  async function current(): Promise<LiveKey> {
    const at = clock.now().getTime();
    if (at - loadedAt >= refreshMs || !keys.some((k) => accepted(k, at))) await reload();
    const key = keys.find((k) => k.retireAt === null) ?? keys.find((k) => accepted(k, at));
    if (!key) throw new Error('no request-encryption key available');
    return key;
  }

  async function find(kid: string): Promise<LiveKey | null> {
    const at = clock.now().getTime();
    if (at - loadedAt >= refreshMs) await reload();
    let key = keys.find((k) => k.kid === kid);
    // Made by another instance since our last load: look once more, at a bounded rate.
    if (!key && at - loadedAt >= unknownKidReloadMs) {
      await reload();
      key = keys.find((k) => k.kid === kid);
    }
    return key && accepted(key, at) ? key : null;
  }

  /** Forget the cached table (after a rotation on this instance). */
  function invalidate(): void {
    loadedAt = Number.NEGATIVE_INFINITY;
  }

  return { current, find, invalidate };
}

export type KeyRing = ReturnType<typeof createKeyRing>;
