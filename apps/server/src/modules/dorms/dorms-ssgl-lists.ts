import {
  type DormSsglKind,
  type DormSsglList,
  type DormSsglRow,
  isDormSsglStatus,
  type LocalizedText,
  type StatsResult,
} from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { aggregate, type StatsRequest, type StatsSource } from '../../platform/statistics/aggregate.ts';
import type { StatsLabels } from '../../platform/statistics/stats-export.ts';
import { dormChangeProcessKey } from './dorms.definitions.ts';
import { dormMoveOutKey } from './dorms-move-out.ts';
import { dormHolidayKey } from './dorms-requests.ts';
import { dormDelayKey } from './dorms-ssgl.ts';

// The dorm office's lists across buildings (ssgl): holiday stays, room changes, move-outs and delayed
// move-outs are workflow requests (wf_instances, their form data); repairs, violation reports and
// incident reports are rows of dorm_repairs, dorm_violations and dorm_abnormal_reports. One SQL shape
// per kind gives the student (for incidents: the staff member who reported), the building, a status
// and a date; the list, the counts per status and the statistics (platform/statistics `aggregate`:
// building and status besides the platform's college, major, class, month, day and, where a kind has
// one, type = the repair category, the violation type, the incident category) all read it. The day of
// a record is its creation day in China Standard Time, the zone of every seeded school (as seals-stats.ts).

type KindSql = {
  from: RawBuilder<unknown>;
  tenantId: RawBuilder<unknown>;
  studentId: RawBuilder<unknown>;
  createdAt: RawBuilder<unknown>;
  status: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>;
  /** Columns of the list row beyond the common ones. */
  extra: RawBuilder<unknown>;
  type?: RawBuilder<unknown>;
  /** The list's place when it is not "building room" (an incident may name only the building). */
  place?: RawBuilder<unknown>;
};

// The room of a request: holiday, move-out, delay → the bed the student held when applying (the stay
// begun last before the request, ended since or not); change → the target bed.
const requestStatus = sql`case when i.status = 'running' then 'running' else coalesce(i.result, i.status) end`;
const placeJoins = (bed: RawBuilder<unknown>) => sql`
    left join dorm_beds b on b.tenant_id = i.tenant_id and b.id::text = ${bed}
    left join dorm_rooms r on r.tenant_id = b.tenant_id and r.id = b.room_id
    left join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`;

const stayAtRequest = sql`wf_instances i
      left join lateral (select s.bed_id::text as bed_id from dorm_stays s
        where s.tenant_id = i.tenant_id and s.student_id = i.starter_id and s.start_at <= i.created_at
        order by s.start_at desc limit 1) st on true
      ${placeJoins(sql`st.bed_id`)}`;
/** A request of the stay-at-the-time shape, its extra columns naming one form date as the row's day. */
const stayRequest = (defKey: string, day: RawBuilder<unknown>, dates: RawBuilder<unknown>): KindSql => ({
  from: stayAtRequest,
  tenantId: sql`i.tenant_id`,
  studentId: sql`i.starter_id`,
  createdAt: sql`i.created_at`,
  status: requestStatus,
  where: sql<SqlBool>`i.def_key = ${defKey}`,
  extra: sql`${dates}, null as category, null as urgency, ${day} as day`,
});
const occurredDay = (column: RawBuilder<unknown>) => sql`((${column}) at time zone 'Asia/Shanghai')::date::text`;

const kinds: Record<DormSsglKind, KindSql> = {
  holiday: stayRequest(
    dormHolidayKey,
    sql`null`,
    sql`i.form_data->>'startDate' as "startDate", i.form_data->>'endDate' as "endDate"`,
  ),
  change: {
    from: sql`wf_instances i ${placeJoins(sql`i.form_data->>'targetBedId'`)}`,
    tenantId: sql`i.tenant_id`,
    studentId: sql`i.starter_id`,
    createdAt: sql`i.created_at`,
    status: requestStatus,
    where: sql<SqlBool>`i.def_key = ${dormChangeProcessKey}`,
    extra: sql`null as "startDate", null as "endDate", null as category, null as urgency, null as day`,
  },
  repair: {
    from: sql`dorm_repairs i
      left join dorm_rooms r on r.tenant_id = i.tenant_id and r.id = i.room_id
      left join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`,
    tenantId: sql`i.tenant_id`,
    studentId: sql`i.reporter_id`,
    createdAt: sql`i.created_at`,
    status: sql`i.status`,
    where: sql<SqlBool>`true`,
    extra: sql`null as "startDate", null as "endDate", i.category, i.urgency, null as day`,
    type: sql`i.category`,
  },
  moveOut: stayRequest(dormMoveOutKey, sql`i.form_data->>'leaveDate'`, sql`null as "startDate", null as "endDate"`),
  delay: stayRequest(dormDelayKey, sql`i.form_data->>'untilDate'`, sql`null as "startDate", null as "endDate"`),
  // The bed the student held when the violation was registered; the status is the office's review.
  violation: {
    from: sql`dorm_violations i ${placeJoins(sql`i.bed_id::text`)}`,
    tenantId: sql`i.tenant_id`,
    studentId: sql`i.student_id`,
    createdAt: sql`i.created_at`,
    status: sql`i.review_status`,
    where: sql<SqlBool>`true`,
    extra: sql`null as "startDate", null as "endDate", i.type as category, null as urgency,
      ${occurredDay(sql`i.occurred_at`)} as day`,
    type: sql`i.type`,
  },
  // Reported by dorm staff (the "student" columns are the reporter's); the room is optional.
  abnormal: {
    from: sql`dorm_abnormal_reports i
      left join dorm_buildings g on g.tenant_id = i.tenant_id and g.id = i.building_id
      left join dorm_rooms r on r.tenant_id = i.tenant_id and r.id = i.room_id`,
    tenantId: sql`i.tenant_id`,
    studentId: sql`i.reporter_id`,
    createdAt: sql`i.created_at`,
    status: sql`i.status`,
    where: sql<SqlBool>`true`,
    extra: sql`null as "startDate", null as "endDate", i.category, null as urgency,
      ${occurredDay(sql`i.occurred_at`)} as day`,
    type: sql`i.category`,
    place: sql`coalesce(g.name || coalesce(' ' || r.room_no, ''), '')`,
  },
};

