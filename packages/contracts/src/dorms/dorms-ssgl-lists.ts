import { z } from 'zod';
import type { ListResult } from '../list/list-query.ts';
import { StatsQuery } from '../statistics/statistics.schemas.ts';

// The dorm office's (ssgl) lists across buildings: holiday stays (假期留宿), room changes (调宿),
// repairs (报修), move-outs (退宿), delayed move-outs (延期退宿), violation reports (违纪登记) and
// incident reports (异常情况上报), filtered by building, status and date, with the count per status for
// the tabs, and their statistics through the shared aggregate helper (platform/statistics).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const dormSsglKinds = ['holiday', 'change', 'repair', 'moveOut', 'delay', 'violation', 'abnormal'] as const;
export type DormSsglKind = (typeof dormSsglKinds)[number];

const requestStatuses = ['running', 'approved', 'rejected', 'revoked', 'terminated'] as const;

/**
 * Statuses per kind: a request's workflow outcome (holiday, change, move-out, delay); a repair's own
 * progress; a violation report's review (违纪审核); an incident report's handling.
 */
export const dormSsglStatuses = {
  holiday: requestStatuses,
  change: requestStatuses,
  repair: ['reported', 'dispatched', 'repairing', 'done', 'rated'],
  moveOut: requestStatuses,
  delay: requestStatuses,
  violation: ['registered', 'confirmed', 'dismissed'],
  abnormal: ['open', 'handled'],
} as const satisfies Record<DormSsglKind, readonly string[]>;

export function isDormSsglStatus(kind: DormSsglKind, status: string): boolean {
  return (dormSsglStatuses[kind] as readonly string[]).includes(status);
}

export const DormSsglListQuery = z.strictObject({
  kind: z.enum(dormSsglKinds),
  buildingId: z.uuid().optional(),
  /** Checked against the kind's statuses by the server (DORM_SSGL_STATUS_INVALID). */
  status: z.string().trim().max(20).optional(),
  from: day.optional(),
  to: day.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DormSsglListQuery = z.input<typeof DormSsglListQuery>;

export type DormSsglRow = {
  id: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  buildingId: string | null;
  /**
   * Building and room: the stay at the time (holiday, move-out, delay), the target bed (change), the
   * room (repair), the bed held when registered (violation), the building and room if any (incident).
   */
  place: string;
  status: string;
  createdAt: string;
  /** Holiday: the stay's dates; repair: category and urgency; violation: its type; incident: its category. */
  startDate: string | null;
  endDate: string | null;
  category: string | null;
  urgency: string | null;
  /** The day the record names (yyyy-MM-dd): leaving (move-out), staying until (delay), occurred (violation, incident). */
  day: string | null;
};

/** The page and, over the same filters except status, how many rows each status has. */
export type DormSsglList = ListResult<DormSsglRow> & { counts: Record<string, number> };

/**
 * Dimensions: building and status besides the platform's (college, class, month, day; type = the
 * repair category, the violation type, the incident category). For incidents the person is the reporter.
 */
export const DormSsglStatsQuery = StatsQuery.extend({ kind: z.enum(dormSsglKinds) });
export type DormSsglStatsQuery = z.input<typeof DormSsglStatsQuery>;

export const dormSsglListEndpoints = {
  /** The dorm office's list of one kind across buildings. */
  list: { service: 'business', method: 'GET', path: '/dorms/ssgl/records' },
  /** Grouped figures of one kind (`by=building,status`…), `format=csv|xlsx` for a file. */
  stats: { service: 'business', method: 'GET', path: '/dorms/ssgl/stats' },
} as const;
