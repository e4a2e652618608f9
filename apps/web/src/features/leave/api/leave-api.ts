import {
  leaveEndpoints as e,
  type LeaveExtendBody,
  type LeaveOnBehalfBody,
  type LeaveOnBehalfResult,
  type LeavePassCheck,
  type LeavePassQr,
  type LeaveReportBackBody,
  type LeaveRow,
  type LeaveSettings,
  type LeaveStats,
  type ListQueryInput,
  type ListResult,
  type StatsFilterOptions,
  type StatsResult,
  type StudentInScope,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import { apiUrl, fetchBlob } from '../../../components/form-engine/index.ts';

export type {
  LeaveOnBehalfResult,
  LeavePassCheck,
  LeavePassQr,
  LeaveRow,
  LeaveSettings,
  LeaveStats,
  StatsFilterOptions,
  StatsResult,
  StudentInScope,
};

/** The grouped statistics calls: leave requests (rcswQjtj, qxjTj) and report-backs (rcswXjtj). */
export type StatsSourceName = 'grouped' | 'reportBack';
const statsPaths = { grouped: e.statsGrouped.path, reportBack: e.statsReportBack.path } as const;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Query keys: every leave query starts with 'leave', so one invalidation refreshes them all. */
export const leaveKeys = {
  all: ['leave'] as const,
  settings: ['leave', 'settings'] as const,
  stats: (from: string, to: string) => ['leave', 'stats', from, to] as const,
  statsFilters: ['leave', 'stats', 'filters'] as const,
  grouped: (source: StatsSourceName, query: Record<string, string>) => ['leave', 'stats', source, query] as const,
};

export const leaveApi = {
  mine: (query: ListQueryInput) =>
    request<ListResult<LeaveRow>>({
      service: 'business',
      method: 'POST',
      path: e.mine.path,
      body: query,
      loading: false,
    }),
  /** Staff (rcsw* lists): the leaves of the students in the caller's scope. */
  query: (query: ListQueryInput) =>
    request<ListResult<LeaveRow>>({
      service: 'business',
      method: 'POST',
      path: e.query.path,
      body: query,
      loading: false,
    }),
  /** Staff (rcswXzcy): students of the caller's scope by name or student number. */
  students: (keyword: string) =>
    request<StudentInScope[]>({ service: 'business', path: e.students.path, query: { keyword }, loading: false }),
  /** Staff (rcswXzcy): a leave for a student; field errors (6080103) come back for the page to mark. */
  onBehalf: (body: LeaveOnBehalfBody) =>
    request<LeaveOnBehalfResult>({ service: 'business', method: 'POST', path: e.onBehalf.path, body, silent: true }),
  detail: (id: string) => request<LeaveRow>({ service: 'business', path: withId(e.detail.path, id), loading: false }),
  settings: () => request<LeaveSettings>({ service: 'business', path: e.settings.path }),
  pass: (id: string) =>
    request<{ token: string; expiresAt: string }>({ service: 'business', path: withId(e.pass.path, id) }),
  passQr: (id: string) => request<LeavePassQr>({ service: 'business', path: withId(e.passQr.path, id) }),
  extend: (id: string, body: LeaveExtendBody) =>
    request<{ instanceId: string }>({ service: 'business', method: 'POST', path: withId(e.extend.path, id), body }),
  /** The statistics workbook (XLSX) of the same range, for saveBlob. */
  exportStats: (from: string, to: string) =>
    fetchBlob(
      apiUrl('business', e.statsExport.path, Object.fromEntries(Object.entries({ from, to }).filter(([, v]) => v))),
    ),
  reportBack: (id: string, body: LeaveReportBackBody) =>
    request<{ reportedBackAt: string; lateReturn: boolean }>({
      service: 'business',
      method: 'POST',
      path: withId(e.reportBack.path, id),
      body,
    }),
  verifyPass: (token: string) =>
    // A check, not a change: no loading toast (the verdict is the page's answer).
    request<LeavePassCheck>({
      service: 'business',
      method: 'POST',
      path: e.verifyPass.path,
      body: { token },
      loading: false,
    }),
  stats: (from: string, to: string) =>
    request<LeaveStats>({
      service: 'business',
      path: e.stats.path,
      query: { from: from || undefined, to: to || undefined },
    }),
  statsFilters: () => request<StatsFilterOptions>({ service: 'business', path: e.statsFilters.path, loading: false }),
  /** Grouped figures; `query` comes from statsQuery (filters, `by`). */
  grouped: (source: StatsSourceName, query: Record<string, string>) =>
    request<StatsResult>({ service: 'business', path: statsPaths[source], query, loading: false }),
  /** The same figures as a CSV or XLSX file, for saveBlob; `query` carries `format`. */
  exportGrouped: (source: StatsSourceName, query: Record<string, string>) =>
    fetchBlob(apiUrl('business', statsPaths[source], query)),
};
