import { admissionImportMaxRows, type ImportMode, type ImportStatus } from '@campusflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { type FileStorage, findFile, readableFile } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type AdmissionTables, admissionsDb } from './admissions.tables.ts';
import { checkSheet, type ValidRow } from './import-validate.ts';
import { readSheet, SheetReadError } from './sheet-reader.ts';

// The import of the admitted list: a file from the file store is checked into a report first; the
// administrator then runs it as a job in mode `all` (nothing is written unless every row is valid) or
// `valid` (the valid rows only). The job writes in chunks, each its own transaction with the progress,
// so the page's polling (and every other request, on the single-connection embedded database) gets
// through while it runs. All-or-nothing across chunks is kept by re-checking the whole file at the
// start, one running import per tenant (a partial unique index), and, should a chunk still fail,
// removing what this import wrote.

export type ImportContext = { db: Db; storage: FileStorage; now: () => Date; log: FastifyBaseLogger };

const chunkSize = 500;
/** A running import whose heartbeat is older than this was interrupted (the process stopped). */
const staleMs = 120_000;

const running = new Set<Promise<void>>();

/** Resolves when every import started by this process has finished (tests, shutdown). */
export async function importsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function importStatus(
  db: Db,
  tenantId: string,
  id: string,
  page: { limit: number; offset: number },
  now: Date,
): Promise<ImportStatus> {
  await recoverStaleImports(db, tenantId, now);
  const row = await admissionsDb(db)
    .selectFrom('admissionImports')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('ADMISSION_IMPORT_NOT_FOUND');
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    mode: row.mode,
    totalRows: row.totalRows,
    validRows: row.validRows,
    errorRows: row.errorRows,
    processedRows: row.processedRows,
    createdCount: row.createdCount,
    failure: row.failure,
    createdAt: iso(row.createdAt) as string,
    finishedAt: iso(row.finishedAt),
    problems: row.report.slice(page.offset, page.offset + page.limit),
  };
}

async function checkFile(ctx: ImportContext, tenantId: string, file: { ext: string; storageKey: string }) {
  if (!['csv', 'xlsx', 'txt'].includes(file.ext.toLowerCase())) {
    throw new AppError('ADMISSION_IMPORT_UNREADABLE', `.${file.ext} is not CSV or XLSX`);
  }
  const bytes = await ctx.storage.get(file.storageKey);
  let rows: ReturnType<typeof readSheet>;
  try {
    rows = readSheet(bytes, file.ext);
  } catch (error) {
    if (error instanceof SheetReadError) throw new AppError('ADMISSION_IMPORT_UNREADABLE', error.message);
    throw error;
  }
  if (rows.length - 1 > admissionImportMaxRows) throw new AppError('ADMISSION_IMPORT_TOO_LARGE');
  return checkSheet(ctx.db, tenantId, rows);
}

/** Checks an uploaded file (the caller's, or one they may read) and stores the report. */
export async function createImport(ctx: ImportContext, auth: AuthContext, fileId: string): Promise<ImportStatus> {
  const file = await readableFile(ctx.db, auth, fileId);
  const checked = await checkFile(ctx, auth.tenantId, file);
  const id = newId();
  const now = ctx.now();
  await admissionsDb(ctx.db)
    .insertInto('admissionImports')
    .values({
      tenantId: auth.tenantId,
      id,
      fileId,
      fileName: file.name,
      createdBy: auth.userId,
      createdAt: now,
      status: 'validated',
      totalRows: checked.totalRows,
      validRows: checked.valid.length,
      errorRows: checked.report.length,
      report: JSON.stringify(checked.report),
    })
    .execute();
  return importStatus(ctx.db, auth.tenantId, id, { limit: 200, offset: 0 }, now);
}

