import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * Where attachment bytes live (architecture.md §6). Keys are made by the platform
 * (`<tenantId>/<2 chars>/<fileId>`), never from a user's file name. Other backends (S3, MinIO)
 * implement the same three calls.
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  delete: (key: string) => Promise<void>;
};

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function storageKeyFor(tenantId: string, fileId: string): string {
  return `${tenantId}/${fileId.replaceAll('-', '').slice(-2)}/${fileId}`;
}

/** Stores files under one directory. Refuses any key that is not ours or would leave the root. */
export function localDirectoryStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    const rel = relative(base, path);
    if (!keyPattern.test(key) || rel.startsWith('..') || isAbsolute(rel)) throw new Error('invalid storage key');
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx': a key is written once; an existing file means an id collision, never an overwrite.
      await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
    },
    get: (key) => readFile(pathOf(key)),
    delete: (key) => rm(pathOf(key), { force: true }),
  };
}
