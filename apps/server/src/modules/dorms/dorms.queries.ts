import type {
  DormBuildingSummary,
  DormFreeRoom,
  DormGender,
  DormHistoryRow,
  DormMine,
  DormOccupancyRow,
  ListQuery,
  ListResult,
} from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import { scopeCondition } from '../../platform/data-templates/row-scope.ts';
import type { Db } from '../../platform/db/database.ts';

// Reads of the dorm module. Raw SQL with camelCase aliases (CamelCasePlugin leaves them as they are).

const place = sql`g.id as "buildingId", g.name as "buildingName", r.floor, r.id as "roomId", r.room_no as "roomNo",
  b.id as "bedId", b.bed_no as "bedNo"`;
const bedJoin = sql`dorm_beds b
  join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
  join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`;

const stayJoin = sql`dorm_stays s
  join dorm_beds b on b.tenant_id = s.tenant_id and b.id = s.bed_id
  join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
  join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`;

const iso = (v: Date | string) => new Date(v).toISOString();

export async function myDorm(db: Db, tenantId: string, userId: string): Promise<DormMine> {
  const mine = await sql<Omit<NonNullable<DormMine>['place'], never> & { since: Date | string; gender: DormGender }>`
    select ${place}, s.start_at as since, r.gender from ${stayJoin}
    where s.tenant_id = ${tenantId} and s.student_id = ${userId} and s.end_at is null`.execute(db);
  const row = mine.rows[0];
  if (!row) return null;
  const { since, gender, ...p } = row;
  const roommates = await sql<NonNullable<DormMine>['roommates'][number]>`
    select s.student_id as "studentId", e.name, coalesce(e.code, '') as code, c.name as "className", b.bed_no as "bedNo"
    from dorm_stays s
    join dorm_beds b on b.tenant_id = s.tenant_id and b.id = s.bed_id
    join employees e on e.tenant_id = s.tenant_id and e.user_id = s.student_id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
    where s.tenant_id = ${tenantId} and b.room_id = ${p.roomId} and s.end_at is null and s.student_id <> ${userId}
    order by b.bed_no`.execute(db);
  return { place: p, since: iso(since), gender, roommates: roommates.rows };
}

/** Rooms with at least one free bed, of one gender (or both), optionally in one building. */
export async function freeBeds(
  db: Db,
  tenantId: string,
  filter: { gender?: DormGender | null | undefined; buildingId?: string | undefined },
): Promise<DormFreeRoom[]> {
  const rows = await sql<{
    buildingId: string;
    buildingName: string;
    roomId: string;
    roomNo: string;
    floor: number;
    gender: DormGender;
    capacity: number;
    bedId: string;
    bedNo: string;
  }>`select g.id as "buildingId", g.name as "buildingName", r.id as "roomId", r.room_no as "roomNo", r.floor,
      r.gender, r.capacity, b.id as "bedId", b.bed_no as "bedNo"
    from ${bedJoin}
    where b.tenant_id = ${tenantId} and b.status = 'active' and r.status = 'active'
      ${filter.gender ? sql`and r.gender = ${filter.gender}` : sql``}
      ${filter.buildingId ? sql`and g.id = ${filter.buildingId}` : sql``}
      and not exists (select 1 from dorm_stays s where s.tenant_id = b.tenant_id and s.bed_id = b.id and s.end_at is null)
    order by g.sort, g.name, r.floor, r.room_no, b.bed_no
    limit 2000`.execute(db);
  const rooms = new Map<string, DormFreeRoom>();
  for (const r of rows.rows) {
    let room = rooms.get(r.roomId);
    if (!room) {
      room = {
        buildingId: r.buildingId,
        buildingName: r.buildingName,
        roomId: r.roomId,
        roomNo: r.roomNo,
        floor: r.floor,
        gender: r.gender,
        capacity: r.capacity,
        freeBeds: [],
      };
      rooms.set(r.roomId, room);
    }
    room.freeBeds.push({ bedId: r.bedId, bedNo: r.bedNo });
  }
  return [...rooms.values()];
}

