import { type LeaveSettings, leaveSettingCodes, parseGeofenceRings } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';

// The school-defined leave rules (domain-notes §6) are tenant settings in sys_configs, seeded with
// these defaults and changed by the school's administrator; the code never hard-wires them.
export const leaveSettingDefaults = [
  { code: leaveSettingCodes.collegeThresholdDays, value: '3', isPublic: false },
  // 学生处 (third level) above a week, per the common rule of domain-notes §6.
  { code: leaveSettingCodes.officeThresholdDays, value: '7', isPublic: false },
  { code: leaveSettingCodes.sickNoteDays, value: '3', isPublic: false },
  { code: leaveSettingCodes.lateGraceHours, value: '0', isPublic: false },
  // Public: the report-back page draws it on the map before the student checks in.
  { code: leaveSettingCodes.geofence, value: '', isPublic: true },
] as const;

function numberOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export async function readLeaveSettings(db: Db, tenantId: string): Promise<LeaveSettings> {
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('code', 'in', Object.values(leaveSettingCodes))
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.value]));
  return {
    collegeThresholdDays: numberOr(byCode.get(leaveSettingCodes.collegeThresholdDays), 3),
    officeThresholdDays: numberOr(byCode.get(leaveSettingCodes.officeThresholdDays), 7),
    sickNoteDays: numberOr(byCode.get(leaveSettingCodes.sickNoteDays), 3),
    lateGraceHours: numberOr(byCode.get(leaveSettingCodes.lateGraceHours), 0),
    // One ring or several (contracts leave/geofence.ts); malformed: no check rather than no report-back.
    geofence: parseGeofenceRings(byCode.get(leaveSettingCodes.geofence)),
  };
}
