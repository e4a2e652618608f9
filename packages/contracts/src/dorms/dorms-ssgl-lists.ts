import { z } from 'zod';
import type { ListResult } from '../list/list-query.ts';
import { StatsQuery } from '../statistics/statistics.schemas.ts';

// The dorm office's (ssgl) lists across buildings: holiday stays (假期留宿), room changes (调宿) and
// repairs (报修), filtered by building, status and date, with the count per status for the tabs, and
// their statistics through the shared aggregate helper (platform/statistics).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const dormSsglKinds = ['holiday', 'change', 'repair'] as const;
export type DormSsglKind = (typeof dormSsglKinds)[number];

/** Statuses per kind: a request's workflow outcome; a repair's own progress. */
export const dormSsglStatuses = {
  holiday: ['running', 'approved', 'rejected', 'revoked', 'terminated'],
  change: ['running', 'approved', 'rejected', 'revoked', 'terminated'],
  repair: ['reported', 'dispatched', 'repairing', 'done', 'rated'],
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
  /** Building and room: the stay at the time (holiday), the target bed (change), the room (repair). */
  place: string;
  status: string;
  createdAt: string;
  /** Holiday: the stay's dates; change: the target bed; repair: category and urgency. */
  startDate: string | null;
  endDate: string | null;
  category: string | null;
  urgency: string | null;
};

/** The page and, over the same filters except status, how many rows each status has. */
export type DormSsglList = ListResult<DormSsglRow> & { counts: Record<string, number> };

/** Dimensions: building and status besides the platform's (college, class, month, day; repair: type = category). */
export const DormSsglStatsQuery = StatsQuery.extend({ kind: z.enum(dormSsglKinds) });
export type DormSsglStatsQuery = z.input<typeof DormSsglStatsQuery>;

export const dormSsglListEndpoints = {
  /** The dorm office's list of one kind across buildings. */
  list: { service: 'business', method: 'GET', path: '/dorms/ssgl/records' },
  /** Grouped figures of one kind (`by=building,status`…), `format=csv|xlsx` for a file. */
  stats: { service: 'business', method: 'GET', path: '/dorms/ssgl/stats' },
} as const;
