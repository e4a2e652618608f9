import type { LeaveType, PortraitPoint } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { PortraitCardSource } from '../../platform/portrait/portrait-sources.ts';
import { readLeaveSettings } from './leave-settings.ts';

// The student portrait's leave card (platform/portrait): the student's leaves of the last six
// months by month and type, and how the approved ones were reported back. Rejected, withdrawn and
// ended requests never became leave, so they are not counted; a request still in approval is.

/** Months shown: the current one and the five before it (a later month appears when a leave is booked in it). */
export const leavePortraitMonths = 6;

/** yyyy-MM of a date, `back` months earlier (UTC calendar: leave dates carry no time zone). */
export function monthOf(at: Date, back = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** Every month from `first` to `last` (yyyy-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last && out.length < 60; ) {
    out.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
    key = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

const from = sql`leave_requests l join wf_instances i on i.tenant_id = l.tenant_id and i.id = l.instance_id`;
const becameLeave = sql`(i.status in ('running', 'suspend') or i.result = 'approved')`;

export const leavePortraitSource: PortraitCardSource = async (db, tenantId, studentId, now) => {
  const first = monthOf(now, leavePortraitMonths - 1);
  const since = `${first}-01`;
  const { lateGraceHours } = await readLeaveSettings(db, tenantId);
  const byMonth = await sql<{ month: string; type: LeaveType; n: number }>`
    select to_char(l.start_date, 'YYYY-MM') as month, l.type, count(*)::int as n from ${from}
    where l.tenant_id = ${tenantId} and l.student_id = ${studentId} and l.start_date >= ${since}::date
      and ${becameLeave}
    group by 1, 2 order by 1, 2`.execute(db);
  const back = await sql<{ onTime: number; late: number; overdue: number }>`
    select count(*) filter (where l.reported_back_at is not null and not l.late_return)::int as "onTime",
      count(*) filter (where l.reported_back_at is not null and l.late_return)::int as late,
      count(*) filter (where l.reported_back_at is null
        and l.end_at + make_interval(hours => ${lateGraceHours}::int) < ${now}::timestamptz)::int as overdue
    from ${from}
    where l.tenant_id = ${tenantId} and l.student_id = ${studentId} and l.start_date >= ${since}::date
      and i.result = 'approved'`.execute(db);
  const rows = byMonth.rows;
  const last = rows.reduce((max, r) => (r.month > max ? r.month : max), monthOf(now));
  const points: PortraitPoint[] = monthsBetween(first, last).flatMap((month) => {
    const ofMonth = rows.filter((r) => r.month === month);
    // An empty month still has its place on the axis (value 0, no type).
    if (ofMonth.length === 0) return [{ group: 'byMonth', label: month, value: 0 }];
    return ofMonth.map((r) => ({ group: 'byMonth', label: month, stack: r.type, value: Number(r.n) }));
  });
  const counts = back.rows[0] ?? { onTime: 0, late: 0, overdue: 0 };
  for (const label of ['onTime', 'late', 'overdue'] as const) {
    points.push({ group: 'reportBack', label, value: Number(counts[label]) });
  }
  return points;
};
