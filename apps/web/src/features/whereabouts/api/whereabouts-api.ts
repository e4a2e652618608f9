import {
  whereaboutsEndpoints as e,
  type ListQueryInput,
  type ListResult,
  type WhereaboutsMissing,
  type WhereaboutsOpenBody,
  type WhereaboutsRecord,
  type WhereaboutsRegisterBody,
  type WhereaboutsReturnBody,
  type WhereaboutsWindow,
  type WhereaboutsWindowView,
} from '@campusflow/contracts';
import { apiUrl, request, sessionHeaders } from '../../../api/client.ts';

export type { WhereaboutsMissing, WhereaboutsRecord, WhereaboutsWindow, WhereaboutsWindowView };

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Query keys: every whereabouts query starts with 'whereabouts', so one invalidation refreshes them all. */
export const whereaboutsKeys = {
  all: ['whereabouts'] as const,
  windows: ['whereabouts', 'windows'] as const,
  window: (id: string) => ['whereabouts', 'window', id] as const,
  record: (id: string) => ['whereabouts', 'record', id] as const,
};

const post = <T>(path: string, body: unknown, loading = true) =>
  request<T>({ service: 'business', method: 'POST', path, body, loading });

export const whereaboutsApi = {
  windows: (query: ListQueryInput) => post<ListResult<WhereaboutsWindow>>(e.windows.path, query, false),
  open: (body: WhereaboutsOpenBody) => post<{ id: string }>(e.open.path, body),
  window: (id: string) => request<WhereaboutsWindowView>({ service: 'business', path: withId(e.window.path, id) }),
  register: (id: string, body: WhereaboutsRegisterBody) => post<{ id: string }>(withId(e.register.path, id), body),
  returned: (id: string, body: WhereaboutsReturnBody) =>
    post<{ id: string; returnedAt: string }>(withId(e.returned.path, id), body),
  mine: (query: ListQueryInput) => post<ListResult<WhereaboutsRecord>>(e.mine.path, query, false),
  records: (id: string, query: ListQueryInput) =>
    post<ListResult<WhereaboutsRecord>>(withId(e.records.path, id), query, false),
  missing: (id: string, query: ListQueryInput) =>
    post<ListResult<WhereaboutsMissing>>(withId(e.missing.path, id), query, false),
  remind: (id: string) => post<{ reminded: number }>(withId(e.remind.path, id), undefined),
  record: (id: string) => request<WhereaboutsRecord>({ service: 'business', path: withId(e.record.path, id) }),
  /** The CSV of a window's records in scope, saved by the browser. */
  exportCsv: async (id: string, fileName: string) => {
    const res = await fetch(apiUrl({ service: 'business', path: withId(e.export.path, id) }), {
      headers: sessionHeaders(),
    });
    if (!res.ok) throw new Error(`export ${res.status}`);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await res.blob());
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  },
};