/** Starts the job; answers at once (the page polls importStatus). */
export async function commitImport(ctx: ImportContext, auth: AuthContext, id: string, mode: ImportMode) {
  const now = ctx.now();
  await recoverStaleImports(ctx.db, auth.tenantId, now);
  const adb = admissionsDb(ctx.db);
  const current = await adb
    .selectFrom('admissionImports')
    .select(['status', 'errorRows'])
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw new AppError('ADMISSION_IMPORT_NOT_FOUND');
  if (current.status !== 'validated') throw new AppError('ADMISSION_IMPORT_STATE');
  if (mode === 'all' && current.errorRows > 0) throw new AppError('ADMISSION_IMPORT_HAS_ERRORS');
  try {
    const claimed = await adb
      .updateTable('admissionImports')
      .set({ status: 'running', mode, startedAt: now, heartbeatAt: now })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', id)
      .where('status', '=', 'validated')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('ADMISSION_IMPORT_STATE');
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('ADMISSION_IMPORT_BUSY');
    throw error;
  }
  const job = runImport(ctx, auth.tenantId, id, mode).finally(() => running.delete(job));
  running.add(job);
  return importStatus(ctx.db, auth.tenantId, id, { limit: 0, offset: 0 }, now);
}

async function newStudentRoleId(db: Db, tenantId: string): Promise<string> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', 'newStudent')
    .executeTakeFirst();
  if (!role) throw new Error('the tenant has no newStudent role');
  return role.id;
}

/** Writes checked rows in chunks inside the caller's transaction (the demo seed; the job chunks itself). */
export async function writeCandidates(db: Db, tenantId: string, importId: string | null, rows: ValidRow[], now: Date) {
  const roleId = await newStudentRoleId(db, tenantId);
  for (let i = 0; i < rows.length; i += chunkSize) {
    await writeChunk(db, tenantId, importId, roleId, rows.slice(i, i + chunkSize), now);
  }
}

