import { type DataTemplateBuildData, dataTemplateEndpoints as e, type ListResult } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import { apiUrl, fetchBlob } from '../../../components/form-engine/index.ts';

/** A row of a data template: its columns plus id, createTime and updateTime. */
export type DataRow = Record<string, unknown> & { id: string };
/** One `Q^field^op` filter of the list payload (api-conventions §2). */
export type Filter = { key: string; value: string | number };

export function getBuildData(ref: string): Promise<DataTemplateBuildData> {
  return request<DataTemplateBuildData>({
    service: 'business',
    path: e.getBuildDataById.path,
    query: { dataTemplateId: ref },
    silent: true,
  });
}

export function queryDataTable(ref: string, filters: Filter[], pageNo: number, limit: number) {
  return request<ListResult<DataRow>>({
    service: 'business',
    method: 'POST',
    path: e.queryDataTable.path,
    query: { dataTemplateId: ref },
    body: { parameters: filters, requestPage: { pageNo, limit }, sorts: [] },
    loading: false,
    silent: true,
  });
}

export function queryDataById(ref: string, id: string): Promise<DataRow> {
  return request<DataRow>({
    service: 'business',
    path: e.queryDataById.path,
    query: { dataTemplateId: ref, id },
    silent: true,
  });
}

/** Add (no id) or edit; the server validates through the template's form (6080103 with field errors). */
export function saveFormData(ref: string, id: string | undefined, data: Record<string, unknown>) {
  return request<{ id: string }>({
    service: 'business',
    method: 'POST',
    path: e.saveFormData.path,
    body: id ? { dataTemplateId: ref, id, data } : { dataTemplateId: ref, data },
    silent: true,
  });
}

export function removeFormData(ref: string, ids: string[]): Promise<null> {
  return request<null>({
    service: 'business',
    method: 'POST',
    path: e.removeFormData.path,
    body: { dataTemplateId: ref, ids },
  });
}

export function startFlow(ref: string, ids: string[], flowKey: string | null) {
  return request<{ id: string; instId: string }[]>({
    service: 'business',
    method: 'POST',
    path: e.startFlow.path,
    body: flowKey ? { dataTemplateId: ref, ids, flowKey } : { dataTemplateId: ref, ids },
  });
}

/** The file of an export: the filtered rows, or only `ids` when rows are ticked. */
export function exportData(ref: string, format: 'csv' | 'xlsx', filters: Filter[], ids: string[]) {
  return fetchBlob(apiUrl('business', e.exportData.path, { dataTemplateId: ref, format }), {
    parameters: filters,
    ...(ids.length > 0 ? { ids } : {}),
  });
}
