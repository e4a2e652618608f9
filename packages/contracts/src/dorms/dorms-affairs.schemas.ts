import { z } from 'zod';

// Dorm affairs beyond rooms and moves (issue 6 §3): off-campus living, holiday stay, moving in, repairs,
// violations and hygiene inspection. Dates are yyyy-MM-dd strings (the tenant's calendar day).

// End before start is the module error DORM_BAD_DATES (checked by the server), not a schema error.
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const fileIds = z.array(z.uuid()).max(9);

/** Grounds that allow off-campus living (domain-notes §2). */
export const dormOutsideGrounds = ['illness', 'parentNearby', 'married', 'internship', 'other'] as const;

/** outsideLive (校外住宿): address, landlord, co-residents, and the signed parental consent (required). */
export const DormOutsideApplyBody = z.strictObject({
  ground: z.enum(dormOutsideGrounds),
  address: z.string().trim().min(1).max(200),
  landlord: z.string().trim().max(100).default(''),
  coResidents: z.string().trim().max(200).default(''),
  startDate: day,
  endDate: day,
  reason: z.string().trim().min(1).max(1000),
  consent: fileIds.min(1),
});
export type DormOutsideApplyBody = z.input<typeof DormOutsideApplyBody>;

/** stayOvernight (假期留宿): the days of the break spent in the dorm, why, and a parent's phone. */
export const DormHolidayApplyBody = z.strictObject({
  startDate: day,
  endDate: day,
  reason: z.string().trim().min(1).max(1000),
  parentPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\- ]{5,20}$/),
});
export type DormHolidayApplyBody = z.input<typeof DormHolidayApplyBody>;

/** Moving in (入住, reviewed on reviewImmigration): a student without a bed asks for a free one. */
export const DormMoveInApplyBody = z.strictObject({
  targetBedId: z.uuid(),
  reason: z.string().trim().min(1).max(1000),
});
export type DormMoveInApplyBody = z.input<typeof DormMoveInApplyBody>;

export const dormRepairCategories = ['water', 'electric', 'furniture', 'door', 'network', 'other'] as const;
export const dormRepairUrgencies = ['low', 'normal', 'urgent'] as const;
/** 报修 → 派单 → 维修中 → 完成 → 评价 (domain-notes §2). */
export const dormRepairStatuses = ['reported', 'dispatched', 'repairing', 'done', 'rated'] as const;
export type DormRepairStatus = (typeof dormRepairStatuses)[number];

export const DormRepairCreateBody = z.strictObject({
  category: z.enum(dormRepairCategories),
  urgency: z.enum(dormRepairUrgencies),
  description: z.string().trim().min(1).max(1000),
  photos: fileIds.default([]),
});
export type DormRepairCreateBody = z.input<typeof DormRepairCreateBody>;

/** The dorm office moves a report on by one step (dispatched → repairing → done). */
export const DormRepairProgressBody = z.strictObject({
  id: z.uuid(),
  status: z.enum(['dispatched', 'repairing', 'done']),
  note: z.string().trim().max(500).default(''),
});
export const DormRepairRateBody = z.strictObject({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
});

export type DormRepairRow = {
  id: string;
  reporterId: string;
  reporterName: string;
  roomLabel: string;
  category: (typeof dormRepairCategories)[number];
  urgency: (typeof dormRepairUrgencies)[number];
  description: string;
  photos: string[];
  status: DormRepairStatus;
  note: string;
  rating: number | null;
  comment: string;
  createdAt: string;
  updatedAt: string;
};

export const DormRepairListQuery = z.strictObject({
  status: z.enum(dormRepairStatuses).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Violation types (domain-notes §2). */
export const dormViolationTypes = [
  'lateReturn',
  'nightAbsence',
  'appliance',
  'guest',
  'refusedCheck',
  'other',
] as const;

/** notrulesExamine-add / -edit: the violation of one student at a time (their bed is recorded with it). */
export const DormViolationBody = z.strictObject({
  studentId: z.uuid(),
  type: z.enum(dormViolationTypes),
  occurredAt: z.iso.datetime({ offset: true }),
  description: z.string().trim().min(1).max(1000),
});
export const DormViolationEditBody = DormViolationBody.omit({ studentId: true }).extend({ id: z.uuid() });
export type DormViolationBody = z.input<typeof DormViolationBody>;
export type DormViolationEditBody = z.input<typeof DormViolationEditBody>;

export type DormViolationRow = {
  id: string;
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  place: string;
  type: (typeof dormViolationTypes)[number];
  occurredAt: string;
  description: string;
  recorderName: string;
  /** ssgl review: registered (not reviewed yet), confirmed, or dismissed with a reason. */
  reviewStatus: DormViolationReviewStatus;
  reviewReason: string;
  reviewerName: string | null;
  reviewedAt: string | null;
};

export const dormViolationReviewStatuses = ['registered', 'confirmed', 'dismissed'] as const;
export type DormViolationReviewStatus = (typeof dormViolationReviewStatuses)[number];

/** The dorm office's review of a registered violation; a dismissal needs its reason (DORM_VIOLATION_REASON_REQUIRED). */
export const DormViolationReviewBody = z.strictObject({
  id: z.uuid(),
  decision: z.enum(['confirmed', 'dismissed']),
  reason: z.string().trim().max(500).default(''),
});
export type DormViolationReviewBody = z.input<typeof DormViolationReviewBody>;

/** A student's own violations (their dorm page / PersonalInspection): what was registered and its review. */
export type DormMyViolationRow = Pick<
  DormViolationRow,
  'id' | 'place' | 'type' | 'occurredAt' | 'description' | 'reviewStatus' | 'reviewReason' | 'reviewedAt'
>;

export const DormViolationListQuery = z.strictObject({
  type: z.enum(dormViolationTypes).optional(),
  reviewStatus: z.enum(dormViolationReviewStatuses).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** inspectionExamine: a room's hygiene score on a day (100-point deduction sheet). */
export const DormInspectionBody = z.strictObject({
  roomId: z.uuid(),
  date: day,
  score: z.number().int().min(0).max(100),
  deductions: z.string().trim().max(500).default(''),
});
export type DormInspectionBody = z.input<typeof DormInspectionBody>;

/** One banding of domain-notes §2: 优秀 ≥85 / 合格 70–84 / 不合格 60–69 / 最差 <60. */
export type DormHygieneGrade = 'excellent' | 'pass' | 'fail' | 'worst';
export function hygieneGrade(score: number): DormHygieneGrade {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'pass';
  if (score >= 60) return 'fail';
  return 'worst';
}

export type DormInspectionRow = {
  id: string;
  roomId: string;
  roomLabel: string;
  date: string;
  score: number;
  grade: DormHygieneGrade;
  deductions: string;
  inspectorName: string;
};

export const DormInspectionListQuery = z.strictObject({
  from: day.optional(),
  to: day.optional(),
  buildingId: z.uuid().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type DormRankingRow = { roomId: string; roomLabel: string; checks: number; average: number; rank: number };

/** A room picker for staff forms: rooms of a building with their occupants' names. */
export const DormRoomsQuery = z.strictObject({
  buildingId: z.uuid(),
  floor: z.coerce.number().int().min(1).optional(),
});
export type DormRoomRow = {
  roomId: string;
  roomNo: string;
  floor: number;
  gender: 'male' | 'female';
  capacity: number;
  occupants: { studentId: string; name: string; bedNo: string }[];
};
