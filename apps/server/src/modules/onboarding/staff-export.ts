import {
  healthCheckInSettingCodes,
  type Locale,
  type OnboardingStats,
  type OnboardingStudentRow,
} from '@campusflow/contracts';
import { type SheetTable, sheetXlsx } from '../../platform/data-templates/table-export.ts';
import type { Db } from '../../platform/db/database.ts';

// Column headers of the exports in the caller's language (the sheet is read by people, not programs).
const headers: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    group: '单位',
    total: '应报到人数',
    arrived: '已报到',
    registered: '已注册',
    withBed: '已分配床位',
    arrivalRate: '报到率',
    registrationRate: '注册率',
    name: '姓名',
    gender: '性别',
    studentNo: '学号',
    examineeNo: '考生号',
    college: '学院',
    major: '专业',
    class: '班级',
    arrivedAt: '报到时间',
    registeredAt: '注册时间',
    bed: '床位',
    male: '男',
    female: '女',
    all: '合计',
  },
  'zh-TW': {
    group: '單位',
    total: '應報到人數',
    arrived: '已報到',
    registered: '已註冊',
    withBed: '已分配床位',
    arrivalRate: '報到率',
    registrationRate: '註冊率',
    name: '姓名',
    gender: '性別',
    studentNo: '學號',
    examineeNo: '考生號',
    college: '學院',
    major: '系所',
    class: '班級',
    arrivedAt: '報到時間',
    registeredAt: '註冊時間',
    bed: '床位',
    male: '男',
    female: '女',
    all: '合計',
  },
  'en-US': {
    group: 'Unit',
    total: 'Expected',
    arrived: 'Arrived',
    registered: 'Registered',
    withBed: 'Bed assigned',
    arrivalRate: 'Arrival rate',
    registrationRate: 'Registration rate',
    name: 'Name',
    gender: 'Gender',
    studentNo: 'Student no.',
    examineeNo: 'Exam candidate no.',
    college: 'College',
    major: 'Major',
    class: 'Class',
    arrivedAt: 'Arrived at',
    registeredAt: 'Registered at',
    bed: 'Bed',
    male: 'Male',
    female: 'Female',
    all: 'Total',
  },
  'ja-JP': {
    group: '所属',
    total: '対象者数',
    arrived: '到着受付済み',
    registered: '学籍登録済み',
    withBed: 'ベッド割当済み',
    arrivalRate: '到着受付率',
    registrationRate: '学籍登録率',
    name: '氏名',
    gender: '性別',
    studentNo: '学籍番号',
    examineeNo: '受験番号',
    college: '学部',
    major: '学科',
    class: 'クラス',
    arrivedAt: '到着受付日時',
    registeredAt: '学籍登録日時',
    bed: 'ベッド',
    male: '男',
    female: '女',
    all: '合計',
  },
};

/** A rate as a number with one decimal of a percent (87.5), so the sheet can sum and chart it. */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
/**
 * Times in the sheet are the school's wall-clock time: the tenant setting `school_time_zone` (an IANA
 * zone, shared with health check-in), else Asia/Shanghai — the server has no user zone and a sheet has
 * no way to say one. Intl applies the zone's offset and daylight-saving rules.
 */
export const defaultExportTimeZone = 'Asia/Shanghai';

export async function exportTimeZone(db: Db, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom('sysConfigs')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('code', '=', healthCheckInSettingCodes.timeZone)
    .executeTakeFirst();
  const zone = row?.value?.trim();
  if (!zone) return defaultExportTimeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return defaultExportTimeZone;
  }
}

/** yyyy-MM-dd HH:mm in the zone. */
export function wallClock(value: string | null, timeZone: string): string | null {
  if (!value) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

export function statsSheet(stats: OnboardingStats, locale: Locale): Promise<Buffer> {
  const h = headers[locale];
  const cols = ['total', 'arrived', 'registered', 'withBed'] as const;
  const table: SheetTable = {
    header: [h.group ?? '', ...cols.map((c) => h[c] ?? c), `${h.arrivalRate} %`, `${h.registrationRate} %`],
    body: [
      ...stats.rows.map((r) => [r.name, ...cols.map((c) => r[c]), percent(r.arrivalRate), percent(r.registrationRate)]),
      [
        h.all ?? '',
        ...cols.map((c) => stats.totals[c]),
        percent(stats.totals.arrivalRate),
        percent(stats.totals.registrationRate),
      ],
    ],
  };
  return sheetXlsx(table);
}

export function studentsSheet(
  rows: readonly OnboardingStudentRow[],
  locale: Locale,
  timeZone: string = defaultExportTimeZone,
): Promise<Buffer> {
  const h = headers[locale];
  const keys = [
    'name',
    'gender',
    'studentNo',
    'examineeNo',
    'college',
    'major',
    'class',
    'arrivedAt',
    'registeredAt',
    'bed',
  ];
  return sheetXlsx({
    header: keys.map((k) => h[k] ?? k),
    body: rows.map((r) => [
      r.name,
      r.gender ? (h[r.gender] ?? r.gender) : null,
      r.studentNo,
      r.examineeNo,
      r.collegeName,
      r.majorName,
      r.className,
      wallClock(r.arrivedAt, timeZone),
      wallClock(r.registeredAt, timeZone),
      r.bedLabel,
    ]),
  });
}
