import {
  type DormPersonalInspectionBody,
  type DormPersonalInspectionRow,
  type DormPersonalItem,
  type DormPersonalItemLabel,
  dormPersonalItems,
  isDormPersonalItem,
  type ListQuery,
  type ListResult,
  type LocalizedText,
  locales,
  personalInspectionItemsSetting,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { linkFilesToBusinessKey } from '../../platform/files/file-access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CreatedBatch, createMessages } from '../../platform/messages/messages.service.ts';
import { inRoster } from '../../platform/statistics/roster.ts';
import { staffScopeSql } from '../../platform/statistics/statistics-scope.ts';
import { openStay } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';

// 个人内务检查 (PersonalInspection, PersonalInspectionExamine): staff record a check of one student of
// their scope (staffScopeSql: counsellor → their classes, college administrator → the college, the
// affairs office → everyone); the list is cut by the same scope, so a student (scope "own") sees only
// their own records. A record with failed items sends the student an inner message in the same
// transaction; the photos must be the inspector's own uploads.

export const personalKeyPrefix = 'dorm_personal:';
const personalKey = (id: string) => `${personalKeyPrefix}${id}`;

/** The school's day (the demo schools are in China; a check is dated by the local calendar). */
const schoolDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);

function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** The item set with the school's labels (sys_configs); a malformed setting falls back to the defaults. */
export async function personalItemLabels(db: Db, tenantId: string): Promise<DormPersonalItemLabel[]> {
  const row = await db
    .selectFrom('sysConfigs')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('code', '=', personalInspectionItemsSetting)
    .executeTakeFirst();
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = row?.value ? JSON.parse(row.value) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return dormPersonalItems.map((key) => {
    const given = parsed[key];
    if (!given || typeof given !== 'object') return { key, label: null };
    const label: Partial<LocalizedText> = {};
    for (const locale of locales) {
      const text = (given as Record<string, unknown>)[locale];
      if (typeof text === 'string' && text.trim()) label[locale] = text.trim().slice(0, 40);
    }
    return { key, label: Object.keys(label).length > 0 ? label : null };
  });
}

const messageTitle: LocalizedText = {
  'zh-CN': '你的个人内务检查有未通过的项目',
  'zh-TW': '你的個人內務檢查有未通過的項目',
  'en-US': 'Your personal inspection has failed items',
  'ja-JP': '個人の寮内点検で不合格の項目があります',
};

/**
 * Records one check. Everything is validated before the transaction; the insert, the photo links and
 * the student's message commit together, so a refused record (out of scope, someone else's upload…)
 * leaves nothing behind. Returns the message batch to publish after the commit.
 */
export async function addPersonalInspection(
  db: Db,
  auth: AuthContext,
  body: Required<DormPersonalInspectionBody>,
  now: Date,
): Promise<{ id: string; batch: CreatedBatch | null }> {
  if (!isCalendarDay(body.date) || body.date > schoolDay(now)) throw new AppError('DORM_PERSONAL_DATE_INVALID');
  const unknown = body.failedItems.find((key) => !isDormPersonalItem(key));
  if (unknown !== undefined) throw new AppError('DORM_PERSONAL_ITEM_UNKNOWN', `unknown item ${unknown}`);
  const failed = [...new Set(body.failedItems)] as DormPersonalItem[];
  const photos = [...new Set(body.photos)];
  if (!(await inRoster(db, auth, body.studentId))) throw new AppError('DORM_PERSONAL_STUDENT_OUT_OF_SCOPE');
  const id = newId(now.getTime());
  return inTransaction(db, async (trx) => {
    const stay = await openStay(trx, auth.tenantId, body.studentId);
    await dormDb(trx)
      .insertInto('dormPersonalInspections')
      .values({
        tenantId: auth.tenantId,
        id,
        studentId: body.studentId,
        bedId: stay?.bedId ?? null,
        day: body.date,
        score: body.score,
        failedItems: JSON.stringify(failed),
        passed: failed.length === 0,
        remark: body.remark,
        photos: JSON.stringify(photos),
        inspectorId: auth.userId,
        createdAt: now,
      })
      .execute();
    // Only the inspector's own uploads: an unknown or foreign file id aborts the record (6085104).
    await linkFilesToBusinessKey(trx, auth.tenantId, photos, personalKey(id), { ownerId: auth.userId });
    if (failed.length === 0) return { id, batch: null };
    const batch = await createMessages(
      trx,
      auth.tenantId,
      [
        {
          userId: body.studentId,
          kind: 'dorms.personal-inspection',
          title: messageTitle,
          summary: `${body.date} · ${body.score}`,
          target: { type: 'dorm-personal', id, route: `/xgxt/PersonalInspection?id=${id}` },
          senderUserId: auth.userId,
        },
      ],
      { now },
    );
    return { id, batch };
  });
}

const from = sql`dorm_personal_inspections p
  join employees e on e.tenant_id = p.tenant_id and e.user_id = p.student_id
  join employees w on w.tenant_id = p.tenant_id and w.user_id = p.inspector_id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
  left join dorm_beds b on b.tenant_id = p.tenant_id and b.id = p.bed_id
  left join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
  left join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`;

