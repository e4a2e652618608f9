import type {
  DormFreeRoom,
  ListResult,
  OnboardingRegisterResult,
  OnboardingStudentDetail,
  OnboardingStudentRow,
  OnboardingStudentsQuery,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { freeBeds } from '../dorms/index.ts';
import { assignOnboardingBed, studentStepStates } from './onboarding-public.ts';
import { type StaffScope, scopeSql } from './staff-scope.ts';
import {
  codeSql,
  orgFilterSql,
  type RawStudentRow,
  searchSql,
  statusSql,
  studentColumns,
  studentFrom,
  toStudentRow,
} from './staff-student-sql.ts';
import { syncForStaff } from './staff-sync.ts';

/** At most this many rows in one export; more asks to narrow the filter. */
export const studentExportCap = 20_000;

type Filter = Omit<OnboardingStudentsQuery, 'page' | 'limit'>;

function whereOf(scope: StaffScope, q: Filter) {
  const parts = [scopeSql(scope), orgFilterSql(q), statusSql(q.status)];
  if (q.q) parts.push(searchSql(q.q));
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export async function listStudents(
  db: Db,
  scope: StaffScope,
  q: OnboardingStudentsQuery,
  now: Date,
): Promise<ListResult<OnboardingStudentRow>> {
  // Admitted students whose row the student side has not made yet are counted too.
  await syncForStaff(db, scope.tenantId, now);
  const where = whereOf(scope, q);
  const offset = (q.page - 1) * q.limit;
  const [rows, count] = await Promise.all([
    sql<RawStudentRow>`select ${studentColumns} from ${studentFrom} where ${where}
      order by oc.sort, oc.name, ocl.name, ${sql`coalesce(nullif(c.student_no, ''), e.code, '')`}, s.user_id
      limit ${q.limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${studentFrom} where ${where}`.execute(db),
  ]);
  const totalCount = Number(count.rows[0]?.n ?? 0);
  return {
    dataResult: rows.rows.map(toStudentRow),
    pageResult: { page: q.page, limit: q.limit, totalCount, totalPages: Math.ceil(totalCount / q.limit) },
  };
}

/** Every matching student for an export (throws ONBOARDING_EXPORT_TOO_LARGE past the cap). */
export async function studentsForExport(db: Db, scope: StaffScope, q: Filter): Promise<OnboardingStudentRow[]> {
  const rows = await sql<RawStudentRow>`select ${studentColumns} from ${studentFrom} where ${whereOf(scope, q)}
    order by oc.sort, oc.name, ocl.name, s.name limit ${studentExportCap + 1}`.execute(db);
  if (rows.rows.length > studentExportCap) throw new AppError('ONBOARDING_EXPORT_TOO_LARGE');
  return rows.rows.map(toStudentRow);
}

/** xcyxbl: up to 20 students matching a typed search or exactly one scanned code. */
export async function searchStudents(
  db: Db,
  scope: StaffScope,
  q: { q?: string | undefined; code?: string | undefined },
  now: Date,
): Promise<OnboardingStudentRow[]> {
  await syncForStaff(db, scope.tenantId, now);
  const match = q.code ? codeSql(q.code) : searchSql(q.q ?? '');
  const rows = await sql<RawStudentRow>`select ${studentColumns} from ${studentFrom}
    where ${scopeSql(scope)} and ${match} order by s.name limit 20`.execute(db);
  return rows.rows.map(toStudentRow);
}

async function studentInScope(db: Db, scope: StaffScope, userId: string) {
  const result = await sql<RawStudentRow & { buildingId: string | null; registeredBy: string | null }>`
    select ${studentColumns}, s.building_id as "buildingId", s.registered_by as "registeredBy"
    from ${studentFrom} where ${scopeSql(scope)} and s.user_id = ${userId}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new AppError('ONBOARDING_STUDENT_NOT_IN_SCOPE');
  return row;
}

/** yx_info / yx_detail: the student with every enabled step's state. */
export async function studentDetail(
  db: Db,
  scope: StaffScope,
  userId: string,
  now: Date,
): Promise<OnboardingStudentDetail> {
  const { buildingId: _b, registeredBy, ...row } = await studentInScope(db, scope, userId);
  const [steps, registrar] = await Promise.all([
    studentStepStates(db, scope.tenantId, userId, now),
    registeredBy
      ? db
          .selectFrom('employees')
          .select('name')
          .where('tenantId', '=', scope.tenantId)
          .where('userId', '=', registeredBy)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    ...toStudentRow(row),
    registeredByName: registrar?.name ?? null,
    steps: steps.map((s) => ({
      key: s.key,
      required: s.required,
      needsReview: s.needsReview,
      state: s.state,
      submittedAt: s.submittedAt,
      reviewComment: s.reviewComment,
    })),
  };
}

/**
 * xcyxbl: the student is seen on site, so arrived (报到) and registered (注册) at once. A second scan
 * changes nothing and says so; the update's `registered_at is null` makes two desks racing harmless.
 */
export async function registerOnSite(
  db: Db,
  auth: AuthContext,
  scope: StaffScope,
  userId: string,
  now: Date,
): Promise<OnboardingRegisterResult> {
  return inTransaction(db, async (trx) => {
    const before = await studentInScope(trx, scope, userId);
    const updated = await sql<{ arrivedAt: Date; registeredAt: Date }>`update onboarding_students
      set arrived_at = coalesce(arrived_at, ${now}), registered_at = ${now}, registered_by = ${auth.userId}
      where tenant_id = ${scope.tenantId} and user_id = ${userId} and registered_at is null
      returning arrived_at as "arrivedAt", registered_at as "registeredAt"`.execute(trx);
    const row = updated.rows[0];
    if (row) {
      return {
        userId,
        arrivedAt: new Date(row.arrivedAt).toISOString(),
        registeredAt: new Date(row.registeredAt).toISOString(),
        alreadyRegistered: false,
      };
    }
    return {
      userId,
      arrivedAt: new Date(before.arrivedAt ?? now).toISOString(),
      registeredAt: new Date(before.registeredAt ?? now).toISOString(),
      alreadyRegistered: true,
    };
  });
}

/** xcyxbl_fpss: the student's bed if any, and free beds of their gender (their building when one is set). */
export async function bedsForStudent(
  db: Db,
  scope: StaffScope,
  userId: string,
): Promise<{ current: string | null; rooms: DormFreeRoom[] }> {
  const student = await studentInScope(db, scope, userId);
  const rooms = await freeBeds(db, scope.tenantId, {
    gender: student.gender,
    buildingId: student.buildingId ?? undefined,
  });
  return { current: student.bedLabel, rooms };
}

/** Staff assignment through the student side's bed API (one transaction, the dorm's unique indexes decide races). */
export async function assignBedByStaff(db: Db, scope: StaffScope, userId: string, bedId: string, now: Date) {
  await studentInScope(db, scope, userId);
  return assignOnboardingBed(db, scope.tenantId, userId, bedId, 'staff', now);
}
