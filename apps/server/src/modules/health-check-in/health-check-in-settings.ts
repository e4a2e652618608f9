import { healthCheckInSettingCodes } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';

// School-defined rules of the check-in are tenant settings (docs/adding-a-module.md §3), read per
// request: the time zone that decides which calendar day a check-in belongs to, and the fever line.

export const healthSettingDefaults = [
  { code: healthCheckInSettingCodes.timeZone, value: 'Asia/Shanghai', isPublic: true },
  { code: healthCheckInSettingCodes.feverFrom, value: '37.3', isPublic: true },
];

export type HealthSettings = { timeZone: string; feverFrom: number };

function validTimeZone(zone: string | undefined): string {
  if (!zone) return 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return 'Asia/Shanghai';
  }
}

export async function readHealthSettings(db: Db, tenantId: string): Promise<HealthSettings> {
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('code', 'in', Object.values(healthCheckInSettingCodes))
    .execute();
  const value = (code: string) => rows.find((r) => r.code === code)?.value;
  const fever = Number(value(healthCheckInSettingCodes.feverFrom));
  return {
    timeZone: validTimeZone(value(healthCheckInSettingCodes.timeZone)),
    feverFrom: Number.isFinite(fever) && fever > 30 ? fever : 37.3,
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (yyyy-MM-dd) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** Seeds the settings into one tenant; an existing value (the school's) is kept. */
export async function seedHealthCheckInSettings(db: Db, tenantId: string): Promise<void> {
  await db
    .insertInto('sysConfigs')
    .values(healthSettingDefaults.map((s) => ({ tenantId, ...s })))
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
}