const columns = sql`p.id, p.student_id as "studentId", e.name as "studentName",
  coalesce(e.code, '') as "studentCode", c.name as "className", coalesce(g.name || ' ' || r.room_no, '') as place,
  p.day as date, p.score, p.passed, p.failed_items as "failedItems", p.remark, p.photos,
  w.name as "inspectorName", p.created_at as "createdAt"`;

type DbRow = Omit<DormPersonalInspectionRow, 'date' | 'createdAt' | 'result' | 'failedItems' | 'photos'> & {
  date: Date | string;
  createdAt: Date | string;
  passed: boolean;
  failedItems: string[] | string;
  photos: string[] | string;
};

const json = (v: string[] | string): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : v);
const dayText = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function toRow({ passed, ...r }: DbRow): DormPersonalInspectionRow {
  return {
    ...r,
    date: dayText(r.date),
    result: passed ? 'pass' : 'fail',
    failedItems: json(r.failedItems).filter(isDormPersonalItem),
    photos: json(r.photos),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

const fields: Record<string, ListField> = {
  date: { type: 'date', text: sql`p.day::timestamp` },
  classId: { type: 'string', text: sql`e.org_id::text` },
  result: { type: 'string', text: sql`(case when p.passed then 'pass' else 'fail' end)` },
  studentName: { type: 'string', text: sql`e.name` },
  studentCode: { type: 'string', text: sql`e.code` },
  score: { type: 'integer', text: sql`p.score::text`, number: sql`p.score` },
};

/** The records of the caller's scope (a student: their own), newest check first. */
export async function listPersonalInspections(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<ListResult<DormPersonalInspectionRow>> {
  const scope = await staffScopeSql(db, auth, sql`p.student_id`);
  const filter = listWhere(query.parameters, fields);
  const where = sql<SqlBool>`p.tenant_id = ${auth.tenantId} and ${scope} ${filter ? sql`and ${filter}` : sql``}`;
  const order = listOrder(
    query.sorts,
    fields,
    ['date', 'score', 'studentCode'],
    [{ field: 'date', order: 'DESC' }],
    sql`p.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<DbRow>`select ${columns} from ${from} where ${where}
      order by ${order} limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map(toRow),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** One record the caller may see (their own, or a student of their scope), else DORM_PERSONAL_NOT_FOUND. */
export async function personalInspection(db: Db, auth: AuthContext, id: string): Promise<DormPersonalInspectionRow> {
  const scope = await staffScopeSql(db, auth, sql`p.student_id`);
  const rows = await sql<DbRow>`select ${columns} from ${from}
    where p.tenant_id = ${auth.tenantId} and p.id = ${id} and ${scope}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new AppError('DORM_PERSONAL_NOT_FOUND');
  return toRow(row);
}

/** platform/files asks this for `dorm_personal:` keys: the student themself and the staff of their scope. */
export async function personalPhotoAccess(db: Db, auth: AuthContext, keys: readonly string[]): Promise<boolean> {
  const ids = keys
    .filter((k) => k.startsWith(personalKeyPrefix))
    .map((k) => k.slice(personalKeyPrefix.length))
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return false;
  const scope = await staffScopeSql(db, auth, sql`p.student_id`);
  const rows = await sql`select 1 from dorm_personal_inspections p
    where p.tenant_id = ${auth.tenantId} and p.id in (${sql.join(ids)}) and ${scope} limit 1`.execute(db);
  return rows.rows.length > 0;
}

/** Demo: three checks by the counsellor of two of their students (one passed, two with failed items). */
export async function seedPersonalInspectionDemo(
  db: Db,
  tenantId: string,
  people: { counsellor: string; student: string; other: string | undefined },
): Promise<void> {
  const at = new Date('2026-11-24T13:00:00Z');
  const checks: { studentId: string; day: string; score: number; failed: DormPersonalItem[]; remark: string }[] = [
    { studentId: people.student, day: '2026-11-17', score: 95, failed: [], remark: '' },
    { studentId: people.student, day: '2026-11-24', score: 80, failed: ['desk'], remark: '桌面堆放杂物' },
  ];
  if (people.other) {
    checks.push({
      studentId: people.other,
      day: '2026-11-18',
      score: 60,
      failed: ['appliances', 'curfew'],
      remark: '床下发现电热锅；熄灯点名时不在寝室',
    });
  }
  for (const c of checks) {
    const stay = await openStay(db, tenantId, c.studentId);
    await dormDb(db)
      .insertInto('dormPersonalInspections')
      .values({
        tenantId,
        id: newId(),
        studentId: c.studentId,
        bedId: stay?.bedId ?? null,
        day: c.day,
        score: c.score,
        failedItems: JSON.stringify(c.failed),
        passed: c.failed.length === 0,
        remark: c.remark,
        photos: '[]',
        inspectorId: people.counsellor,
        createdAt: at,
      })
      .execute();
  }
}
