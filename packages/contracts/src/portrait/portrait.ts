import { z } from 'zod';

/** Student portrait (dashboardXshx tab; also a teacher's view of one of their students). */
export const portraitEndpoints = {
  mine: { service: 'platform', method: 'GET', path: '/portrait/student' },
  ofStudent: { service: 'platform', method: 'GET', path: '/portrait/student/:userId' },
} as const;

/** The cards of the page; a card whose module has not landed yet answers available: false. */
export const portraitCardKeys = ['requests', 'leave', 'checkIn', 'awards', 'discipline', 'evaluation', 'aid'] as const;
export const PortraitCardKey = z.enum(portraitCardKeys);

/**
 * One figure of a card. A card that draws more than one chart names each point's `group` (leave:
 * `byMonth` and `reportBack`); a stacked point names its part in `stack` (leave by month: the type).
 */
export const PortraitPoint = z.object({
  label: z.string(),
  value: z.number(),
  group: z.string().optional(),
  stack: z.string().optional(),
});
export type PortraitPoint = z.infer<typeof PortraitPoint>;

export const PortraitCard = z.object({
  key: PortraitCardKey,
  available: z.boolean(),
  /** Chart series: a label and a value each (ECharts-ready). Empty when nothing is recorded. */
  series: z.array(PortraitPoint),
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
export type PortraitCardKey = z.infer<typeof PortraitCardKey>;

export const PortraitStudentParams = z.strictObject({ userId: z.uuid() });
