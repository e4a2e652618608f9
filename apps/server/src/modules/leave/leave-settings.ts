import { type LeaveSettings, leaveSettingCodes } from '@campusflow/contracts';
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

/** A polygon `[[lng, lat], …]` with at least three corners, or null when unset or malformed. */
export function parseGeofence(value: string | undefined): [number, number][] | null {
  if (!value?.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length < 3) return null;
    const points = parsed.filter(
      (p): p is [number, number] =>
        Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)),
    );
    return points.length === parsed.length ? points : null;
  } catch {
    return null;
  }
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
    geofence: parseGeofence(byCode.get(leaveSettingCodes.geofence)),
  };
}

/** Ray casting; points on the edge may fall either way, which a campus fence can live with. */
export function insidePolygon(point: { lng: number; lat: number }, polygon: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
