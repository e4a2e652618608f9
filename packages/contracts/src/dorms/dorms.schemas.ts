import { z } from 'zod';

export const dormGenders = ['male', 'female'] as const;
export type DormGender = (typeof dormGenders)[number];

export const DormFreeBedsQuery = z.strictObject({
  buildingId: z.uuid().optional(),
  /** Staff only; a student always gets beds of their own gender. */
  gender: z.enum(dormGenders).optional(),
});

export const DormAssignBody = z.strictObject({ studentId: z.uuid(), bedId: z.uuid() });
export const DormReleaseBody = z.strictObject({ studentId: z.uuid(), reason: z.string().trim().max(200).default('') });

export const DormChangeApplyBody = z.strictObject({
  targetBedId: z.uuid(),
  reason: z.string().trim().min(1).max(1000),
});
export type DormChangeApplyBody = z.input<typeof DormChangeApplyBody>;

/** 退宿: when the student leaves the room, and why (graduation, off-campus living, withdrawal…). */
export const DormMoveOutBody = z.strictObject({
  leaveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd'),
  reason: z.string().trim().min(1).max(1000),
});
export type DormMoveOutBody = z.input<typeof DormMoveOutBody>;

export const DormHistoryQuery = z.strictObject({ studentId: z.uuid().optional() });

export type DormPlace = {
  buildingId: string;
  buildingName: string;
  floor: number;
  roomId: string;
  roomNo: string;
  bedId: string;
  bedNo: string;
};

export type DormMine = {
  place: DormPlace;
  since: string;
  gender: DormGender;
  roommates: { studentId: string; name: string; code: string; className: string | null; bedNo: string }[];
} | null;

export type DormFreeRoom = {
  buildingId: string;
  buildingName: string;
  roomId: string;
  roomNo: string;
  floor: number;
  gender: DormGender;
  capacity: number;
  freeBeds: { bedId: string; bedNo: string }[];
};

export type DormBuildingSummary = {
  buildingId: string;
  name: string;
  gender: DormGender | null;
  rooms: number;
  beds: number;
  occupied: number;
  free: number;
};

export type DormOccupancyRow = DormPlace & {
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  since: string;
};

export type DormHistoryRow = DormPlace & { startAt: string; endAt: string | null; reason: string };
