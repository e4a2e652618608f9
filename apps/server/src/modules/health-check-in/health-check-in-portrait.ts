import type { PortraitPoint } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { PortraitCardSource } from '../../platform/portrait/portrait-sources.ts';
import { abnormalSql } from './health-check-in.queries.ts';
import { dayIn, readHealthSettings } from './health-check-in-settings.ts';

// The student portrait's check-in card (platform/portrait): the last 30 school days up to today.
// A past day without a check-in is missed (from the day the student's account was made); today is
// not missed yet, it only counts once checked in.
// "Abnormal" uses the tenant's fever line, as everywhere in the module.

export const checkInPortraitDays = 30;

/** The calendar day `back` days before a yyyy-MM-dd day. */
export function dayBefore(day: string, back: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one yyyy-MM-dd day to a later one (0 when `to` is not later). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

export const checkInPortraitSource: PortraitCardSource = async (db, tenantId, studentId, now) => {
  const { timeZone, feverFrom } = await readHealthSettings(db, tenantId);
  const today = dayIn(timeZone, now);
  const first = dayBefore(today, checkInPortraitDays - 1);
  // Days before the student had an account cannot be missed (a new student's first month).
  const user = await db
    .selectFrom('users')
    .select('createdAt')
    .where('tenantId', '=', tenantId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  const joined = user ? dayIn(timeZone, new Date(user.createdAt)) : first;
  const countFrom = joined > first ? joined : first;
  const result = await sql<{ counted: number; normal: number; abnormal: number }>`
    select count(*) filter (where h.day >= ${countFrom}::date and h.day < ${today}::date)::int as counted,
      count(*) filter (where not ${abnormalSql(feverFrom)})::int as normal,
      count(*) filter (where ${abnormalSql(feverFrom)})::int as abnormal
    from health_check_ins h
    where h.tenant_id = ${tenantId} and h.student_id = ${studentId}
      and h.day between ${first}::date and ${today}::date`.execute(db);
  const row = result.rows[0] ?? { counted: 0, normal: 0, abnormal: 0 };
  const points: PortraitPoint[] = [
    { label: 'normal', value: Number(row.normal) },
    { label: 'abnormal', value: Number(row.abnormal) },
    // Past days since the later of the window's start and the account's creation, without a check-in.
    { label: 'missed', value: Math.max(0, daysBetween(countFrom, today) - Number(row.counted)) },
  ];
  return points;
};
