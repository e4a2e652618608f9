import { z } from 'zod';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const healthSymptoms = ['none', 'cough', 'soreThroat', 'fatigue', 'headache', 'diarrhea', 'other'] as const;
export type HealthSymptom = (typeof healthSymptoms)[number];

/** Today's check-in. The temperature's plausible range (34–43 °C) is checked by the server. */
export const HealthCheckInBody = z.strictObject({
  temperature: z.number().min(0).max(100),
  symptoms: z.array(z.enum(healthSymptoms)).max(healthSymptoms.length).default([]),
  remark: z.string().trim().max(500).default(''),
  location: z
    .strictObject({
      lng: z.number().min(-180).max(180),
      lat: z.number().min(-90).max(90),
      address: z.string().trim().max(200).default(''),
    })
    .nullable()
    .default(null),
});
export type HealthCheckInBody = z.input<typeof HealthCheckInBody>;

export const HealthDayQuery = z.strictObject({ day: date.optional() });
/** The day's figures; `format` asks for them as a file (per class with a totals line) instead. */
export const HealthDailyQuery = HealthDayQuery.extend({ format: z.enum(['csv', 'xlsx']).optional() });
export const HealthRangeQuery = z.strictObject({ from: date, to: date });

export type HealthCheckInRow = {
  id: string;
  day: string;
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
  temperature: number;
  symptoms: HealthSymptom[];
  remark: string;
  location: { lng: number; lat: number; address: string } | null;
  /** Fever (at or above the tenant's threshold) or any symptom but none. */
  abnormal: boolean;
  createdAt: string;
};

export type HealthToday = { day: string; checkIn: HealthCheckInRow | null };

export type HealthDailyStats = {
  day: string;
  totals: { students: number; checkedIn: number; missing: number; abnormal: number };
  byClass: {
    classId: string | null;
    className: string | null;
    students: number;
    checkedIn: number;
    missing: number;
    abnormal: number;
  }[];
};

export type HealthRangeStats = { days: { day: string; students: number; checkedIn: number; abnormal: number }[] };

export type HealthMissingRow = {
  studentId: string;
  studentName: string;
  studentCode: string;
  className: string | null;
};
