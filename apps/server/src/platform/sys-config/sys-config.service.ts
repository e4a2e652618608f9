import { publicSysConfigCodes, type SysConfigEntry } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';

/**
 * Settings every new school starts with. Public ones are readable before login through the white list
 * (the client reads encrypt_express at start-up, spec §4); the rest stay on the server.
 */
export const defaultSysConfigs: readonly { code: string; value: string; isPublic: boolean }[] = [
  // Body encryption has its own issue; '1' turns it on for the client (spec §4).
  { code: publicSysConfigCodes.encryptExpress, value: '0', isPublic: true },
  { code: publicSysConfigCodes.defaultLanguage, value: 'zh-CN', isPublic: true },
  // What the school's map pages draw in (platform/location converts GPS positions to it).
  { code: publicSysConfigCodes.mapCoordinateSystem, value: 'gcj02', isPublic: true },
  { code: publicSysConfigCodes.appVersion, value: '3.4.5-LC.BETA', isPublic: true },
];

export async function seedSysConfigDefaults(db: Db, tenantId: string): Promise<void> {
  await db
    .insertInto('sysConfigs')
    .values(defaultSysConfigs.map((c) => ({ tenantId, ...c })))
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
}

/**
 * The public settings among the codes asked for, in the order asked. A private setting answers as if
 * it did not exist, whoever asks: the white list is the only way settings leave the server.
 */
export async function publicSysConfigs(db: Db, tenantId: string, codes: readonly string[]): Promise<SysConfigEntry[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('isPublic', '=', true)
    .where('code', 'in', [...new Set(codes)])
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.value]));
  return [...new Set(codes)].flatMap((code) => {
    const value = byCode.get(code);
    return value === undefined ? [] : [{ code, value }];
  });
}
