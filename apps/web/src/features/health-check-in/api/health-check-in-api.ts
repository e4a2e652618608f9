import {
  healthCheckInEndpoints as e,
  type HealthCheckInBody,
  type HealthCheckInRow,
  type HealthDailyStats,
  type HealthMissingRow,
  type HealthRangeStats,
  type HealthToday,
  type ListQueryInput,
  type ListResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import { apiUrl, fetchBlob } from '../../../components/form-engine/index.ts';

export type { HealthCheckInRow, HealthDailyStats, HealthMissingRow, HealthRangeStats, HealthToday };

/** Query keys: every check-in query starts with 'health', so one invalidation refreshes them all. */
export const healthKeys = {
  all: ['health'] as const,
  today: ['health', 'today'] as const,
  daily: (day: string) => ['health', 'daily', day] as const,
  /** The day's per-class figures as a file (shared statistics export: BOM, escaped formulas, totals). */
  exportDaily: (day: string, format: 'csv' | 'xlsx') => fetchBlob(apiUrl('business', e.daily.path, { day, format })),
  range: (from: string, to: string) => ['health', 'range', from, to] as const,
};

export const healthApi = {
  submit: (body: HealthCheckInBody) =>
    request<{ id: string; day: string }>({ service: 'business', method: 'POST', path: e.submit.path, body }),
  today: () => request<HealthToday>({ service: 'business', path: e.today.path }),
  mine: (query: ListQueryInput) =>
    request<ListResult<HealthCheckInRow>>({
      service: 'business',
      method: 'POST',
      path: e.mine.path,
      body: query,
      loading: false,
    }),
  query: (query: ListQueryInput) =>
    request<ListResult<HealthCheckInRow>>({
      service: 'business',
      method: 'POST',
      path: e.query.path,
      body: query,
      loading: false,
    }),
  daily: (day: string) =>
    request<HealthDailyStats>({ service: 'business', path: e.daily.path, query: { day: day || undefined } }),
  /** The day's per-class figures as a file (shared statistics export: BOM, escaped formulas, totals). */
  exportDaily: (day: string, format: 'csv' | 'xlsx') => fetchBlob(apiUrl('business', e.daily.path, { day, format })),
  range: (from: string, to: string) =>
    request<HealthRangeStats>({ service: 'business', path: e.range.path, query: { from, to } }),
  missing: (day: string, query: ListQueryInput) =>
    request<ListResult<HealthMissingRow>>({
      service: 'business',
      method: 'POST',
      path: e.missing.path,
      query: { day: day || undefined },
      body: query,
      loading: false,
    }),
};
