import { createHash } from 'node:crypto';
import { type FileInfo, type FileSettings, fileSettingCodes } from '@campusflow/contracts';
import type { Selectable } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { canReadFile } from './file-access.ts';
import { extensionOf, sanitiseFileName } from './file-names.ts';
import { type FileStorage, storageKeyFor } from './file-storage.ts';
import { checkFileType, fileTypeOf, knownExtensions } from './file-types.ts';
import type { FilesTable } from './files.tables.ts';

export type FileRow = Selectable<FilesTable>;

export function toFileInfo(row: FileRow): FileInfo {
  return {
    id: row.id,
    name: row.name,
    ext: row.ext,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    ownerId: row.ownerId,
    isImage: fileTypeOf(row.ext)?.image ?? false,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The effective limits for a tenant: its own settings (sys_configs `file.maxBytes`,
 * `file.extensions`) can only narrow the global FILES_MAX_BYTES and the types the platform sniffs.
 */
export async function fileSettingsFor(
  db: Db,
  config: Pick<Config, 'FILES_MAX_BYTES'>,
  tenantId: string,
): Promise<FileSettings> {
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('code', 'in', [fileSettingCodes.maxBytes, fileSettingCodes.extensions])
    .execute();
  const value = (code: string) => rows.find((r) => r.code === code)?.value.trim();
  const tenantMax = Number(value(fileSettingCodes.maxBytes));
  const maxBytes =
    Number.isInteger(tenantMax) && tenantMax > 0 ? Math.min(tenantMax, config.FILES_MAX_BYTES) : config.FILES_MAX_BYTES;
  const listed = value(fileSettingCodes.extensions)
    ?.split(',')
    .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  const extensions =
    listed && listed.length > 0 ? knownExtensions.filter((e) => listed.includes(e)) : [...knownExtensions];
  return { maxBytes, extensions };
}

export type StoreFileInput = { auth: AuthContext; fileName: string; bytes: Buffer; settings: FileSettings; now: Date };

/** Checks and stores one uploaded file; the bytes go to storage, the metadata to `files`. */
export async function storeFile(db: Db, storage: FileStorage, input: StoreFileInput): Promise<FileInfo> {
  const { auth, bytes, settings } = input;
  if (bytes.length === 0) throw new AppError('FILE_MISSING', 'empty file');
  if (bytes.length > settings.maxBytes) {
    throw new AppError('FILE_TOO_LARGE', `larger than ${settings.maxBytes} bytes`, {
      variables: { maxBytes: settings.maxBytes },
    });
  }
  const name = sanitiseFileName(input.fileName);
  const ext = extensionOf(name);
  const check = checkFileType(ext, bytes, settings.extensions);
  if (!check.ok) {
    if (check.reason === 'type') {
      throw new AppError('FILE_TYPE_NOT_ALLOWED', `.${ext || '(none)'} is not allowed`, {
        variables: { extensions: settings.extensions },
      });
    }
    throw new AppError(
      'FILE_CONTENT_MISMATCH',
      check.reason === 'executable' ? 'executable content' : `content is not ${ext}`,
    );
  }
  const id = newId(input.now.getTime());
  const row: FileRow = {
    tenantId: auth.tenantId,
    id,
    ownerId: auth.userId,
    name,
    ext,
    mime: check.type.mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: storageKeyFor(auth.tenantId, id),
    createdAt: input.now,
  };
  await storage.put(row.storageKey, bytes);
  try {
    await db.insertInto('files').values(row).execute();
  } catch (error) {
    await storage.delete(row.storageKey).catch(() => {});
    throw error;
  }
  return toFileInfo(row);
}

/** A file of the caller's tenant; another tenant's id is simply not found (E2). */
export async function findFile(db: Db, tenantId: string, fileId: string): Promise<FileRow> {
  const row = await db
    .selectFrom('files')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw new AppError('FILE_NOT_FOUND');
  return row;
}

/** Loads a file the caller may read, or throws 404 / 403. */
export async function readableFile(db: Db, auth: AuthContext, fileId: string): Promise<FileRow> {
  const row = await findFile(db, auth.tenantId, fileId);
  if (!(await canReadFile(db, auth, row))) throw new AppError('FILE_ACCESS_DENIED');
  return row;
}

/** Metadata of several files of one tenant (forms show their attachment lists with it). */
export async function fileInfos(db: Db, tenantId: string, fileIds: readonly string[]): Promise<FileInfo[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', 'in', fileIds)
    .execute();
  return rows.map(toFileInfo);
}

/** The uploader removes a file that no business record uses yet. */
export async function removeFile(db: Db, storage: FileStorage, auth: AuthContext, fileId: string): Promise<void> {
  const row = await findFile(db, auth.tenantId, fileId);
  if (row.ownerId !== auth.userId) throw new AppError('FILE_ACCESS_DENIED');
  const link = await db
    .selectFrom('fileLinks')
    .select('businessKey')
    .where('tenantId', '=', auth.tenantId)
    .where('fileId', '=', fileId)
    .executeTakeFirst();
  if (link) throw new AppError('FILE_IN_USE');
  await db.deleteFrom('files').where('tenantId', '=', auth.tenantId).where('id', '=', fileId).execute();
  await storage.delete(row.storageKey);
}
