import type {
  DormMyViolationRow,
  DormViolationBody,
  DormViolationEditBody,
  DormViolationReviewBody,
  DormViolationRow,
  ListResult,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import { scopeCondition } from '../../platform/data-templates/row-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { dormScope } from './dorms.queries.ts';
import { openStay } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';
import { isDormOffice } from './dorms-repairs.ts';

// 违纪登记 (reviewNotRules, notrulesExamine-add / -edit): staff register a violation of a student within
// their scope (counsellor: their classes; dorm office: everyone). The bed the student held at the time
// is kept with it. The recorder or the dorm office may correct a record; others get "not found".
// ssgl review: the dorm office confirms a registered violation or dismisses it with a reason, once; a
// reviewed record is final (no more edits), and the student sees it with its outcome (`myViolations`).

async function studentInScope(db: Db, auth: AuthContext, studentId: string): Promise<boolean> {
  const condition = await scopeCondition(db, auth, dormScope(auth), sql`e.user_id`);
  const rows = await sql<{ ok: number }>`select 1 as ok from employees e
    join user_roles ur on ur.tenant_id = e.tenant_id and ur.user_id = e.user_id
    join roles ro on ro.tenant_id = ur.tenant_id and ro.id = ur.role_id and ro.alias = 'student'
    where e.tenant_id = ${auth.tenantId} and e.user_id = ${studentId} and ${condition ?? sql<SqlBool>`true`}
    limit 1`.execute(db);
  return rows.rows.length > 0;
}

export async function addViolation(db: Db, auth: AuthContext, body: DormViolationBody, now: Date) {
  if (!(await studentInScope(db, auth, body.studentId))) throw new AppError('DORM_STUDENT_NOT_FOUND');
  const stay = await openStay(db, auth.tenantId, body.studentId);
  const id = newId(now.getTime());
  await dormDb(db)
    .insertInto('dormViolations')
    .values({
      tenantId: auth.tenantId,
      id,
      studentId: body.studentId,
      bedId: stay?.bedId ?? null,
      type: body.type,
      occurredAt: new Date(body.occurredAt),
      description: body.description,
      recorderId: auth.userId,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id };
}

export async function editViolation(db: Db, auth: AuthContext, body: DormViolationEditBody, now: Date) {
  let q = dormDb(db)
    .updateTable('dormViolations')
    .set({ type: body.type, occurredAt: new Date(body.occurredAt), description: body.description, updatedAt: now })
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .where('reviewStatus', '=', 'registered');
  if (!isDormOffice(auth)) q = q.where('recorderId', '=', auth.userId);
  const updated = await q.executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await explainNoUpdate(db, auth, body.id);
}

/** After a conditional update matched nothing: reviewed already (409), or not there for this caller (404). */
async function explainNoUpdate(db: Db, auth: AuthContext, id: string): Promise<never> {
  let q = dormDb(db)
    .selectFrom('dormViolations')
    .select('reviewStatus')
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', id);
  if (!isDormOffice(auth)) q = q.where('recorderId', '=', auth.userId);
  const row = await q.executeTakeFirst();
  if (row && row.reviewStatus !== 'registered') throw new AppError('DORM_VIOLATION_REVIEWED');
  throw new AppError('DORM_VIOLATION_NOT_FOUND');
}

/** Dorm office only (the route checks the role): confirm, or dismiss with a reason; one conditional update. */
export async function reviewViolation(db: Db, auth: AuthContext, body: DormViolationReviewBody, now: Date) {
  const reason = (body.reason ?? '').trim();
  if (body.decision === 'dismissed' && !reason) throw new AppError('DORM_VIOLATION_REASON_REQUIRED');
  const updated = await dormDb(db)
    .updateTable('dormViolations')
    .set({
      reviewStatus: body.decision,
      reviewReason: reason,
      reviewerId: auth.userId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .where('reviewStatus', '=', 'registered')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await explainNoUpdate(db, auth, body.id);
  return { id: body.id, reviewStatus: body.decision };
}

/** The caller's own violations, newest first (at most 100: a student has few). */
export async function myViolations(db: Db, auth: AuthContext): Promise<DormMyViolationRow[]> {
  const rows = await sql<
    Omit<DormMyViolationRow, 'occurredAt' | 'reviewedAt'> & {
      occurredAt: Date | string;
      reviewedAt: Date | string | null;
    }
  >`select v.id, coalesce(g.name || ' ' || r.room_no, '') as place, v.type, v.occurred_at as "occurredAt",
      v.description, v.review_status as "reviewStatus", v.review_reason as "reviewReason",
      v.reviewed_at as "reviewedAt"
    from dorm_violations v
    left join dorm_beds b on b.tenant_id = v.tenant_id and b.id = v.bed_id
    left join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
    left join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id
    where v.tenant_id = ${auth.tenantId} and v.student_id = ${auth.userId}
    order by v.occurred_at desc, v.id desc limit 100`.execute(db);
  return rows.rows.map((r) => ({
    ...r,
    occurredAt: new Date(r.occurredAt).toISOString(),
    reviewedAt: r.reviewedAt ? new Date(r.reviewedAt).toISOString() : null,
  }));
}

export async function listViolations(
  db: Db,
  auth: AuthContext,
  filter: {
    type?: string | undefined;
    reviewStatus?: string | undefined;
    keyword?: string | undefined;
    pageNo: number;
    limit: number;
  },
): Promise<ListResult<DormViolationRow>> {
  const scope = await scopeCondition(db, auth, dormScope(auth), sql`v.student_id`);
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const from = sql`dorm_violations v
    join employees e on e.tenant_id = v.tenant_id and e.user_id = v.student_id
    join employees w on w.tenant_id = v.tenant_id and w.user_id = v.recorder_id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    left join dorm_beds b on b.tenant_id = v.tenant_id and b.id = v.bed_id
    left join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
    left join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id
    left join employees rv on rv.tenant_id = v.tenant_id and rv.user_id = v.reviewer_id`;
  const where = sql<SqlBool>`v.tenant_id = ${auth.tenantId}
    ${scope ? sql`and ${scope}` : sql``}
    ${filter.type ? sql`and v.type = ${filter.type}` : sql``}
    ${filter.reviewStatus ? sql`and v.review_status = ${filter.reviewStatus}` : sql``}
    ${like ? sql`and (e.name like ${like} or e.code like ${like})` : sql``}`;
  const offset = (filter.pageNo - 1) * filter.limit;
  const [rows, count] = await Promise.all([
    sql<
      Omit<DormViolationRow, 'occurredAt' | 'reviewedAt'> & {
        occurredAt: Date | string;
        reviewedAt: Date | string | null;
      }
    >`select v.id,
        v.student_id as "studentId", e.name as "studentName", coalesce(e.code, '') as "studentCode",
        c.name as "className", coalesce(g.name || ' ' || r.room_no, '') as place, v.type,
        v.occurred_at as "occurredAt", v.description, w.name as "recorderName",
        v.review_status as "reviewStatus", v.review_reason as "reviewReason", rv.name as "reviewerName",
        v.reviewed_at as "reviewedAt"
      from ${from} where ${where}
      order by v.occurred_at desc, v.id desc limit ${filter.limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => ({
      ...r,
      occurredAt: new Date(r.occurredAt).toISOString(),
      reviewedAt: r.reviewedAt ? new Date(r.reviewedAt).toISOString() : null,
    })),
    pageResult: pageResult(filter.pageNo, filter.limit, Number(count.rows[0]?.n ?? 0)),
  };
}
