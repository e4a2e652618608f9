import {
  DormRepairCreateBody as CreateSchema,
  type DormRepairCreateBody,
  type DormRepairRow,
  type DormRepairStatus,
  dormOfficeRoles,
  type ListResult,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { linkFilesToBusinessKey } from '../../platform/files/file-access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openStay, placeOfBed } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';

// 报修 (reportRepair): a housed student reports a fault in their room with photos; the dorm office moves
// it on (报修 → 派单 → 维修中 → 完成) and the reporter rates the finished work (→ 评价). Each step is a
// conditional update on the current status, so two clicks cannot skip or repeat a step.

export const repairKeyPrefix = 'dorm_repair:';
const repairKey = (id: string) => `${repairKeyPrefix}${id}`;

/** Which status each step may come from. */
const stepFrom: Record<'dispatched' | 'repairing' | 'done', DormRepairStatus[]> = {
  dispatched: ['reported'],
  repairing: ['reported', 'dispatched'],
  done: ['reported', 'dispatched', 'repairing'],
};

export function isDormOffice(auth: AuthContext): boolean {
  return (auth.isSuper && auth.allRoles) || (dormOfficeRoles as readonly string[]).includes(auth.roleAlias ?? '');
}

/** The dorm office may open the photos of any report (platform/files asks this for `dorm_repair:` keys). */
export async function repairPhotoAccess(_db: Db, auth: AuthContext, keys: readonly string[]): Promise<boolean> {
  return isDormOffice(auth) && keys.some((k) => k.startsWith(repairKeyPrefix));
}

export async function createRepair(db: Db, auth: AuthContext, body: DormRepairCreateBody, now: Date) {
  const v = CreateSchema.parse(body);
  const stay = await openStay(db, auth.tenantId, auth.userId);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, stay.bedId);
  if (!place) throw new AppError('DORM_NOT_HOUSED');
  const id = newId(now.getTime());
  await inTransaction(db, async (trx) => {
    await dormDb(trx)
      .insertInto('dormRepairs')
      .values({
        tenantId: auth.tenantId,
        id,
        reporterId: auth.userId,
        roomId: place.roomId,
        category: v.category,
        urgency: v.urgency,
        description: v.description,
        photos: JSON.stringify(v.photos),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    // Only the reporter's own uploads (an unknown or foreign file id aborts the report).
    await linkFilesToBusinessKey(trx, auth.tenantId, v.photos, repairKey(id), { ownerId: auth.userId });
  });
  return { id };
}

type RepairDbRow = Omit<DormRepairRow, 'createdAt' | 'updatedAt' | 'photos'> & {
  photos: string[] | string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

export async function listRepairs(
  db: Db,
  tenantId: string,
  filter: { reporterId?: string; status?: DormRepairStatus | undefined; pageNo: number; limit: number },
): Promise<ListResult<DormRepairRow>> {
  const where = sql`d.tenant_id = ${tenantId}
    ${filter.reporterId ? sql`and d.reporter_id = ${filter.reporterId}` : sql``}
    ${filter.status ? sql`and d.status = ${filter.status}` : sql``}`;
  const offset = (filter.pageNo - 1) * filter.limit;
  const [rows, count] = await Promise.all([
    sql<RepairDbRow>`select d.id, d.reporter_id as "reporterId", e.name as "reporterName",
        g.name || ' ' || r.room_no as "roomLabel", d.category, d.urgency, d.description, d.photos, d.status,
        d.note, d.rating, d.comment, d.created_at as "createdAt", d.updated_at as "updatedAt"
      from dorm_repairs d
      join dorm_rooms r on r.tenant_id = d.tenant_id and r.id = d.room_id
      join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id
      join employees e on e.tenant_id = d.tenant_id and e.user_id = d.reporter_id
      where ${where}
      order by (d.urgency = 'urgent') desc, d.created_at desc, d.id desc
      limit ${filter.limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from dorm_repairs d where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => ({
      ...r,
      photos: typeof r.photos === 'string' ? (JSON.parse(r.photos) as string[]) : r.photos,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    pageResult: pageResult(filter.pageNo, filter.limit, Number(count.rows[0]?.n ?? 0)),
  };
}

async function exists(db: Db, tenantId: string, id: string, reporterId?: string) {
  let q = dormDb(db).selectFrom('dormRepairs').select('id').where('tenantId', '=', tenantId).where('id', '=', id);
  if (reporterId) q = q.where('reporterId', '=', reporterId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Dorm office: one step on. A report already past that step answers DORM_REPAIR_BAD_STEP. */
export async function progressRepair(
  db: Db,
  auth: AuthContext,
  body: { id: string; status: 'dispatched' | 'repairing' | 'done'; note: string },
  now: Date,
) {
  const updated = await dormDb(db)
    .updateTable('dormRepairs')
    .set({ status: body.status, note: body.note, updatedAt: now })
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .where('status', 'in', stepFrom[body.status])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  if (!(await exists(db, auth.tenantId, body.id))) throw new AppError('DORM_REPAIR_NOT_FOUND');
  throw new AppError('DORM_REPAIR_BAD_STEP');
}

/** The reporter rates a finished repair, once. */
export async function rateRepair(
  db: Db,
  auth: AuthContext,
  body: { id: string; rating: number; comment: string },
  now: Date,
) {
  const updated = await dormDb(db)
    .updateTable('dormRepairs')
    .set({ status: 'rated', rating: body.rating, comment: body.comment, updatedAt: now })
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.id)
    .where('reporterId', '=', auth.userId)
    .where('status', '=', 'done')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  if (!(await exists(db, auth.tenantId, body.id, auth.userId))) throw new AppError('DORM_REPAIR_NOT_FOUND');
  throw new AppError('DORM_REPAIR_BAD_STEP');
}
