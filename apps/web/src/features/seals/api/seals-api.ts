import {
  sealsEndpoints as e,
  type ListQueryInput,
  type ListResult,
  type SealRow,
  type SealState,
  type SealType,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { SealRow, SealState, SealType };

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Query keys: every seal query starts with 'seals', so one invalidation refreshes them all. */
export const sealsKeys = { all: ['seals'] as const, types: ['seals', 'types'] as const };

export const sealsApi = {
  mine: (query: ListQueryInput) =>
    request<ListResult<SealRow>>({
      service: 'business',
      method: 'POST',
      path: e.mine.path,
      body: query,
      loading: false,
    }),
  query: (query: ListQueryInput) =>
    request<ListResult<SealRow>>({
      service: 'business',
      method: 'POST',
      path: e.query.path,
      body: query,
      loading: false,
    }),
  types: () => request<SealType[]>({ service: 'business', path: e.types.path }),
  use: (id: string, remark: string) =>
    request<{ usedAt: string }>({
      service: 'business',
      method: 'POST',
      path: withId(e.use.path, id),
      body: { remark },
    }),
};
