import { z } from 'zod';
import { statsTerm } from '../statistics/statistics.schemas.ts';

// 文明宿舍评比 (civilised-room rating) as a stored award: per term the dorm office proposes rooms from the
// hygiene ranking of that term, reviews the proposals (a proposal may be withdrawn) and publishes them;
// a published award is final and shows as a badge to the room's students.

export const dormAwardStatuses = ['proposed', 'published'] as const;
export type DormAwardStatus = (typeof dormAwardStatuses)[number];

export const DormAwardTermQuery = z.strictObject({ term: statsTerm });
export const DormAwardListQuery = z.strictObject({
  term: statsTerm.optional(),
  status: z.enum(dormAwardStatuses).optional(),
  buildingId: z.uuid().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const DormAwardProposeBody = z.strictObject({
  term: statsTerm,
  roomIds: z.array(z.uuid()).min(1).max(50),
  note: z.string().trim().max(200).default(''),
});
export type DormAwardProposeBody = z.input<typeof DormAwardProposeBody>;
export const DormAwardPublishBody = z.strictObject({ term: statsTerm });
export const DormAwardWithdrawBody = z.strictObject({ id: z.uuid() });

export type DormAwardRow = {
  id: string;
  term: string;
  roomId: string;
  buildingId: string;
  roomLabel: string;
  /** The room's average hygiene score and rank in the term when it was proposed. */
  average: number | null;
  rank: number | null;
  status: DormAwardStatus;
  note: string;
  proposedAt: string;
  publishedAt: string | null;
};

/** A room of the term's hygiene ranking, and whether it is already proposed or awarded. */
export type DormAwardCandidate = {
  roomId: string;
  roomLabel: string;
  checks: number;
  average: number;
  rank: number;
  status: DormAwardStatus | null;
};

/** Per building: rooms proposed and awarded in the term. */
export type DormAwardStats = { buildingId: string; buildingName: string; proposed: number; published: number }[];

export const dormAwardEndpoints = {
  list: { service: 'business', method: 'GET', path: '/dorms/awards' },
  candidates: { service: 'business', method: 'GET', path: '/dorms/awards/candidates' },
  propose: { service: 'business', method: 'POST', path: '/dorms/awards/propose' },
  withdraw: { service: 'business', method: 'POST', path: '/dorms/awards/withdraw' },
  publish: { service: 'business', method: 'POST', path: '/dorms/awards/publish' },
  stats: { service: 'business', method: 'GET', path: '/dorms/awards/stats' },
  /** The student's room's published awards (the badge). */
  mine: { service: 'business', method: 'GET', path: '/dorms/awards/mine' },
} as const;
