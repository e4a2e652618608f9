import { z } from 'zod';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const phone = z
  .string()
  .trim()
  .regex(/^[0-9+\-() ]{5,20}$/, 'phone number');

export const WhereaboutsIdParams = z.strictObject({ id: z.uuid() });
/** The export's file type (platform/statistics `sendSheet`): CSV (BOM, formula cells escaped) or XLSX. */
export const WhereaboutsExportQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** A holiday window: the break's dates and the registration deadline (an instant). */
export const WhereaboutsOpenBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  startDate: date,
  endDate: date,
  deadline: z.iso.datetime({ offset: true }),
});
export type WhereaboutsOpenBody = z.input<typeof WhereaboutsOpenBody>;

export const whereaboutsTransports = ['train', 'plane', 'bus', 'car', 'ship', 'other'] as const;
export type WhereaboutsTransport = (typeof whereaboutsTransports)[number];

/**
 * A student's registration. Staying on campus needs nothing more; leaving needs the destination
 * (province and city), the dates and a contact, checked by the server with the module's codes.
 */
export const WhereaboutsRegisterBody = z.strictObject({
  staying: z.boolean(),
  province: z.string().trim().max(50).default(''),
  city: z.string().trim().max(50).default(''),
  address: z.string().trim().max(200).default(''),
  leaveDate: date.nullable().default(null),
  returnDate: date.nullable().default(null),
  transport: z.enum(whereaboutsTransports).nullable().default(null),
  contactName: z.string().trim().max(50).default(''),
  contactPhone: z.union([phone, z.literal('')]).default(''),
  remark: z.string().trim().max(500).default(''),
});
export type WhereaboutsRegisterBody = z.input<typeof WhereaboutsRegisterBody>;

export const WhereaboutsReturnBody = z.strictObject({
  returnDate: date,
  remark: z.string().trim().max(500).default(''),
});
export type WhereaboutsReturnBody = z.input<typeof WhereaboutsReturnBody>;

export type WhereaboutsWindow = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  deadline: string;
  /** Registration is open until the deadline. */
  open: boolean;
  createdAt: string;
};

export type WhereaboutsRecord = {
  id: string;
  windowId: string;
  windowName: string;
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  staying: boolean;
  province: string;
  city: string;
  address: string;
  leaveDate: string | null;
  returnDate: string | null;
  transport: WhereaboutsTransport | null;
  contactName: string;
  contactPhone: string;
  remark: string;
  returnedAt: string | null;
  actualReturnDate: string | null;
  updatedAt: string;
};

export type WhereaboutsMissing = {
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
};

/** Figures of one window within the caller's scope. */
export type WhereaboutsFigures = {
  students: number;
  registered: number;
  staying: number;
  leaving: number;
  returned: number;
  missing: number;
};

export type WhereaboutsWindowView = WhereaboutsWindow & {
  mine: WhereaboutsRecord | null;
  figures: WhereaboutsFigures | null;
};
