import { z } from 'zod';
import { StatsFilters } from '../statistics/statistics.schemas.ts';

export const leaveTypes = ['sick', 'personal', 'public', 'home', 'other'] as const;
export type LeaveType = (typeof leaveTypes)[number];

/** A leave starts or ends in the morning or the afternoon: half days are the smallest unit. */
export const leaveHalves = ['am', 'pm'] as const;
export type LeaveHalf = (typeof leaveHalves)[number];

/**
 * States of a leave (domain-notes §6): approving, then approved (not started) → on leave → reported
 * back, or overdue when the end passed without a report-back; rejected and withdrawn end it.
 */
export const leaveStates = [
  'approving',
  'approved',
  'onLeave',
  'overdue',
  'reportedBack',
  'rejected',
  'withdrawn',
  'terminated',
] as const;
export type LeaveState = (typeof leaveStates)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const phone = z
  .string()
  .trim()
  .regex(/^[0-9+\-() ]{5,20}$/, 'phone number');

export const LeaveApplyBody = z.strictObject({
  type: z.enum(leaveTypes),
  startDate: date,
  startHalf: z.enum(leaveHalves),
  endDate: date,
  endHalf: z.enum(leaveHalves),
  leaveSchool: z.boolean().default(false),
  destination: z.string().trim().max(200).default(''),
  /** Route and transport there and back, free text (e.g. "G123 高铁 北京→上海"). */
  transportOut: z.string().trim().max(200).default(''),
  transportBack: z.string().trim().max(200).default(''),
  reason: z.string().trim().min(1).max(1000),
  emergencyContact: z.string().trim().max(50).default(''),
  emergencyPhone: z.union([phone, z.literal('')]).default(''),
  parentPhone: z.union([phone, z.literal('')]).default(''),
  /**
   * Uploaded files (platform/files), e.g. the sick note: file ids, or the form engine's attachment
   * values `{ id, name, size, isImage }` (what the generic start page sends), kept as given.
   */
  attachments: z
    .array(z.union([z.uuid(), z.object({ id: z.uuid(), name: z.string().max(255).optional() }).loose()]))
    .max(9)
    .default([]),
});
export type LeaveApplyBody = z.input<typeof LeaveApplyBody>;

/** The file ids of a request's attachments, whichever form they were sent in. */
export const leaveAttachmentIds = (attachments: readonly (string | { id: string })[]): string[] =>
  attachments.map((a) => (typeof a === 'string' ? a : a.id));

/**
 * 代请假 (rcswXzcy): staff register a leave for a student of their scope. `opinion` is what the
 * registering counsellor's own approval step records when the step is theirs.
 */
export const LeaveOnBehalfBody = LeaveApplyBody.extend({
  studentId: z.uuid(),
  opinion: z.string().trim().max(500).optional(),
});
export type LeaveOnBehalfBody = z.input<typeof LeaveOnBehalfBody>;

/** What applying on a student's behalf answers: the request, and whether the caller's own approval step was taken at once. */
export type LeaveOnBehalfResult = {
  id: string;
  instanceId: string;
  days: number;
  /** running: still with later approvers (college, office); approved: done. */
  status: 'running' | 'approved';
  approvedByMe: boolean;
};

/** Days between two half-day points, both ends included: same day am→pm is 1, am→am is 0.5. */
export function leaveDays(startDate: string, startHalf: LeaveHalf, endDate: string, endHalf: LeaveHalf): number {
  const dayMs = 86_400_000;
  const whole = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
  return whole + (endHalf === 'pm' ? 1 : 0.5) - (startHalf === 'pm' ? 0.5 : 0);
}

export const LeaveIdParams = z.strictObject({ id: z.uuid() });

/** A position in the school's map coordinate system (sys-config map_coordinate_system). */
export const LeaveReportBackBody = z.strictObject({
  location: z
    .strictObject({
      lng: z.number().min(-180).max(180),
      lat: z.number().min(-90).max(90),
      accuracy: z.number().min(0).max(100_000).optional(),
    })
    .optional(),
  remark: z.string().trim().max(500).default(''),
});
export type LeaveReportBackBody = z.input<typeof LeaveReportBackBody>;

/** 续假: the new end of the leave and why; the approval chain is the leave's, on the whole length. */
export const LeaveExtendBody = z.strictObject({
  endDate: date,
  endHalf: z.enum(leaveHalves),
  reason: z.string().trim().min(1).max(1000),
});
export type LeaveExtendBody = z.input<typeof LeaveExtendBody>;

/** The pass as the gate sees it: the verification link and its QR code. */
export type LeavePassQr = { url: string; expiresAt: string; image: string };

export const LeaveVerifyPassBody = z.strictObject({ token: z.string().min(10).max(1000) });

/** The filter row of the leave statistics (term, college, class, date range); `from`/`to` as before. */
export const LeaveStatsQuery = StatsFilters;

export type LeaveRow = {
  id: string;
  instanceId: string;
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  type: LeaveType;
  startDate: string;
  startHalf: LeaveHalf;
  endDate: string;
  endHalf: LeaveHalf;
  startAt: string;
  endAt: string;
  days: number;
  leaveSchool: boolean;
  destination: string;
  reason: string;
  state: LeaveState;
  reportedBackAt: string | null;
  /** Where the student reported back (null: no fence or no position); staff check it against the fence. */
  reportBackLocation?: { lng: number; lat: number; accuracy?: number } | null;
  reportBackRemark?: string;
  lateReturn: boolean;
  createdAt: string;
};

export type LeavePassCheck = {
  valid: boolean;
  /** Why a pass is refused: expired, notStarted, revoked (reported back or ended), forged. */
  reason: 'ok' | 'expired' | 'notStarted' | 'revoked' | 'forged';
  leave: Pick<
    LeaveRow,
    'studentName' | 'studentCode' | 'className' | 'startAt' | 'endAt' | 'type' | 'destination'
  > | null;
};

export type LeaveStats = {
  byType: { type: LeaveType; count: number; days: number }[];
  byState: { state: LeaveState; count: number }[];
  byMonth: { month: string; count: number; days: number }[];
  byClass: { classId: string | null; className: string | null; count: number; days: number }[];
};

export type LeaveSettings = {
  collegeThresholdDays: number;
  officeThresholdDays: number;
  sickNoteDays: number;
  lateGraceHours: number;
  /** The campus fence as rings `[[lng, lat], …]` (usually one); null: report-back without location check. */
  geofence: [number, number][][] | null;
};
