import {
  DormAbnormalBody as AbnormalSchema,
  DormDelayApplyBody as DelaySchema,
  type DormAbnormalBody,
  type DormAbnormalRow,
  type DormAbnormalStats,
  type DormDelayApplyBody,
  dormAbnormalCategories,
  type FormDefinitionInput,
  type ListResult,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { linkFilesToBusinessKey } from '../../platform/files/file-access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';
import { engineDeps, type ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { openStay, placeLabel, placeOfBed } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';

// Dorm management (ssgl):
// - 延期退宿 (delayed move-out, `dorm_delay`): a housed student asks to keep the bed until a date;
//   counsellor → dorm office. The stay itself is unchanged (the move-out request ends it later).
// - 异常情况上报 (abnormal-situation reports): dorm staff report an incident in a building (optionally a
//   room) with photos; the dorm office records how it was handled (open → handled, once).

export const dormDelayKey = 'dorm_delay';
export const dormDelayCheckHandler = 'dorms.checkDelay';
export const abnormalKeyPrefix = 'dorm_abnormal:';

export const dormDelayForm: FormDefinitionInput = {
  name: '延期退宿申请',
  code: dormDelayKey,
  fields: [
    { name: 'currentLabel', label: '当前床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'untilDate', label: '延期至', field_type: 'datePicker', field_options: { required: true } },
    { name: 'reason', label: '延期理由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
};

export const dormDelayXml = buildApprovalChain({
  key: dormDelayKey,
  name: '延期退宿申请',
  subject: '{starterName}的延期退宿申请：至{untilDate}',
  steps: [
    { kind: 'service', id: 'check', name: '检查住宿', handler: dormDelayCheckHandler },
    { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor' },
    { kind: 'user', id: 'office', name: '公寓中心审批', assignee: 'relation:affairsOffice' },
  ],
});

export const checkDelay: ServiceTaskHandler = async (ctx) => {
  if (!(await openStay(ctx.db, ctx.tenantId, ctx.starterId))) throw new AppError('DORM_NOT_HOUSED');
  const pending = await ctx.db
    .selectFrom('wfInstances')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', dormDelayKey)
    .where('starterId', '=', ctx.starterId)
    .where('status', 'in', ['running', 'suspend'])
    .where('id', '<>', ctx.instanceId)
    .executeTakeFirst();
  if (pending) throw new AppError('DORM_DELAY_PENDING');
  return undefined;
};

export async function applyDelay(db: Db, auth: AuthContext, body: DormDelayApplyBody, now: Date) {
  const stay = await openStay(db, auth.tenantId, auth.userId);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, stay.bedId);
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    {
      defKey: dormDelayKey,
      data: { ...DelaySchema.parse(body), currentLabel: place ? placeLabel(place) : '' },
      nodeUsers: {},
    },
    now,
  );
  return { instanceId: started.instId };
}

export async function addAbnormal(db: Db, auth: AuthContext, body: DormAbnormalBody, now: Date) {
  const v = AbnormalSchema.parse(body);
  const building = await dormDb(db)
    .selectFrom('dormBuildings')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', v.buildingId)
    .executeTakeFirst();
  if (!building) throw new AppError('DORM_ROOM_NOT_FOUND');
  if (v.roomId) {
    const room = await dormDb(db)
      .selectFrom('dormRooms')
      .select('id')
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', v.roomId)
      .where('buildingId', '=', v.buildingId)
      .executeTakeFirst();
    if (!room) throw new AppError('DORM_ROOM_NOT_FOUND');
  }
  const id = newId(now.getTime());
  await inTransaction(db, async (trx) => {
    await dormDb(trx)
      .insertInto('dormAbnormalReports')
      .values({
        tenantId: auth.tenantId,
        id,
        reporterId: auth.userId,
        buildingId: v.buildingId,
        roomId: v.roomId ?? null,
        category: v.category,
        description: v.description,
        photos: JSON.stringify(v.photos),
        occurredAt: new Date(v.occurredAt),
        createdAt: now,
      })
      .execute();
    await linkFilesToBusinessKey(trx, auth.tenantId, v.photos, `${abnormalKeyPrefix}${id}`, { ownerId: auth.userId });
  });
  return { id };
}

/** The dorm office records the handling, once; a second attempt is DORM_ABNORMAL_HANDLED. */
export async function handleAbnormal(db: Db, auth: AuthContext, body: { id: string; handling: string }, now: Date) {
  const updated = await dormDb(db)
    .updateTable('dormAbnormalReports')
    .set({ status: 'handled', handling: body.handling, handlerId: auth.userId, handledAt: now })
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const row = await dormDb(db)
    .selectFrom('dormAbnormalReports')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .executeTakeFirst();
  throw new AppError(row ? 'DORM_ABNORMAL_HANDLED' : 'DORM_ABNORMAL_NOT_FOUND');
}

export async function listAbnormal(
  db: Db,
  tenantId: string,
  f: { status?: 'open' | 'handled' | undefined; pageNo: number; limit: number },
): Promise<ListResult<DormAbnormalRow>> {
  const where = sql<SqlBool>`a.tenant_id = ${tenantId} ${f.status ? sql`and a.status = ${f.status}` : sql``}`;
  const offset = (f.pageNo - 1) * f.limit;
  const [rows, count] = await Promise.all([
    sql<Omit<DormAbnormalRow, 'occurredAt' | 'photos'> & { occurredAt: Date | string; photos: string[] | string }>`
      select a.id, g.name || coalesce(' ' || r.room_no, '') as place, a.category, a.occurred_at as "occurredAt",
        a.description, a.photos, e.name as "reporterName", a.status, a.handling, h.name as "handlerName"
      from dorm_abnormal_reports a
      join dorm_buildings g on g.tenant_id = a.tenant_id and g.id = a.building_id
      left join dorm_rooms r on r.tenant_id = a.tenant_id and r.id = a.room_id
      join employees e on e.tenant_id = a.tenant_id and e.user_id = a.reporter_id
      left join employees h on h.tenant_id = a.tenant_id and h.user_id = a.handler_id
      where ${where}
      order by (a.status = 'open') desc, a.occurred_at desc, a.id desc limit ${f.limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from dorm_abnormal_reports a where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => ({
      ...r,
      photos: typeof r.photos === 'string' ? (JSON.parse(r.photos) as string[]) : r.photos,
      occurredAt: new Date(r.occurredAt).toISOString(),
    })),
    pageResult: pageResult(f.pageNo, f.limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** Open and handled reports per category (every category, zeros included). */
export async function abnormalStats(db: Db, tenantId: string): Promise<DormAbnormalStats> {
  const rows = await sql<{ category: string; open: number; handled: number }>`select category,
      count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'handled')::int as handled
    from dorm_abnormal_reports where tenant_id = ${tenantId} group by category`.execute(db);
  const by = new Map(rows.rows.map((r) => [r.category, r]));
  return dormAbnormalCategories.map((category) => ({
    category,
    open: by.get(category)?.open ?? 0,
    handled: by.get(category)?.handled ?? 0,
  }));
}
