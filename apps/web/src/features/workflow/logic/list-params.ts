import type { ListQueryInput } from '@campusflow/contracts';

// The list payload of api-conventions.md §2 built from what a list screen knows: the page, a search
// text and the chosen filter tab. Only fields the server whitelists for that list are used here.

export type ListFilter = { field: string; op: 'S' | 'SL' | 'SN' | 'SIN' | 'DG' | 'DL'; value: string };

export type ListParams = {
  pageNo: number;
  limit: number;
  /** Free text matched (contains) against `searchField`, default the subject. */
  search?: string;
  searchField?: string;
  filters?: ListFilter[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
};

export function buildListQuery(p: ListParams): ListQueryInput {
  const parameters: { key: string; value: string; relation: 'AND' }[] = [];
  const text = p.search?.trim();
  if (text) parameters.push({ key: `Q^${p.searchField ?? 'subject'}^SL`, value: text.slice(0, 200), relation: 'AND' });
  for (const f of p.filters ?? []) {
    if (f.value === '') continue;
    parameters.push({ key: `Q^${f.field}^${f.op}`, value: f.value, relation: 'AND' });
  }
  return {
    parameters,
    requestPage: { pageNo: Math.max(1, p.pageNo), limit: Math.min(100, Math.max(1, p.limit)), totalCount: 0 },
    sorts: p.sort ? [p.sort] : [],
  };
}

/** Status tabs of the request lists (my requests, completed): the filter each tab sends. */
export const statusTabs = {
  all: [],
  running: [{ field: 'status', op: 'S', value: 'running' }],
  ended: [{ field: 'status', op: 'SIN', value: 'end,manualend' }],
} as const satisfies Record<string, readonly ListFilter[]>;
export type StatusTab = keyof typeof statusTabs;

/** Status colour of a request (ux.md: running blue, approved green, rejected red, withdrawn grey). */
export type RequestState = 'running' | 'approved' | 'rejected' | 'revoked' | 'terminated' | 'suspended' | 'draft';

export function requestState(status: string | null | undefined, result: string | null | undefined): RequestState {
  if (status === 'suspend') return 'suspended';
  if (status === 'manualend') return 'terminated';
  if (status === 'end') {
    if (result === 'rejected') return 'rejected';
    if (result === 'revoked') return 'revoked';
    if (result === 'terminated') return 'terminated';
    return 'approved';
  }
  return 'running';
}

export const stateColor: Record<RequestState, 'primary' | 'success' | 'danger' | 'default' | 'warning'> = {
  running: 'primary',
  approved: 'success',
  rejected: 'danger',
  revoked: 'default',
  terminated: 'default',
  suspended: 'warning',
  draft: 'default',
};

/** Processes grouped by category for newProcess/index, categories in first-seen order. */
export function groupByCategory<T extends { category: string | null }>(rows: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.category ?? '';
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  return [...groups.entries()];
}
