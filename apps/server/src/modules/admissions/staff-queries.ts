import type {
  AdmissionOrgOption,
  CandidateDetail,
  CandidateRow,
  FeedbackRow,
  ListQuery,
  ListResult,
} from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { collegeOfUser } from '../../platform/org/org-relations.ts';
import { feedbackOf } from './public-services.ts';

// Staff reads of the admitted list and the feedback: the admissions office sees the whole school, a
// college administrator only the candidates admitted to their college.

const iso = (v: Date | string) => new Date(v).toISOString();

/** The candidates the caller may see, as a condition on `c` (admission_candidates). */
async function scope(db: Db, auth: AuthContext): Promise<RawBuilder<SqlBool>> {
  const tenant = sql<SqlBool>`c.tenant_id = ${auth.tenantId}`;
  if ((auth.isSuper && auth.allRoles) || auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin')
    return tenant;
  const college = auth.roleAlias === 'collegeAdmin' ? await collegeOfUser(db, auth.tenantId, auth.userId) : null;
  return college ? sql<SqlBool>`${tenant} and c.college_id = ${college.id}` : sql<SqlBool>`false`;
}

const from = sql`admission_candidates c
  join orgs co on co.tenant_id = c.tenant_id and co.id = c.college_id
  join orgs mo on mo.tenant_id = c.tenant_id and mo.id = c.major_id
  left join orgs cl on cl.tenant_id = c.tenant_id and cl.id = c.class_id
  left join users u on u.tenant_id = c.tenant_id and u.id = c.user_id`;

const rowColumns = sql`c.id, c.examinee_no as "examineeNo", c.name, c.id_type as "idType", c.id_masked as "idMasked",
  c.gender, co.name as "collegeName", mo.name as "majorName", cl.name as "className", c.batch, c.province,
  u.account, coalesce(u.must_change_password, false) as "awaitingFirstLogin", c.opinion, c.created_at as "createdAt"`;

const candidateFields: Record<string, ListField> = {
  examineeNo: { type: 'string', text: sql`c.examinee_no` },
  name: { type: 'string', text: sql`c.name` },
  collegeId: { type: 'string', text: sql`c.college_id::text` },
  majorId: { type: 'string', text: sql`c.major_id::text` },
  collegeName: { type: 'string', text: sql`co.name` },
  majorName: { type: 'string', text: sql`mo.name` },
  batch: { type: 'string', text: sql`c.batch` },
  province: { type: 'string', text: sql`c.province` },
  importId: { type: 'string', text: sql`c.import_id::text` },
  createdAt: { type: 'datetime', text: sql`c.created_at` },
};

type RawRow = Omit<CandidateRow, 'createdAt'> & { createdAt: Date | string };

export async function candidateList(db: Db, auth: AuthContext, query: ListQuery): Promise<ListResult<CandidateRow>> {
  const filter = listWhere(query.parameters, candidateFields);
  const where = sql<SqlBool>`${await scope(db, auth)} ${filter ? sql`and ${filter}` : sql``}`;
  const order = listOrder(
    query.sorts,
    candidateFields,
    ['examineeNo', 'name', 'collegeName', 'majorName', 'batch', 'createdAt'],
    [{ field: 'examineeNo', order: 'ASC' }],
    sql`c.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const rows = await sql<RawRow>`select ${rowColumns} from ${from} where ${where} order by ${order}
    limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db);
  return {
    dataResult: rows.rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** One candidate within the caller's scope; anything else (another school's, another college's) is 404. */
export async function candidateDetail(db: Db, auth: AuthContext, id: string): Promise<CandidateDetail> {
  const rows = await sql<
    RawRow & {
      admissionType: string;
      noticeNo: string;
      studentNo: string;
      mobile: string;
      birthDate: string | Date | null;
      userId: string | null;
    }
  >`select ${rowColumns}, c.admission_type as "admissionType", c.notice_no as "noticeNo", c.student_no as "studentNo",
      c.mobile, c.birth_date::text as "birthDate", c.user_id as "userId"
    from ${from} where ${await scope(db, auth)} and c.id = ${id}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new AppError('ADMISSION_CANDIDATE_NOT_FOUND');
  const { userId: _userId, ...rest } = row;
  return {
    ...rest,
    birthDate: row.birthDate ? String(row.birthDate).slice(0, 10) : null,
    createdAt: iso(row.createdAt),
    feedback: await feedbackOf(db, auth.tenantId, id),
  };
}

/** The account of a candidate the caller may see (for issuing the initial password). */
export async function candidateUser(db: Db, auth: AuthContext, id: string): Promise<string> {
  const rows = await sql<{ userId: string | null }>`select c.user_id as "userId" from admission_candidates c
    where ${await scope(db, auth)} and c.id = ${id}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new AppError('ADMISSION_CANDIDATE_NOT_FOUND');
  if (!row.userId) throw new AppError('ADMISSION_CANDIDATE_NOT_FOUND', 'no account');
  return row.userId;
}

export async function saveOpinion(db: Db, auth: AuthContext, id: string, opinion: string): Promise<void> {
  const result = await sql`update admission_candidates c set opinion = ${opinion}
    where ${await scope(db, auth)} and c.id = ${id}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) !== 1) throw new AppError('ADMISSION_CANDIDATE_NOT_FOUND');
}

const feedbackFields: Record<string, ListField> = {
  examineeNo: { type: 'string', text: sql`c.examinee_no` },
  name: { type: 'string', text: sql`c.name` },
  collegeName: { type: 'string', text: sql`co.name` },
  /** `open` (not answered yet) or `replied`. */
  state: { type: 'string', text: sql`case when f.reply is null then 'open' else 'replied' end` },
  createdAt: { type: 'datetime', text: sql`f.created_at` },
};

export async function feedbackList(db: Db, auth: AuthContext, query: ListQuery): Promise<ListResult<FeedbackRow>> {
  const feedbackFrom = sql`admission_feedback f join ${from} on c.tenant_id = f.tenant_id and c.id = f.candidate_id`;
  const filter = listWhere(query.parameters, feedbackFields);
  const where = sql<SqlBool>`${await scope(db, auth)} ${filter ? sql`and ${filter}` : sql``}`;
  const order = listOrder(
    query.sorts,
    feedbackFields,
    ['createdAt', 'examineeNo'],
    [{ field: 'createdAt', order: 'DESC' }],
    sql`f.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const rows = await sql<
    Omit<FeedbackRow, 'createdAt' | 'repliedAt'> & { createdAt: Date | string; repliedAt: Date | string | null }
  >`select f.id, f.content, f.created_at as "createdAt", f.reply, f.replied_at as "repliedAt", c.id as "candidateId",
      c.examinee_no as "examineeNo", c.name, co.name as "collegeName", mo.name as "majorName", c.opinion
    from ${feedbackFrom} where ${where} order by ${order} limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from ${feedbackFrom} where ${where}`.execute(db);
  return {
    dataResult: rows.rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      repliedAt: r.repliedAt ? iso(r.repliedAt) : null,
    })),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

export async function replyFeedback(db: Db, auth: AuthContext, id: string, reply: string, now: Date): Promise<void> {
  const result =
    await sql`update admission_feedback f set reply = ${reply}, replied_by = ${auth.userId}, replied_at = ${now}
    from admission_candidates c
    where c.tenant_id = f.tenant_id and c.id = f.candidate_id and f.tenant_id = ${auth.tenantId} and f.id = ${id}
      and ${await scope(db, auth)}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) !== 1) throw new AppError('ADMISSION_FEEDBACK_NOT_FOUND');
}

/** Colleges, majors and classes of the school (the import names them by name or code). */
export async function orgOptions(db: Db, tenantId: string): Promise<AdmissionOrgOption[]> {
  const rows = await db
    .selectFrom('orgs')
    .select(['id', 'kind', 'code', 'name', 'parentId'])
    .where('tenantId', '=', tenantId)
    .where('kind', 'in', ['college', 'major', 'class'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows as AdmissionOrgOption[];
}
