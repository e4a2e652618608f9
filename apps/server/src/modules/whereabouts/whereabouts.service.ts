import type {
  Locale,
  LocalizedText,
  WhereaboutsOpenBody,
  WhereaboutsRecord,
  WhereaboutsRegisterBody,
  WhereaboutsReturnBody,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { SheetTable } from '../../platform/data-templates/table-export.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CreatedBatch, createMessages } from '../../platform/messages/messages.service.ts';
import { missingStudents, windowById } from './whereabouts.queries.ts';
import { whereaboutsDb } from './whereabouts.tables.ts';

type Opened = Required<WhereaboutsOpenBody>;
type Registered = { [K in keyof WhereaboutsRegisterBody]-?: Exclude<WhereaboutsRegisterBody[K], undefined> };

/** The school opens a window; the deadline may not pass before now nor after the break ends. */
export async function openWindow(db: Db, auth: AuthContext, body: Opened, now: Date) {
  const deadline = new Date(body.deadline);
  if (body.endDate < body.startDate || deadline <= now) throw new AppError('WHEREABOUTS_DATES_INVALID');
  const id = newId(now.getTime());
  await whereaboutsDb(db)
    .insertInto('whereaboutsWindows')
    .values({ tenantId: auth.tenantId, id, ...body, deadline, createdBy: auth.userId, createdAt: now })
    .execute();
  return { id };
}

/** A window still open at `now`, or the module's error. */
async function openWindowOf(db: Db, tenantId: string, windowId: string, now: Date) {
  const window = await windowById(db, tenantId, windowId, now);
  if (!window) throw new AppError('WHEREABOUTS_NOT_FOUND');
  if (!window.open) throw new AppError('WHEREABOUTS_WINDOW_CLOSED');
  return window;
}

/**
 * A student's registration, created or replaced while the window is open (one row per student and
 * window: the unique key makes a repeated submit an update, never a second row).
 */
export async function register(db: Db, auth: AuthContext, windowId: string, body: Registered, now: Date) {
  await openWindowOf(db, auth.tenantId, windowId, now);
  const leaving = !body.staying;
  if (leaving) {
    const complete = body.province && body.city && body.leaveDate && body.returnDate && body.contactPhone;
    if (!complete) throw new AppError('WHEREABOUTS_DESTINATION_REQUIRED');
    if ((body.returnDate as string) < (body.leaveDate as string)) throw new AppError('WHEREABOUTS_DATES_INVALID');
  }
  const values = {
    staying: body.staying,
    province: leaving ? body.province : '',
    city: leaving ? body.city : '',
    address: leaving ? body.address : '',
    leaveDate: leaving ? body.leaveDate : null,
    returnDate: leaving ? body.returnDate : null,
    transport: leaving ? body.transport : null,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    remark: body.remark,
    updatedAt: now,
  };
  const row = await whereaboutsDb(db)
    .insertInto('whereaboutsRecords')
    .values({
      tenantId: auth.tenantId,
      id: newId(now.getTime()),
      windowId,
      studentId: auth.userId,
      createdAt: now,
      ...values,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'windowId', 'studentId']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** 返校登记: a student who registered leaving records the return (any time after registering). */
export async function registerReturn(
  db: Db,
  auth: AuthContext,
  windowId: string,
  body: Required<WhereaboutsReturnBody>,
  now: Date,
) {
  return inTransaction(db, async (trx) => {
    const wdb = whereaboutsDb(trx);
    const record = await wdb
      .selectFrom('whereaboutsRecords')
      .select(['id', 'staying', sql<string | null>`leave_date::text`.as('leaveDate')])
      .where('tenantId', '=', auth.tenantId)
      .where('windowId', '=', windowId)
      .where('studentId', '=', auth.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!record) throw new AppError('WHEREABOUTS_NOT_FOUND');
    if (record.staying) throw new AppError('WHEREABOUTS_NOT_LEAVING');
    if (record.leaveDate && body.returnDate < record.leaveDate) throw new AppError('WHEREABOUTS_DATES_INVALID');
    await wdb
      .updateTable('whereaboutsRecords')
      .set({ returnedAt: now, actualReturnDate: body.returnDate, returnRemark: body.remark, updatedAt: now })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', record.id)
      .execute();
    return { id: record.id, returnedAt: now.toISOString() };
  });
}

const remindTitle = (name: string): LocalizedText => ({
  'zh-CN': `请填写离返校登记：${name}`,
  'zh-TW': `請填寫離返校登記：${name}`,
  'en-US': `Please fill in your holiday travel record: ${name}`,
  'ja-JP': `帰省届を提出してください：${name}`,
});

/**
 * Sends each student in the caller's scope who has not registered an inner message leading to the
 * registration page. Returns the batch so the route can wake live streams after commit.
 */
export async function remindMissing(
  db: Db,
  auth: AuthContext,
  windowId: string,
  now: Date,
): Promise<{ reminded: number; batch: CreatedBatch }> {
  const window = await openWindowOf(db, auth.tenantId, windowId, now);
  const missing = await missingStudents(
    db,
    auth,
    windowId,
    { parameters: [], requestPage: { pageNo: 1, limit: 1 }, sorts: [] },
    { all: true },
  );
  const batch = await createMessages(
    db,
    auth.tenantId,
    missing.dataResult.map((m) => ({
      userId: m.studentId,
      kind: 'whereabouts.remind',
      title: remindTitle(window.name),
      summary: `${window.startDate} – ${window.endDate}`,
      target: { type: 'whereabouts', id: windowId, route: `/xgxt/jjrlfxQxdj?window=${windowId}` },
      senderUserId: auth.userId,
    })),
    { now },
  );
  return { reminded: batch.count, batch };
}

const exportHeader: Record<Locale, string[]> = {
  'zh-CN': [
    '学号',
    '姓名',
    '班级',
    '是否留校',
    '省份',
    '城市',
    '详细地址',
    '离校日期',
    '返校日期',
    '交通方式',
    '联系人',
    '联系电话',
    '已返校',
  ],
  'zh-TW': [
    '學號',
    '姓名',
    '班級',
    '是否留校',
    '省份',
    '城市',
    '詳細地址',
    '離校日期',
    '返校日期',
    '交通方式',
    '聯絡人',
    '聯絡電話',
    '已返校',
  ],
  'en-US': [
    'Student ID',
    'Name',
    'Class',
    'Staying',
    'Province',
    'City',
    'Address',
    'Leaving',
    'Returning',
    'Transport',
    'Contact',
    'Phone',
    'Returned',
  ],
  'ja-JP': [
    '学籍番号',
    '氏名',
    'クラス',
    '寮に残る',
    '都道府県・省',
    '市',
    '住所',
    '出発日',
    '帰校日',
    '交通手段',
    '連絡先',
    '電話番号',
    '帰校済み',
  ],
};

const yesNo: Record<Locale, [string, string]> = {
  'zh-CN': ['是', '否'],
  'zh-TW': ['是', '否'],
  'en-US': ['yes', 'no'],
  'ja-JP': ['はい', 'いいえ'],
};

/** The registrations as a sheet; `sendSheet` (platform/statistics) writes it as CSV or XLSX. */
export function recordsSheet(rows: readonly WhereaboutsRecord[], locale: Locale): SheetTable {
  const [yes, no] = yesNo[locale];
  const body = rows.map((r) => [
    r.studentCode,
    r.studentName,
    r.className,
    r.staying ? yes : no,
    r.province,
    r.city,
    r.address,
    r.leaveDate,
    r.returnDate,
    r.transport,
    r.contactName,
    r.contactPhone,
    r.returnedAt ? yes : no,
  ]);
  return { header: exportHeader[locale], body };
}
