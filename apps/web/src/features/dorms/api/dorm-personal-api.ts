import {
  type DormPersonalInspectionBody,
  type DormPersonalInspectionRow,
  type DormPersonalItemLabel,
  dormPersonalInspectionEndpoints as e,
  type ListQueryInput,
  type ListResult,
  type StatsFilterOptions,
  type StudentInScope,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import { dormKeys } from './dorms-api.ts';

export type { DormPersonalInspectionRow, DormPersonalItemLabel, StudentInScope };

/** 个人内务检查 calls (modules/dorms dorms-personal-inspections.ts). */
export const dormPersonalApi = {
  list: (q: ListQueryInput) =>
    request<ListResult<DormPersonalInspectionRow>>({
      service: 'business',
      method: 'POST',
      path: e.list.path,
      body: q as Record<string, unknown>,
      loading: false,
    }),
  add: (body: DormPersonalInspectionBody) =>
    request<{ id: string }>({
      service: 'business',
      method: 'POST',
      path: e.add.path,
      body: body as Record<string, unknown>,
    }),
  detail: (id: string) =>
    request<DormPersonalInspectionRow>({
      service: 'business',
      path: e.detail.path.replace(':id', encodeURIComponent(id)),
      loading: false,
    }),
  items: () => request<DormPersonalItemLabel[]>({ service: 'business', path: e.items.path, loading: false }),
  students: (keyword: string) =>
    request<StudentInScope[]>({
      service: 'business',
      path: e.students.path,
      query: { keyword, limit: 20 },
      loading: false,
    }),
  filters: () => request<StatsFilterOptions>({ service: 'business', path: e.filters.path, loading: false }),
};

export const personalKeys = {
  items: [...dormKeys.all, 'personal-items'] as const,
  filters: [...dormKeys.all, 'personal-filters'] as const,
  detail: [...dormKeys.all, 'personal-detail'] as const,
};