export async function buildingSummaries(db: Db, tenantId: string): Promise<DormBuildingSummary[]> {
  const rows = await sql<DormBuildingSummary>`select g.id as "buildingId", g.name, g.gender,
      count(distinct r.id)::int as rooms, count(b.id)::int as beds, count(s.id)::int as occupied,
      (count(b.id) - count(s.id))::int as free
    from dorm_buildings g
    left join dorm_rooms r on r.tenant_id = g.tenant_id and r.building_id = g.id and r.status = 'active'
    left join dorm_beds b on b.tenant_id = r.tenant_id and b.room_id = r.id and b.status = 'active'
    left join dorm_stays s on s.tenant_id = b.tenant_id and s.bed_id = b.id and s.end_at is null
    where g.tenant_id = ${tenantId}
    group by g.id, g.name, g.gender, g.sort order by g.sort, g.name`.execute(db);
  return rows.rows;
}

/** Counsellors see their classes, college administrators their college, the dorm office everyone. */
export function dormScope(auth: AuthContext) {
  if (auth.isSuper && auth.allRoles) return 'all' as const;
  if (auth.roleAlias === 'affairsAdmin' || auth.roleAlias === 'tenantAdmin') return 'all' as const;
  if (auth.roleAlias === 'collegeAdmin') return 'college' as const;
  if (auth.roleAlias === 'counsellor' || auth.roleAlias === 'teacher') return 'classes' as const;
  return 'own' as const;
}

async function scoped(db: Db, auth: AuthContext, column: RawBuilder<unknown>): Promise<RawBuilder<SqlBool>> {
  const tenant = sql<SqlBool>`s.tenant_id = ${auth.tenantId}`;
  const condition = await scopeCondition(db, auth, dormScope(auth), column);
  return condition ? sql<SqlBool>`${tenant} and ${condition}` : tenant;
}

const occupancyFields: Record<string, ListField> = {
  buildingId: { type: 'string', text: sql`g.id::text` },
  buildingName: { type: 'string', text: sql`g.name` },
  roomNo: { type: 'string', text: sql`r.room_no` },
  floor: { type: 'integer', text: sql`r.floor::text`, number: sql`r.floor` },
  studentName: { type: 'string', text: sql`e.name` },
  studentCode: { type: 'string', text: sql`e.code` },
  className: { type: 'string', text: sql`c.name` },
  since: { type: 'datetime', text: sql`s.start_at` },
};

export async function occupancyList(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<ListResult<DormOccupancyRow>> {
  const from = sql`${stayJoin}
    join employees e on e.tenant_id = s.tenant_id and e.user_id = s.student_id
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id`;
  const filter = listWhere(query.parameters, occupancyFields);
  const scope = await scoped(db, auth, sql`s.student_id`);
  const where = sql<SqlBool>`${scope} and s.end_at is null ${filter ? sql`and ${filter}` : sql``}`;
  const order = listOrder(
    query.sorts,
    occupancyFields,
    ['buildingName', 'roomNo', 'floor', 'studentCode', 'since'],
    [
      { field: 'buildingName', order: 'ASC' },
      { field: 'roomNo', order: 'ASC' },
    ],
    sql`b.bed_no`,
  );
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<Omit<DormOccupancyRow, 'since'> & { since: Date | string }>`select ${place}, s.student_id as "studentId",
      e.name as "studentName", coalesce(e.code, '') as "studentCode", c.name as "className", s.start_at as since
      from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => ({ ...r, since: iso(r.since) })),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** The stays of one student, newest first; undefined when the student is outside the caller's scope. */
export async function stayHistory(db: Db, auth: AuthContext, studentId: string): Promise<DormHistoryRow[] | undefined> {
  const visible = await sql<{ ok: number }>`select 1 as ok from employees s
    where s.tenant_id = ${auth.tenantId} and s.user_id = ${studentId}
      and ${(await scopeCondition(db, auth, studentId === auth.userId ? 'own' : dormScope(auth), sql`s.user_id`)) ?? sql`true`}`.execute(
    db,
  );
  if (visible.rows.length === 0) return undefined;
  const rows = await sql<
    Omit<DormHistoryRow, 'startAt' | 'endAt'> & { startAt: Date | string; endAt: Date | string | null }
  >`select ${place}, s.start_at as "startAt", s.end_at as "endAt", s.start_reason as reason
    from ${stayJoin}
    where s.tenant_id = ${auth.tenantId} and s.student_id = ${studentId}
    order by s.start_at desc, s.id desc`.execute(db);
  return rows.rows.map((r) => ({ ...r, startAt: iso(r.startAt), endAt: r.endAt ? iso(r.endAt) : null }));
}
