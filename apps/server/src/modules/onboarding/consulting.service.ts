import {
  type ConsultingAskBody,
  type ConsultingCategory,
  type ConsultingQuestionDetail,
  type ConsultingQuestionItem,
  type ConsultingStaffQuery,
  type ConsultingStatus,
  consultingWaitingMax,
  type LocalizedText,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { fileInfos, linkFilesToBusinessKey } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CreatedBatch, createMessages } from '../../platform/messages/messages.service.ts';
import { consultingDb } from './consulting.tables.ts';
import { onboardingBusinessKey } from './onboarding.service.ts';
import { ensureOnboardingStudent } from './onboarding-public.ts';
import { type StaffScope, scopeSql } from './staff-scope.ts';

// 新生咨询: a new student asks (category, text, up to three photos), staff whose scope holds the student
// answer; the student follows up (back to waiting) or closes. Out of reach is always "not found" (6041013).

type Row = {
  id: string;
  userId: string;
  category: ConsultingCategory;
  content: string;
  photos: string[] | string;
  status: ConsultingStatus;
  replies: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  studentName?: string;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const photosOf = (p: string[] | string): string[] => (typeof p === 'string' ? JSON.parse(p) : p);

function toItem(r: Row, withName: boolean): ConsultingQuestionItem {
  return {
    id: r.id,
    category: r.category,
    content: r.content,
    status: r.status,
    replies: Number(r.replies),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    ...(withName && r.studentName !== undefined ? { studentName: r.studentName } : {}),
  };
}

/** The question as `who` may see it: the asker (own only), or staff through their scope. */
type Viewer = { kind: 'student'; tenantId: string; userId: string } | { kind: 'staff'; scope: StaffScope };

function reach(viewer: Viewer) {
  return viewer.kind === 'student'
    ? sql<SqlBool>`s.tenant_id = ${viewer.tenantId} and s.user_id = ${viewer.userId}`
    : scopeSql(viewer.scope);
}
const tenantOf = (viewer: Viewer) => (viewer.kind === 'student' ? viewer.tenantId : viewer.scope.tenantId);

async function findQuestion(db: Db, viewer: Viewer, id: string, lock = false): Promise<Row> {
  const found = await sql<Row>`
    select q.id, q.user_id as "userId", q.category, q.content, q.photos, q.status, q.replies,
      q.created_at as "createdAt", q.updated_at as "updatedAt", s.name as "studentName"
    from onboarding_questions q
    join onboarding_students s on s.tenant_id = q.tenant_id and s.user_id = q.user_id
    where q.tenant_id = ${tenantOf(viewer)} and q.id = ${id} and ${reach(viewer)}
    ${lock ? sql`for update of q` : sql``}`.execute(db);
  const row = found.rows[0];
  if (!row) throw new AppError('CONSULTING_NOT_FOUND');
  return row;
}

export async function askQuestion(db: Db, auth: AuthContext, body: Required<ConsultingAskBody>, now: Date) {
  await ensureOnboardingStudent(db, auth.tenantId, auth.userId, now);
  const photos = [...new Set(body.photos)];
  const id = newId(now.getTime());
  await inTransaction(db, async (trx) => {
    // The student's row lock serialises two asks of one student, so the cap holds under a double tap.
    await sql`select 1 from onboarding_students where tenant_id = ${auth.tenantId} and user_id = ${auth.userId}
      for update`.execute(trx);
    const waiting = await consultingDb(trx)
      .selectFrom('onboardingQuestions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenantId', '=', auth.tenantId)
      .where('userId', '=', auth.userId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(waiting?.n ?? 0) >= consultingWaitingMax) throw new AppError('CONSULTING_TOO_MANY_WAITING');
    if (photos.length > 0) {
      const images = await trx
        .selectFrom('files')
        .select(['id', 'mime'])
        .where('tenantId', '=', auth.tenantId)
        .where('ownerId', '=', auth.userId)
        .where('id', 'in', photos)
        .execute();
      if (images.length !== photos.length || images.some((f) => !f.mime.startsWith('image/'))) {
        throw new AppError('CONSULTING_PHOTO_INVALID');
      }
      // Linked to the student's onboarding key: staff whose scope holds the student may read them
      // (staff-file-access.ts), nobody else.
      await linkFilesToBusinessKey(trx, auth.tenantId, photos, onboardingBusinessKey(auth.userId), {
        ownerId: auth.userId,
      });
    }
    await consultingDb(trx)
      .insertInto('onboardingQuestions')
      .values({
        tenantId: auth.tenantId,
        id,
        userId: auth.userId,
        category: body.category,
        content: body.content,
        photos: JSON.stringify(photos),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  return { id };
}

export async function myQuestions(db: Db, auth: AuthContext): Promise<ConsultingQuestionItem[]> {
  const rows = await consultingDb(db)
    .selectFrom('onboardingQuestions')
    .select(['id', 'userId', 'category', 'content', 'photos', 'status', 'replies', 'createdAt', 'updatedAt'])
    .where('tenantId', '=', auth.tenantId)
    .where('userId', '=', auth.userId)
    .orderBy('updatedAt', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => toItem(r, false));
}

export async function questionDetail(db: Db, viewer: Viewer, id: string): Promise<ConsultingQuestionDetail> {
  const row = await findQuestion(db, viewer, id);
  const tenantId = tenantOf(viewer);
  const thread = await consultingDb(db)
    .selectFrom('onboardingQuestionReplies')
    .select(['id', 'fromStaff', 'content', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('questionId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const files = await fileInfos(db, tenantId, photosOf(row.photos));
  return {
    ...toItem(row, viewer.kind === 'staff'),
    photos: files.map((f) => ({ id: f.id, name: f.name })),
    thread: thread.map((t) => ({ id: t.id, fromStaff: t.fromStaff, content: t.content, createdAt: iso(t.createdAt) })),
  };
}

/** A reply on a locked, open question; a student's follow-up puts it back to waiting. */
async function addReply(trx: Db, viewer: Viewer, authorId: string, id: string, content: string, now: Date) {
  const row = await findQuestion(trx, viewer, id, true);
  if (row.status === 'closed') throw new AppError('CONSULTING_CLOSED');
  const fromStaff = viewer.kind === 'staff';
  const tenantId = tenantOf(viewer);
  await consultingDb(trx)
    .insertInto('onboardingQuestionReplies')
    .values({ tenantId, id: newId(now.getTime()), questionId: id, authorId, fromStaff, content, createdAt: now })
    .execute();
  const status: ConsultingStatus = fromStaff ? 'answered' : 'waiting';
  await consultingDb(trx)
    .updateTable('onboardingQuestions')
    .set((eb) => ({ status, replies: eb('replies', '+', 1), updatedAt: now }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return row;
}

export function followUp(db: Db, auth: AuthContext, id: string, content: string, now: Date) {
  const viewer: Viewer = { kind: 'student', tenantId: auth.tenantId, userId: auth.userId };
  return inTransaction(db, async (trx) => {
    await addReply(trx, viewer, auth.userId, id, content, now);
    return { status: 'waiting' as const };
  });
}

const answeredTitle: LocalizedText = {
  'zh-CN': '你的新生咨询有了新回复',
  'zh-TW': '你的新生諮詢有了新回覆',
  'en-US': 'Your question to the school has a new answer',
  'ja-JP': '新入生相談に新しい回答があります',
};

/** The new student's page of one question (a view of yxxt_lc_index: newStudent stays in its pages). */
export const problemDetailsRoute = (id: string) => `/xgxt/yxxt_lc_index?view=problemDetails&id=${id}`;

/** Staff answer; the student is told through an inner message written in the same transaction. */
export function answerQuestion(
  db: Db,
  scope: StaffScope,
  auth: AuthContext,
  id: string,
  content: string,
  now: Date,
): Promise<{ status: 'answered'; batch: CreatedBatch }> {
  return inTransaction(db, async (trx) => {
    const row = await addReply(trx, { kind: 'staff', scope }, auth.userId, id, content, now);
    const batch = await createMessages(
      trx,
      scope.tenantId,
      [
        {
          userId: row.userId,
          kind: 'onboarding.consulting-answered',
          title: answeredTitle,
          summary: content.slice(0, 120),
          target: { type: 'onboarding-question', id, route: problemDetailsRoute(id) },
          senderUserId: auth.userId,
        },
      ],
      { now },
    );
    return { status: 'answered' as const, batch };
  });
}

export function closeQuestion(db: Db, viewer: Viewer, closedBy: string, id: string, now: Date) {
  return inTransaction(db, async (trx) => {
    const row = await findQuestion(trx, viewer, id, true);
    if (row.status !== 'closed') {
      await consultingDb(trx)
        .updateTable('onboardingQuestions')
        .set({ status: 'closed', closedBy, updatedAt: now })
        .where('tenantId', '=', tenantOf(viewer))
        .where('id', '=', id)
        .execute();
    }
    return { status: 'closed' as const };
  });
}

/** Staff list: questions of the students in scope; waiting ones oldest first (first asked, first answered). */
export async function staffQuestions(db: Db, scope: StaffScope, q: ConsultingStaffQuery) {
  const status = q.status === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`q.status = ${q.status}`;
  const order = q.status === 'waiting' ? sql`q.updated_at asc` : sql`q.updated_at desc`;
  const where = sql<SqlBool>`q.tenant_id = ${scope.tenantId} and ${status} and ${scopeSql(scope)}`;
  const from = sql`from onboarding_questions q
    join onboarding_students s on s.tenant_id = q.tenant_id and s.user_id = q.user_id`;
  const [rows, count] = await Promise.all([
    sql<Row>`select q.id, q.user_id as "userId", q.category, q.content, q.photos, q.status, q.replies,
        q.created_at as "createdAt", q.updated_at as "updatedAt", s.name as "studentName"
      ${from} where ${where} order by ${order}, q.id limit ${q.limit} offset ${(q.page - 1) * q.limit}`.execute(db),
    sql<{ n: string }>`select count(*) as n ${from} where ${where}`.execute(db),
  ]);
  const totalCount = Number(count.rows[0]?.n ?? 0);
  return {
    dataResult: rows.rows.map((r) => toItem(r, true)),
    pageResult: { page: q.page, limit: q.limit, totalCount, totalPages: Math.ceil(totalCount / q.limit) },
  };
}

export type { Viewer };
