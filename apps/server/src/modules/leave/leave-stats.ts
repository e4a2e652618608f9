import type { LeaveStats, StatsFilters, StatsResult } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { aggregate, type StatsRequest, type StatsSource } from '../../platform/statistics/aggregate.ts';
import { stateSql } from './leave.queries.ts';

// Leave statistics on the platform helper (platform/statistics): the module only says what its rows
// are; grouping, org names, filters and the caller's scope are the helper's.

const approved = sql`i.result = 'approved'`;
const from = sql`leave_requests l join wf_instances i on i.tenant_id = l.tenant_id and i.id = l.instance_id`;

/** Leave requests by their start date (rcswQjtj, qxjTj). Days count approved leave only. */
export function leaveSource(now: Date, graceHours: number): StatsSource {
  return {
    from,
    tenantId: sql`l.tenant_id`,
    studentId: sql`l.student_id`,
    date: sql`l.start_date`,
    type: sql`l.type`,
    extraDimensions: { state: stateSql(now, graceHours) },
    measures: {
      days: sql`coalesce(sum(case when ${approved} then l.days else 0 end), 0)`,
      reportedBack: sql`count(*) filter (where l.reported_back_at is not null)`,
      late: sql`count(*) filter (where l.late_return)`,
    },
  };
}

/**
 * Report-backs (rcswXjtj) by the leave's end date: approved leaves whose end (plus the grace hours)
 * has passed or that were reported back; on time, late, or still not back (overdue).
 */
export function reportBackSource(now: Date, graceHours: number): StatsSource {
  const due = sql`l.end_at + make_interval(hours => ${graceHours}::int)`;
  return {
    from,
    tenantId: sql`l.tenant_id`,
    studentId: sql`l.student_id`,
    date: sql`l.end_date`,
    type: sql`l.type`,
    where: sql`${approved} and (l.reported_back_at is not null or ${due} < ${now}::timestamptz)`,
    measures: {
      onTime: sql`count(*) filter (where l.reported_back_at is not null and not l.late_return)`,
      late: sql`count(*) filter (where l.reported_back_at is not null and l.late_return)`,
      overdue: sql`count(*) filter (where l.reported_back_at is null)`,
    },
  };
}

export function groupedLeaveStats(db: Db, auth: AuthContext, request: StatsRequest, now: Date, grace: number) {
  return aggregate(db, auth, leaveSource(now, grace), request);
}

export function reportBackStats(db: Db, auth: AuthContext, request: StatsRequest, now: Date, grace: number) {
  return aggregate(db, auth, reportBackSource(now, grace), request);
}

/** GET /leave/stats: counts and days by type, state, month and class (its wire shape predates the helper). */
export async function leaveStats(
  db: Db,
  auth: AuthContext,
  filters: StatsFilters,
  now: Date,
  grace: number,
): Promise<LeaveStats> {
  const source = leaveSource(now, grace);
  const by = (dimension: string): Promise<StatsResult> => aggregate(db, auth, source, { ...filters, by: [dimension] });
  const [byType, byState, byMonth, byClass] = await Promise.all([by('type'), by('state'), by('month'), by('class')]);
  const key = (row: StatsResult['rows'][number], d: string) => row.keys[d] ?? '';
  return {
    byType: byType.rows.map((r) => ({
      type: key(r, 'type') as LeaveStats['byType'][number]['type'],
      count: r.values.count ?? 0,
      days: r.values.days ?? 0,
    })),
    byState: byState.rows.map((r) => ({
      state: key(r, 'state') as LeaveStats['byState'][number]['state'],
      count: r.values.count ?? 0,
    })),
    byMonth: byMonth.rows.map((r) => ({
      month: key(r, 'month'),
      count: r.values.count ?? 0,
      days: r.values.days ?? 0,
    })),
    byClass: byClass.rows.map((r) => ({
      classId: r.keys.class ?? null,
      className: r.labels.class ?? null,
      count: r.values.count ?? 0,
      days: r.values.days ?? 0,
    })),
  };
}