const localDay = (k: KindSql) => sql`(${k.createdAt} at time zone 'Asia/Shanghai')::date`;

export type DormSsglFilter = {
  kind: DormSsglKind;
  buildingId?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  limit: number;
};

/** Dorm office only (the route checks the role), so every student of the tenant is in scope. */
export async function ssglList(db: Db, auth: AuthContext, filter: DormSsglFilter): Promise<DormSsglList> {
  if (filter.status && !isDormSsglStatus(filter.kind, filter.status)) throw new AppError('DORM_SSGL_STATUS_INVALID');
  if (filter.from && filter.to && filter.to < filter.from) throw new AppError('STATS_RANGE_INVALID');
  const k = kinds[filter.kind];
  const from = sql`${k.from}
    join employees e on e.tenant_id = ${k.tenantId} and e.user_id = ${k.studentId}
    left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id`;
  // The counts ignore the status filter: they label the status tabs.
  const common = sql<SqlBool>`${k.tenantId} = ${auth.tenantId} and ${k.where}
    ${filter.buildingId ? sql`and g.id = ${filter.buildingId}` : sql``}
    ${filter.from ? sql`and ${localDay(k)} >= ${filter.from}::date` : sql``}
    ${filter.to ? sql`and ${localDay(k)} <= ${filter.to}::date` : sql``}`;
  const where = sql<SqlBool>`${common} ${filter.status ? sql`and ${k.status} = ${filter.status}` : sql``}`;
  const offset = (filter.pageNo - 1) * filter.limit;
  const [rows, counts] = await Promise.all([
    sql<Omit<DormSsglRow, 'createdAt'> & { createdAt: Date | string }>`select i.id, e.name as "studentName",
        coalesce(e.code, '') as "studentCode", c.name as "className", g.id as "buildingId",
        ${k.place ?? sql`coalesce(g.name || ' ' || r.room_no, '')`} as place, ${k.status} as status, ${k.createdAt} as "createdAt",
        ${k.extra}
      from ${from} where ${where}
      order by ${k.createdAt} desc, i.id desc limit ${filter.limit} offset ${offset}`.execute(db),
    sql<{ status: string; n: number }>`select ${k.status} as status, count(*)::int as n
      from ${from} where ${common} group by 1`.execute(db),
  ]);
  const byStatus = Object.fromEntries(counts.rows.map((r) => [r.status, Number(r.n)]));
  const total = filter.status
    ? Number(byStatus[filter.status] ?? 0)
    : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    dataResult: rows.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    pageResult: pageResult(filter.pageNo, filter.limit, total),
    counts: byStatus,
  };
}

/** The statistics source of a kind: platform dimensions plus `building` and `status`. */
export function ssglSource(kind: DormSsglKind): StatsSource {
  const k = kinds[kind];
  return {
    from: k.from,
    tenantId: k.tenantId,
    studentId: k.studentId,
    date: localDay(k),
    ...(k.type ? { type: k.type } : {}),
    where: k.where,
    extraDimensions: { building: sql`coalesce(g.name, '')`, status: k.status },
  };
}

export function ssglStats(db: Db, auth: AuthContext, kind: DormSsglKind, request: StatsRequest): Promise<StatsResult> {
  return aggregate(db, auth, ssglSource(kind), request);
}

const t = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** Column names of the export (status codes stay codes: the page shows them translated). */
export const ssglStatsLabels: StatsLabels = {
  columns: {
    college: t('学院', '學院', 'College', '学部'),
    major: t('专业', '專業', 'Major', '専攻'),
    class: t('班级', '班級', 'Class', 'クラス'),
    type: t('类别', '類別', 'Category', '種類'),
    building: t('楼栋', '樓棟', 'Building', '棟'),
    status: t('状态', '狀態', 'Status', '状態'),
    month: t('月份', '月份', 'Month', '月'),
    day: t('日期', '日期', 'Date', '日付'),
    count: t('记录数', '紀錄數', 'Records', '件数'),
    students: t('人数', '人數', 'Students', '人数'),
    total: t('合计', '合計', 'Total', '合計'),
  },
  none: t('（无）', '（無）', '(none)', '（なし）'),
};
