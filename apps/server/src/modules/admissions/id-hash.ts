import { createHmac, randomBytes } from 'node:crypto';
import { normaliseIdNumber } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { admissionsDb } from './admissions.tables.ts';

// ID numbers are sensitive personal information (PIPL art. 28): the admitted list keeps only a keyed
// hash to match what an examinee types, and a masked form to show. An 18-character ID number has too
// little entropy for a plain hash; the per-tenant key makes a copied table useless without the key.

/** The tenant's key, created on first use (two first uses at once: the insert that loses reads the winner's). */
export async function tenantIdKey(db: Db, tenantId: string): Promise<Buffer> {
  const adb = admissionsDb(db);
  await adb
    .insertInto('admissionKeys')
    .values({ tenantId, hmacKey: randomBytes(32) })
    .onConflict((c) => c.column('tenantId').doNothing())
    .execute();
  const row = await adb
    .selectFrom('admissionKeys')
    .select('hmacKey')
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.hmacKey);
}

export function hashIdNumber(key: Buffer, idNumber: string): string {
  return createHmac('sha256', key).update(normaliseIdNumber(idNumber)).digest('base64url');
}
