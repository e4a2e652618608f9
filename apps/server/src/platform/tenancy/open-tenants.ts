import type { Locale, OpenTenant } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';

/** More than a login page's picker can show; a deployment with more schools types the code instead. */
const maxListed = 200;

/** The schools open for login, by code, named in the request language. */
export async function openTenants(db: Db, locale: Locale): Promise<OpenTenant[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'code', 'name'])
    .where('status', '=', 'active')
    .where('openForLogin', '=', true)
    .orderBy('code')
    .limit(maxListed)
    .execute();
  return rows.map((t) => ({ id: t.id, code: t.code, name: t.name[locale] || t.name['zh-CN'] }));
}
