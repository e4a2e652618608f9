import {
  type ListResult,
  type OnboardingBatchResult,
  type OnboardingReviewCounts,
  type OnboardingReviewDetail,
  type OnboardingReviewKind,
  type OnboardingReviewRow,
  type OnboardingReviewsQuery,
  onboardingReviewKindList,
  onboardingReviewKinds,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { completeIfDone } from './onboarding-public.ts';
import { type StaffScope, scopeSql } from './staff-scope.ts';
import { searchSql, studentNoSql } from './staff-student-sql.ts';

// One implementation for every review page (zxdksh, xszdsh, xsrwsh, collectsh, rlsbsh, blxjsh, hjshIndex,
// greenChannel, xszgscsh): a review kind names a step, and the step's submissions are the queue.

const from = sql`onboarding_submissions sub
  join onboarding_students s on s.tenant_id = sub.tenant_id and s.user_id = sub.user_id
  left join admission_candidates c on c.tenant_id = s.tenant_id and c.id = s.candidate_id
  left join employees e on e.tenant_id = s.tenant_id and e.user_id = s.user_id
  left join orgs oc on oc.tenant_id = s.tenant_id and oc.id = s.college_id
  left join orgs ocl on ocl.tenant_id = s.tenant_id and ocl.id = s.class_id`;

const columns = sql`sub.id, sub.user_id as "userId", s.name, ${studentNoSql} as "studentNo",
  coalesce(c.examinee_no, '') as "examineeNo", ocl.name as "className", oc.name as "collegeName", sub.status,
  sub.submitted_at as "submittedAt", sub.reviewed_at as "reviewedAt"`;

type Raw = Omit<OnboardingReviewRow, 'submittedAt' | 'reviewedAt'> & {
  submittedAt: Date | string | null;
  reviewedAt: Date | string | null;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toRow = (r: Raw): OnboardingReviewRow => ({
  ...r,
  submittedAt: iso(r.submittedAt),
  reviewedAt: iso(r.reviewedAt),
});

function statusSql(status: OnboardingReviewsQuery['status']) {
  // A draft is the student's own business until submitted.
  if (status === 'waiting') return sql<SqlBool>`sub.status = 'submitted'`;
  if (status === 'all') return sql<SqlBool>`sub.status <> 'draft'`;
  return sql<SqlBool>`sub.status = ${status}`;
}

export async function listReviews(
  db: Db,
  scope: StaffScope,
  kind: OnboardingReviewKind,
  q: OnboardingReviewsQuery,
): Promise<ListResult<OnboardingReviewRow>> {
  const parts = [scopeSql(scope), sql<SqlBool>`sub.step_key = ${onboardingReviewKinds[kind]}`, statusSql(q.status)];
  if (q.q) parts.push(searchSql(q.q));
  const where = sql.join(parts, sql` and `);
  // The waiting queue is first come first served; decided ones show the latest first.
  const order = q.status === 'waiting' ? sql`sub.submitted_at asc, sub.id` : sql`sub.updated_at desc, sub.id`;
  const [rows, count] = await Promise.all([
    sql<Raw>`select ${columns} from ${from} where ${where} order by ${order}
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  const totalCount = Number(count.rows[0]?.n ?? 0);
  return {
    dataResult: rows.rows.map(toRow),
    pageResult: { page: q.page, limit: q.limit, totalCount, totalPages: Math.ceil(totalCount / q.limit) },
  };
}

export async function reviewDetail(
  db: Db,
  scope: StaffScope,
  kind: OnboardingReviewKind,
  id: string,
): Promise<OnboardingReviewDetail> {
  const result = await sql<
    Raw & {
      data: Record<string, unknown>;
      reviewComment: string | null;
      reviewerName: string | null;
      idType: string | null;
      idMasked: string | null;
      gender: string | null;
      majorName: string | null;
    }
  >`select ${columns}, sub.data, sub.review_comment as "reviewComment", r.name as "reviewerName",
      c.id_type as "idType", c.id_masked as "idMasked", s.gender, om.name as "majorName"
    from ${from}
    left join employees r on r.tenant_id = sub.tenant_id and r.user_id = sub.reviewer_id
    left join orgs om on om.tenant_id = s.tenant_id and om.id = s.major_id
    where ${scopeSql(scope)} and sub.step_key = ${onboardingReviewKinds[kind]} and sub.id = ${id}
      and sub.status <> 'draft'`.execute(db);
  const row = result.rows[0];
  if (!row) throw new AppError('ONBOARDING_REVIEW_NOT_FOUND');
  const { data, reviewComment, reviewerName, idType, idMasked, gender, majorName, ...rest } = row;
  return {
    ...toRow(rest),
    kind,
    stepKey: onboardingReviewKinds[kind],
    data,
    reviewComment,
    reviewerName,
    identity: idType && idMasked ? { idType, idMasked, gender, majorName } : null,
  };
}

/**
 * Approve (the step is done; completing the last required step makes the account a student's) or reject
 * with a comment (the step returns to the student, who may resubmit). Only a submitted step may be
 * approved; a submitted or approved one may be returned. Row lock + status check: two reviewers racing
 * get one success and one ONBOARDING_REVIEW_DECIDED.
 */
export async function decideReview(
  db: Db,
  auth: AuthContext,
  scope: StaffScope,
  kind: OnboardingReviewKind,
  id: string,
  body: { decision: 'approve' | 'reject'; comment: string },
  now: Date,
): Promise<{ status: 'approved' | 'rejected'; completed: boolean }> {
  return inTransaction(db, async (trx) => {
    const found = await sql<{ userId: string; status: string }>`select sub.user_id as "userId", sub.status
      from onboarding_submissions sub
      join onboarding_students s on s.tenant_id = sub.tenant_id and s.user_id = sub.user_id
      where ${scopeSql(scope)} and sub.step_key = ${onboardingReviewKinds[kind]} and sub.id = ${id}
        and sub.status <> 'draft'
      for update of sub`.execute(trx);
    const current = found.rows[0];
    if (!current) throw new AppError('ONBOARDING_REVIEW_NOT_FOUND');
    const allowed = body.decision === 'approve' ? ['submitted'] : ['submitted', 'approved'];
    if (!allowed.includes(current.status)) throw new AppError('ONBOARDING_REVIEW_DECIDED');
    const status = body.decision === 'approve' ? 'approved' : 'rejected';
    await sql`update onboarding_submissions set status = ${status}, reviewer_id = ${auth.userId},
        review_comment = ${body.comment || null}, reviewed_at = ${now}, updated_at = ${now}
      where tenant_id = ${scope.tenantId} and id = ${id}`.execute(trx);
    const completed = status === 'approved' ? await completeIfDone(trx, scope.tenantId, current.userId, now) : false;
    return { status, completed };
  });
}

/** Approves every listed submission that is waiting and in scope, in one transaction; the rest is skipped. */
export async function batchApprove(
  db: Db,
  auth: AuthContext,
  scope: StaffScope,
  kind: OnboardingReviewKind,
  ids: readonly string[],
  comment: string,
  now: Date,
): Promise<OnboardingBatchResult> {
  const unique = [...new Set(ids)];
  return inTransaction(db, async (trx) => {
    const updated = await sql<{ userId: string }>`update onboarding_submissions sub
      set status = 'approved', reviewer_id = ${auth.userId}, review_comment = ${comment || null},
        reviewed_at = ${now}, updated_at = ${now}
      from onboarding_students s
      where s.tenant_id = sub.tenant_id and s.user_id = sub.user_id and ${scopeSql(scope)}
        and sub.step_key = ${onboardingReviewKinds[kind]} and sub.status = 'submitted'
        and sub.id in (${sql.join(unique)})
      returning sub.user_id as "userId"`.execute(trx);
    for (const row of updated.rows) await completeIfDone(trx, scope.tenantId, row.userId, now);
    return { approved: updated.rows.length, skipped: unique.length - updated.rows.length };
  });
}

/** Waiting submissions per review kind (kinds sharing a step share the count). */
export async function reviewCounts(db: Db, scope: StaffScope): Promise<OnboardingReviewCounts> {
  const result = await sql<{ stepKey: string; n: number }>`select sub.step_key as "stepKey", count(*)::int as n
    from onboarding_submissions sub
    join onboarding_students s on s.tenant_id = sub.tenant_id and s.user_id = sub.user_id
    where ${scopeSql(scope)} and sub.status = 'submitted'
    group by sub.step_key`.execute(db);
  const byStep = new Map(result.rows.map((r) => [r.stepKey, Number(r.n)]));
  return Object.fromEntries(
    onboardingReviewKindList.map((kind) => [kind, byStep.get(onboardingReviewKinds[kind]) ?? 0]),
  ) as OnboardingReviewCounts;
}
