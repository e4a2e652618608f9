import {
  type DormSsglList,
  type DormSsglRow,
  dormSsglListEndpoints as e,
  type StatsResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import { apiUrl, fetchBlob } from '../../../components/form-engine/index.ts';

export type { DormSsglList, DormSsglRow, StatsResult };

/** The dorm office's records across buildings and their figures (ssgl). */
export const dormSsglApi = {
  records: (query: Record<string, string | number>) =>
    request<DormSsglList>({ service: 'business', path: e.list.path, query, loading: false }),
  stats: (query: Record<string, string>) =>
    request<StatsResult>({ service: 'business', path: e.stats.path, query, loading: false }),
  /** The same figures as a file; `query` carries `format=csv|xlsx`. */
  exportStats: (query: Record<string, string>) => fetchBlob(apiUrl('business', e.stats.path, query)),
};
