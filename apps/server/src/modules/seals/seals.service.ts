import { type Locale, type SealApplyBody, type SealType, sealTypeDictionary } from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { getDictionary } from '../../platform/dictionaries/dictionaries.service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { engineDeps } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { sealProcessKey } from './seals.definitions.ts';
import { sealsDb } from './seals.tables.ts';
import { parseSealValues } from './seals-register.ts';

/**
 * Starts `seal_request` with the application as its form data. The first step (seals-register.ts)
 * checks the values and writes the row inside the start's transaction.
 */
export async function applySeal(db: Db, auth: AuthContext, body: SealApplyBody, now: Date) {
  // Checked here first as well so the module's own call answers with the module's codes; the form
  // engine would refuse the same values with its generic 6080103.
  await parseSealValues(db, auth.tenantId, body);
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    { defKey: sealProcessKey, data: { ...body }, nodeUsers: {} },
    now,
  );
  const row = await sealsDb(db)
    .selectFrom('sealApplications')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('instanceId', '=', started.instId)
    .executeTakeFirstOrThrow();
  return { id: row.id, instanceId: started.instId };
}

/**
 * The keeper records that the seal was used on an approved application: once, under a row lock so two
 * keepers cannot both record it.
 */
export async function recordUse(db: Db, auth: AuthContext, id: string, remark: string, now: Date) {
  return inTransaction(db, async (trx) => {
    const sdb = sealsDb(trx);
    const row = await sdb
      .selectFrom('sealApplications as s')
      .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 's.tenantId').onRef('i.id', '=', 's.instanceId'))
      .select(['s.id', 's.usedAt', 'i.result'])
      .where('s.tenantId', '=', auth.tenantId)
      .where('s.id', '=', id)
      .forUpdate('s')
      .executeTakeFirst();
    if (!row) throw new AppError('SEALS_NOT_FOUND');
    if (row.result !== 'approved' || row.usedAt) throw new AppError('SEALS_NOT_USABLE');
    await sdb
      .updateTable('sealApplications')
      .set({ usedAt: now, usedBy: auth.userId, useRemark: remark, updatedAt: now })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', id)
      .execute();
    return { usedAt: now.toISOString() };
  });
}

/** The enabled seal types of the tenant in the request language. */
export async function sealTypes(db: Db, tenantId: string, locale: Locale): Promise<SealType[]> {
  const dictionary = await getDictionary(db, tenantId, sealTypeDictionary, locale);
  return dictionary.items.map((i) => ({ key: i.key, label: i.label }));
}
