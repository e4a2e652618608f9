import { z } from 'zod';

/** Student portrait (dashboardXshx tab; also a teacher's view of one of their students). */
export const portraitEndpoints = {
  mine: { service: 'platform', method: 'GET', path: '/portrait/student' },
  ofStudent: { service: 'platform', method: 'GET', path: '/portrait/student/:userId' },
} as const;

/** The cards of the page; a card whose module has not landed yet answers available: false. */
export const portraitCardKeys = ['requests', 'leave', 'checkIn', 'awards', 'discipline', 'evaluation', 'aid'] as const;
export const PortraitCardKey = z.enum(portraitCardKeys);

export const PortraitCard = z.object({
  key: PortraitCardKey,
  available: z.boolean(),
  /** Chart series: a label and a value each (ECharts-ready). Empty when nothing is recorded. */
  series: z.array(z.object({ label: z.string(), value: z.number() })),
});

export const StudentPortrait = z.object({
  student: z.object({
    userId: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    gender: z.enum(['male', 'female']).nullable(),
    className: z.string().nullable(),
    collegeName: z.string().nullable(),
  }),
  cards: z.array(PortraitCard),
});
export type StudentPortrait = z.infer<typeof StudentPortrait>;

export const PortraitStudentParams = z.strictObject({ userId: z.uuid() });
