// Local data storage keyed by user id, or a per-browser ghost uuid before login (spec §9).
const ghostKey = 'cf:ghost-uuid';
let currentUserId: string | null = null;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function ghostUuid(): string {
  const store = backend();
  const existing = store?.getItem(ghostKey);
  if (existing) return existing;
  const created =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  store?.setItem(ghostKey, created);
  return created;
}

export function setStorageUser(userId: string | null): void {
  currentUserId = userId;
}

export function storageOwner(): string {
  return currentUserId ?? `ghost-${ghostUuid()}`;
}

export const userStorage = {
  get<T>(key: string): T | null {
    const raw = backend()?.getItem(`cf:${storageOwner()}:${key}`);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    backend()?.setItem(`cf:${storageOwner()}:${key}`, JSON.stringify(value));
  },
  remove(key: string): void {
    backend()?.removeItem(`cf:${storageOwner()}:${key}`);
  },
};

/** Device-wide values that are not a user's (the session itself, the language before login). */
export const deviceStorage = {
  get<T>(key: string): T | null {
    const raw = backend()?.getItem(`cf:${key}`);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    backend()?.setItem(`cf:${key}`, JSON.stringify(value));
  },
  remove(key: string): void {
    backend()?.removeItem(`cf:${key}`);
  },
};
