import {
  type DormAwardCandidate,
  type DormAwardProposeBody,
  type DormAwardRow,
  type DormAwardStats,
  dormAwardEndpoints as e,
  type ListResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { DormAwardCandidate, DormAwardRow, DormAwardStats };

const post = <T>(path: string, body: object) =>
  request<T>({ service: 'business', method: 'POST', path, body: body as Record<string, unknown> });

/** 文明宿舍 (Model room) awards, ssgl. */
export const dormAwardsApi = {
  list: (query: { term: string; status?: string | undefined; pageNo: number; limit: number }) =>
    request<ListResult<DormAwardRow>>({ service: 'business', path: e.list.path, query, loading: false }),
  candidates: (term: string) =>
    request<DormAwardCandidate[]>({ service: 'business', path: e.candidates.path, query: { term }, loading: false }),
  stats: (term: string) =>
    request<DormAwardStats>({ service: 'business', path: e.stats.path, query: { term }, loading: false }),
  propose: (body: DormAwardProposeBody) => post<{ ids: string[] }>(e.propose.path, body),
  withdraw: (id: string) => post<null>(e.withdraw.path, { id }),
  publish: (term: string) => post<{ published: number }>(e.publish.path, { term }),
  mine: () => request<DormAwardRow[]>({ service: 'business', path: e.mine.path, loading: false }),
};
