import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

// A simple ACL: the uploader may always read a file; anyone else only through a business record
// the file is linked to (a process instance, a data-template row), by one of two routes:
//  - an explicit grant on the record's business key (business_key_grants), or
//  - a check registered by the layer that owns the record (e.g. workflow: "a participant of the
//    instance"), for access that changes too often to keep as rows.

export type BusinessKeyAccessCheck = (db: Db, auth: AuthContext, businessKeys: readonly string[]) => Promise<boolean>;

const accessChecks: BusinessKeyAccessCheck[] = [];

/** Lets a layer that owns business records answer "may this user see record K?". */
export function registerBusinessKeyAccessCheck(check: BusinessKeyAccessCheck): void {
  if (!accessChecks.includes(check)) accessChecks.push(check);
}

export async function canReadFile(db: Db, auth: AuthContext, file: { id: string; ownerId: string }): Promise<boolean> {
  if (file.ownerId === auth.userId) return true;
  const links = await db
    .selectFrom('fileLinks')
    .select('businessKey')
    .where('tenantId', '=', auth.tenantId)
    .where('fileId', '=', file.id)
    .execute();
  if (links.length === 0) return false;
  const keys = links.map((l) => l.businessKey);
  const grant = await db
    .selectFrom('businessKeyGrants')
    .select('userId')
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .where('businessKey', 'in', keys)
    .executeTakeFirst();
  if (grant) return true;
  for (const check of accessChecks) {
    if (await check(db, auth, keys)) return true;
  }
  return false;
}

/**
 * Attaches files to a business record. Only files of the tenant count, and (when `ownerId` is
 * given) only the caller's own uploads, so nobody can attach, and thereby read, another's file.
 */
export async function linkFilesToBusinessKey(
  db: Db,
  tenantId: string,
  fileIds: readonly string[],
  businessKey: string,
  options: { ownerId?: string } = {},
): Promise<void> {
  if (fileIds.length === 0) return;
  let query = db.selectFrom('files').select('id').where('tenantId', '=', tenantId).where('id', 'in', fileIds);
  if (options.ownerId) query = query.where('ownerId', '=', options.ownerId);
  const found = new Set((await query.execute()).map((f) => f.id));
  const missing = fileIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('FILE_NOT_FOUND', `unknown file ${missing[0]}`);
  await db
    .insertInto('fileLinks')
    .values([...found].map((fileId) => ({ tenantId, fileId, businessKey })))
    .onConflict((c) => c.columns(['tenantId', 'fileId', 'businessKey']).doNothing())
    .execute();
}

export async function unlinkFilesFromBusinessKey(
  db: Db,
  tenantId: string,
  businessKey: string,
  fileIds?: readonly string[],
): Promise<void> {
  let query = db.deleteFrom('fileLinks').where('tenantId', '=', tenantId).where('businessKey', '=', businessKey);
  if (fileIds) {
    if (fileIds.length === 0) return;
    query = query.where('fileId', 'in', fileIds);
  }
  await query.execute();
}

/** Lets these users see the attachments of a business record (approvers, copied-to users…). */
export async function grantBusinessKeyAccess(
  db: Db,
  tenantId: string,
  businessKey: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('businessKeyGrants')
    .values([...new Set(userIds)].map((userId) => ({ tenantId, businessKey, userId })))
    .onConflict((c) => c.columns(['tenantId', 'businessKey', 'userId']).doNothing())
    .execute();
}

export async function revokeBusinessKeyAccess(
  db: Db,
  tenantId: string,
  businessKey: string,
  userIds?: readonly string[],
): Promise<void> {
  let query = db
    .deleteFrom('businessKeyGrants')
    .where('tenantId', '=', tenantId)
    .where('businessKey', '=', businessKey);
  if (userIds) {
    if (userIds.length === 0) return;
    query = query.where('userId', 'in', userIds);
  }
  await query.execute();
}