/** Writes one chunk: the newStudent accounts (no password yet: it is issued on request) and the list rows. */
async function writeChunk(
  trx: Db,
  tenantId: string,
  importId: string | null,
  roleId: string,
  rows: ValidRow[],
  now: Date,
) {
  const people = rows.map((r) => ({ row: r, userId: newId(now.getTime()), candidateId: newId(now.getTime()) }));
  await trx
    .insertInto('users')
    .values(
      people.map(({ row, userId }) => ({
        tenantId,
        id: userId,
        account: row.examineeNo,
        accountLower: row.examineeNo.toLowerCase(),
        // No password until the examinee or the office asks for the initial one (lookup-credential.ts):
        // nothing secret is made in bulk, and the account cannot be logged in to before that.
        passwordHash: null,
        mustChangePassword: true,
        language: null,
        mobile: row.mobile || null,
        email: null,
        expiresAt: null,
        initialPasswordExpiresAt: null,
        lastFailureAt: null,
        lockedUntil: null,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await trx
    .insertInto('employees')
    .values(
      people.map(({ row, userId }) => ({
        tenantId,
        userId,
        name: row.name,
        code: row.studentNo || row.examineeNo,
        gender: row.gender,
        // Placed in the class when the list names one, else in the major (classes come later, 分班).
        orgId: row.classId ?? row.majorId,
      })),
    )
    .execute();
  await trx
    .insertInto('tenantMembers')
    .values(people.map(({ userId }) => ({ tenantId, userId, homeTenantId: tenantId })))
    .execute();
  await trx
    .insertInto('userRoles')
    .values(people.map(({ userId }) => ({ tenantId, userId, roleId })))
    .execute();
  await admissionsDb(trx)
    .insertInto('admissionCandidates')
    .values(
      people.map(({ row, userId, candidateId }) => ({
        tenantId,
        id: candidateId,
        examineeNo: row.examineeNo,
        name: row.name,
        idType: row.idType,
        idHash: row.idHash,
        idMasked: row.idMasked,
        gender: row.gender,
        birthDate: row.birthDate,
        collegeId: row.collegeId,
        majorId: row.majorId,
        classId: row.classId,
        batch: row.batch,
        admissionType: row.admissionType,
        province: row.province,
        mobile: row.mobile,
        noticeNo: row.noticeNo,
        studentNo: row.studentNo,
        opinion: row.opinion,
        userId,
        importId,
        createdAt: now,
      })),
    )
    .execute();
}

async function runImport(ctx: ImportContext, tenantId: string, id: string, mode: ImportMode): Promise<void> {
  const adb = admissionsDb(ctx.db);
  const update = (values: Updateable<AdmissionTables['admissionImports']>) =>
    adb.updateTable('admissionImports').set(values).where('tenantId', '=', tenantId).where('id', '=', id).execute();
  try {
    const job = await adb
      .selectFrom('admissionImports')
      .select('fileId')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Checked again: the list may have changed since the report (another import, a new account).
    const checked = await checkFile(ctx, tenantId, await findFile(ctx.db, tenantId, job.fileId));
    await update({
      totalRows: checked.totalRows,
      validRows: checked.valid.length,
      errorRows: checked.report.length,
      report: JSON.stringify(checked.report),
      heartbeatAt: ctx.now(),
    });
    if (mode === 'all' && checked.report.length > 0) throw new AppError('ADMISSION_IMPORT_HAS_ERRORS');
    const roleId = await newStudentRoleId(ctx.db, tenantId);
    let written = 0;
    for (let i = 0; i < checked.valid.length; i += chunkSize) {
      const chunk = checked.valid.slice(i, i + chunkSize);
      await ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        await writeChunk(trx, tenantId, id, roleId, chunk, now);
        written += chunk.length;
        await admissionsDb(trx)
          .updateTable('admissionImports')
          .set({ processedRows: written, createdCount: written, heartbeatAt: now })
          .where('tenantId', '=', tenantId)
          .where('id', '=', id)
          .execute();
      });
      // The embedded database answers through microtasks only: without a turn of the event loop here
      // the job would starve every other request (the page's progress polls included) until it ends.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await update({ status: 'done', finishedAt: ctx.now() });
    ctx.log.info({ event: 'admissions.import.done', importId: id, created: written }, 'admitted list imported');
  } catch (error) {
    const failure = error instanceof AppError ? error.codeName : 'INTERNAL_ERROR';
    if (!(error instanceof AppError)) ctx.log.error({ err: error, importId: id }, 'admitted list import failed');
    try {
      if (mode === 'all') await removeImportedRows(ctx.db, tenantId, id);
      const created = await adb
        .selectFrom('admissionCandidates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenantId)
        .where('importId', '=', id)
        .executeTakeFirst();
      await update({ status: 'failed', failure, finishedAt: ctx.now(), createdCount: Number(created?.n ?? 0) });
    } catch (cleanupError) {
      ctx.log.error({ err: cleanupError, importId: id }, 'admitted list import cleanup failed');
    }
  }
}

/** Undoes an import: its list rows and the accounts it created (they never had a password). */
export async function removeImportedRows(db: Db, tenantId: string, importId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const adb = admissionsDb(trx);
    const rows = await adb
      .selectFrom('admissionCandidates')
      .select('userId')
      .where('tenantId', '=', tenantId)
      .where('importId', '=', importId)
      .execute();
    const userIds = rows.map((r) => r.userId).filter((u): u is string => u !== null);
    await adb
      .deleteFrom('admissionCandidates')
      .where('tenantId', '=', tenantId)
      .where('importId', '=', importId)
      .execute();
    for (let i = 0; i < userIds.length; i += 1000) {
      const ids = userIds.slice(i, i + 1000);
      await trx.deleteFrom('userRoles').where('tenantId', '=', tenantId).where('userId', 'in', ids).execute();
      await trx.deleteFrom('tenantMembers').where('tenantId', '=', tenantId).where('userId', 'in', ids).execute();
      await trx.deleteFrom('employees').where('tenantId', '=', tenantId).where('userId', 'in', ids).execute();
      await trx.deleteFrom('users').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
    }
  });
}

/** Marks imports whose process stopped as failed (an all-or-nothing one is undone first). */
async function recoverStaleImports(db: Db, tenantId: string, now: Date): Promise<void> {
  const stale = await admissionsDb(db)
    .selectFrom('admissionImports')
    .select(['id', 'mode'])
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'running')
    .where('heartbeatAt', '<', new Date(now.getTime() - staleMs))
    .execute();
  for (const job of stale) {
    if (job.mode === 'all') await removeImportedRows(db, tenantId, job.id);
    await admissionsDb(db)
      .updateTable('admissionImports')
      .set({ status: 'failed', failure: 'INTERRUPTED', finishedAt: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .execute();
  }
}

export async function recentImports(db: Db, tenantId: string, now: Date): Promise<ImportStatus[]> {
  await recoverStaleImports(db, tenantId, now);
  const rows = await admissionsDb(db)
    .selectFrom('admissionImports')
    .select('id')
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt', 'desc')
    .limit(10)
    .execute();
  return Promise.all(rows.map((r) => importStatus(db, tenantId, r.id, { limit: 0, offset: 0 }, now)));
}
