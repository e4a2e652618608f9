import type {
  Locale,
  OnboardingStats,
  OnboardingStatsQuery,
  OnboardingStatsRow,
  OnboardingStepStats,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { type StaffScope, scopeSql } from './staff-scope.ts';
import { orgFilterSql } from './staff-student-sql.ts';
import { syncForStaff } from './staff-sync.ts';

// Real-time figures straight from onboarding_students: one grouped scan over the
// (tenant_id, college_id, major_id, class_id) index, no cache, so a registration shows on the next load.

const groupColumn = { college: sql`s.college_id`, major: sql`s.major_id`, class: sql`s.class_id` } as const;

type Counts = { total: number; arrived: number; registered: number; withBed: number };

function withRates<T extends Counts>(row: T): T & Pick<OnboardingStatsRow, 'arrivalRate' | 'registrationRate'> {
  const total = Number(row.total);
  return {
    ...row,
    total,
    arrived: Number(row.arrived),
    registered: Number(row.registered),
    withBed: Number(row.withBed),
    // A group of nobody has no rate (null), not 0 %.
    arrivalRate: total > 0 ? Number(row.arrived) / total : null,
    registrationRate: total > 0 ? Number(row.registered) / total : null,
  };
}

const counts = sql`count(*)::int as total, count(s.arrived_at)::int as arrived,
  count(s.registered_at)::int as registered, count(bed.user_id)::int as "withBed"`;
const bedJoin = sql`left join onboarding_submissions bed on bed.tenant_id = s.tenant_id and bed.user_id = s.user_id
  and bed.step_key = 'bed' and bed.status = 'approved'`;

export async function onboardingStats(
  db: Db,
  scope: StaffScope,
  q: OnboardingStatsQuery,
  locale: Locale,
  now: Date,
): Promise<OnboardingStats> {
  await syncForStaff(db, scope.tenantId, now);
  const where = sql<SqlBool>`${scopeSql(scope)} and ${orgFilterSql(q)}`;
  let rows: OnboardingStatsRow[];
  if (q.level === 'school') {
    const result = await sql<Counts & { name: string | null }>`select ${counts},
        (select t.name->>${locale} from tenants t where t.id = ${scope.tenantId}) as name
      from onboarding_students s ${bedJoin} where ${where}`.execute(db);
    rows = result.rows.map((r) => withRates({ ...r, id: scope.tenantId, name: r.name ?? '' }));
  } else {
    const column = groupColumn[q.level];
    const result = await sql<Counts & { id: string | null; name: string | null }>`select ${column} as id,
        o.name, ${counts}
      from onboarding_students s ${bedJoin}
      left join orgs o on o.tenant_id = s.tenant_id and o.id = ${column}
      where ${where}
      group by ${column}, o.name, o.sort
      order by o.sort nulls last, o.name nulls last`.execute(db);
    // Students not yet placed in a class (or major) form one group with an empty id.
    rows = result.rows.map((r) => withRates({ ...r, id: r.id ?? '', name: r.name ?? '' }));
  }
  const sum = (k: keyof Counts) => rows.reduce((n, r) => n + r[k], 0);
  const { arrivalRate, registrationRate, ...totals } = withRates({
    total: sum('total'),
    arrived: sum('arrived'),
    registered: sum('registered'),
    withBed: sum('withBed'),
  });
  return { level: q.level, totals: { ...totals, arrivalRate, registrationRate }, rows };
}

/** wsyxhjgl, yxcx_wsyxtj, yxtjWsyxtj: per step, how many of the students in scope are at which state. */
export async function stepStats(db: Db, scope: StaffScope, now: Date): Promise<OnboardingStepStats> {
  await syncForStaff(db, scope.tenantId, now);
  const [steps, figures, students] = await Promise.all([
    sql<{ key: string; enabled: boolean; required: boolean; needsReview: boolean }>`select key, enabled, required,
      needs_review as "needsReview" from onboarding_steps where tenant_id = ${scope.tenantId}
      order by sort, key`.execute(db),
    sql<{ stepKey: string; status: string; n: number }>`select sub.step_key as "stepKey", sub.status,
        count(*)::int as n
      from onboarding_submissions sub
      join onboarding_students s on s.tenant_id = sub.tenant_id and s.user_id = sub.user_id
      where ${scopeSql(scope)} group by sub.step_key, sub.status`.execute(db),
    sql<{ total: number; completed: number }>`select count(*)::int as total, count(s.completed_at)::int as completed
      from onboarding_students s where ${scopeSql(scope)}`.execute(db),
  ]);
  const n = (key: string, status: string) =>
    Number(figures.rows.find((f) => f.stepKey === key && f.status === status)?.n ?? 0);
  return {
    total: Number(students.rows[0]?.total ?? 0),
    completed: Number(students.rows[0]?.completed ?? 0),
    steps: steps.rows.map((s) => ({
      key: s.key as OnboardingStepStats['steps'][number]['key'],
      enabled: s.enabled,
      required: s.required,
      needsReview: s.needsReview,
      draft: n(s.key, 'draft'),
      waiting: n(s.key, 'submitted'),
      approved: n(s.key, 'approved'),
      rejected: n(s.key, 'rejected'),
    })),
  };
}
