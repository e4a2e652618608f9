import {
  type DormInspectionBody,
  type DormInspectionRow,
  type DormRankingRow,
  type DormRoomRow,
  hygieneGrade,
  type ListResult,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openStay, placeOfBed } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';

// 卫生检查 (dormitoryinspection, inspectionExamine, PersonalInspection): one score per room and day on
// the 100-point deduction sheet (unique per room and day: a second entry is DORM_INSPECTION_EXISTS),
// the ranking by average score over a period, and a student's view of their own room.

type Range = { from?: string | undefined; to?: string | undefined; buildingId?: string | undefined };

function rangeWhere(tenantId: string, f: Range) {
  return sql<SqlBool>`i.tenant_id = ${tenantId}
    ${f.from ? sql`and i.day >= ${f.from}::date` : sql``}
    ${f.to ? sql`and i.day <= ${f.to}::date` : sql``}
    ${f.buildingId ? sql`and g.id = ${f.buildingId}` : sql``}`;
}

const from = sql`dorm_inspections i
  join dorm_rooms r on r.tenant_id = i.tenant_id and r.id = i.room_id
  join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id
  join employees w on w.tenant_id = i.tenant_id and w.user_id = i.inspector_id`;

type Row = Omit<DormInspectionRow, 'grade' | 'date'> & { date: Date | string };
const dayText = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const toRow = (r: Row): DormInspectionRow => ({ ...r, date: dayText(r.date), grade: hygieneGrade(r.score) });

export async function addInspection(db: Db, auth: AuthContext, body: DormInspectionBody, now: Date) {
  const room = await dormDb(db)
    .selectFrom('dormRooms')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', body.roomId)
    .executeTakeFirst();
  if (!room) throw new AppError('DORM_ROOM_NOT_FOUND');
  const id = newId(now.getTime());
  const inserted = await dormDb(db)
    .insertInto('dormInspections')
    .values({
      tenantId: auth.tenantId,
      id,
      roomId: body.roomId,
      day: body.date,
      score: body.score,
      deductions: body.deductions ?? '',
      inspectorId: auth.userId,
      createdAt: now,
    })
    .onConflict((c) => c.columns(['tenantId', 'roomId', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('DORM_INSPECTION_EXISTS');
  return { id };
}

export async function listInspections(
  db: Db,
  tenantId: string,
  f: Range & { pageNo: number; limit: number },
): Promise<ListResult<DormInspectionRow>> {
  const where = rangeWhere(tenantId, f);
  const offset = (f.pageNo - 1) * f.limit;
  const [rows, count] = await Promise.all([
    sql<Row>`select i.id, i.room_id as "roomId", g.name || ' ' || r.room_no as "roomLabel", i.day as date, i.score,
        i.deductions, w.name as "inspectorName"
      from ${from} where ${where}
      order by i.day desc, g.sort, r.room_no limit ${f.limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map(toRow),
    pageResult: pageResult(f.pageNo, f.limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** Rooms by average score in the period, best first; equal averages share a rank. */
export async function inspectionRanking(db: Db, tenantId: string, f: Range): Promise<DormRankingRow[]> {
  const rows = await sql<DormRankingRow>`select i.room_id as "roomId", g.name || ' ' || r.room_no as "roomLabel",
      count(*)::int as checks, round(avg(i.score), 1)::float as average,
      (rank() over (order by round(avg(i.score), 1) desc))::int as rank
    from ${from} where ${rangeWhere(tenantId, f)}
    group by i.room_id, g.name, g.sort, r.room_no
    order by average desc, g.sort, r.room_no limit 200`.execute(db);
  return rows.rows;
}

/** PersonalInspection: the scores of the student's current room, newest first. */
export async function myInspections(db: Db, auth: AuthContext): Promise<DormInspectionRow[]> {
  const stay = await openStay(db, auth.tenantId, auth.userId);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, stay.bedId);
  if (!place) throw new AppError('DORM_NOT_HOUSED');
  const rows = await sql<Row>`select i.id, i.room_id as "roomId", g.name || ' ' || r.room_no as "roomLabel",
      i.day as date, i.score, i.deductions, w.name as "inspectorName"
    from ${from} where i.tenant_id = ${auth.tenantId} and i.room_id = ${place.roomId}
    order by i.day desc limit 100`.execute(db);
  return rows.rows.map(toRow);
}

/** The rooms of a building (optionally one floor) with who lives there, for staff pickers. */
export async function roomsOfBuilding(
  db: Db,
  tenantId: string,
  buildingId: string,
  floor: number | undefined,
): Promise<DormRoomRow[]> {
  const rows = await sql<
    Omit<DormRoomRow, 'occupants'> & { studentId: string | null; name: string | null; bedNo: string | null }
  >`
    select r.id as "roomId", r.room_no as "roomNo", r.floor, r.gender, r.capacity,
      s.student_id as "studentId", e.name, b.bed_no as "bedNo"
    from dorm_rooms r
    left join dorm_beds b on b.tenant_id = r.tenant_id and b.room_id = r.id
    left join dorm_stays s on s.tenant_id = b.tenant_id and s.bed_id = b.id and s.end_at is null
    left join employees e on e.tenant_id = s.tenant_id and e.user_id = s.student_id
    where r.tenant_id = ${tenantId} and r.building_id = ${buildingId} and r.status = 'active'
      ${floor ? sql`and r.floor = ${floor}` : sql``}
    order by r.floor, r.room_no, b.bed_no`.execute(db);
  const rooms = new Map<string, DormRoomRow>();
  for (const row of rows.rows) {
    let room = rooms.get(row.roomId);
    if (!room) {
      room = {
        roomId: row.roomId,
        roomNo: row.roomNo,
        floor: row.floor,
        gender: row.gender,
        capacity: row.capacity,
        occupants: [],
      };
      rooms.set(row.roomId, room);
    }
    if (row.studentId) room.occupants.push({ studentId: row.studentId, name: row.name ?? '', bedNo: row.bedNo ?? '' });
  }
  return [...rooms.values()];
}
