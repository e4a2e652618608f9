import type { OnboardingStudentRow, OnboardingStudentsQuery } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

// The SQL pieces every staff list over new students shares: who (names, numbers from the admitted
// list), where (college, major, class names), bed (the approved bed step), and the filters.

export const studentFrom = sql`onboarding_students s
  left join admission_candidates c on c.tenant_id = s.tenant_id and c.id = s.candidate_id
  left join employees e on e.tenant_id = s.tenant_id and e.user_id = s.user_id
  left join orgs oc on oc.tenant_id = s.tenant_id and oc.id = s.college_id
  left join orgs om on om.tenant_id = s.tenant_id and om.id = s.major_id
  left join orgs ocl on ocl.tenant_id = s.tenant_id and ocl.id = s.class_id
  left join onboarding_submissions bed on bed.tenant_id = s.tenant_id and bed.user_id = s.user_id
    and bed.step_key = 'bed' and bed.status = 'approved'`;

export const studentNoSql = sql`coalesce(nullif(c.student_no, ''), e.code, '')`;

export const studentColumns = sql`s.user_id as "userId", s.name, s.gender, ${studentNoSql} as "studentNo",
  coalesce(c.examinee_no, '') as "examineeNo", oc.name as "collegeName", om.name as "majorName",
  ocl.name as "className", s.arrived_at as "arrivedAt", s.registered_at as "registeredAt",
  s.completed_at as "completedAt", bed.data->>'label' as "bedLabel"`;

export type RawStudentRow = Omit<OnboardingStudentRow, 'arrivedAt' | 'registeredAt' | 'completedAt'> & {
  arrivedAt: Date | string | null;
  registeredAt: Date | string | null;
  completedAt: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toStudentRow(r: RawStudentRow): OnboardingStudentRow {
  return { ...r, arrivedAt: iso(r.arrivedAt), registeredAt: iso(r.registeredAt), completedAt: iso(r.completedAt) };
}

/** `%q%` for ilike with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Name contains q, or a number (student no., exam candidate no.) starts with it. */
export function searchSql(q: string): RawBuilder<SqlBool> {
  const prefix = `${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<SqlBool>`(s.name ilike ${likePattern(q)} or ${studentNoSql} like ${prefix} or c.examinee_no like ${prefix})`;
}

/** A scanned code names exactly one student: exam candidate no., student no., admission notice no. or user id. */
export function codeSql(code: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(c.examinee_no = ${code} or ${studentNoSql} = ${code} or nullif(c.notice_no, '') = ${code}
    or s.user_id::text = ${code.toLowerCase()})`;
}

export function orgFilterSql(
  q: Pick<OnboardingStudentsQuery, 'collegeId' | 'majorId' | 'classId'>,
): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
  if (q.collegeId) parts.push(sql<SqlBool>`s.college_id = ${q.collegeId}`);
  if (q.majorId) parts.push(sql<SqlBool>`s.major_id = ${q.majorId}`);
  if (q.classId) parts.push(sql<SqlBool>`s.class_id = ${q.classId}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export function statusSql(status: OnboardingStudentsQuery['status']): RawBuilder<SqlBool> {
  switch (status) {
    case 'arrived':
      return sql<SqlBool>`s.arrived_at is not null`;
    case 'notArrived':
      return sql<SqlBool>`s.arrived_at is null`;
    case 'registered':
      return sql<SqlBool>`s.registered_at is not null`;
    case 'notRegistered':
      return sql<SqlBool>`s.registered_at is null`;
    default:
      return sql<SqlBool>`true`;
  }
}
