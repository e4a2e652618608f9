import {
  accountEndpoints,
  type Dictionary,
  dictionaryEndpoints,
  type FileInfo,
  type FileSettings,
  type FormView as FormViewData,
  fileEndpoints,
  formEndpoints,
  type ListQueryInput,
  type ListResult,
  type LngLat,
  type PickerUser,
  tenancyEndpoints,
} from '@campusflow/contracts';
import { request, requestEnvelope } from '../../../api/client.ts';
import { apiUrl, fetchBlob, uploadMultipart } from './raw-fetch.ts';

/** `/f/{key}`: the definition less hidden fields, rights, defaults and auto-filled values. */
export function getForm(key: string): Promise<FormViewData> {
  return request<FormViewData>({
    service: 'business',
    path: formEndpoints.getByKey.path,
    query: { key },
    silent: true,
  });
}

/** Submits one form; a 6080103 failure carries `variables.errors` (the caller shows them, so silent). */
export function submitForm(key: string, version: number, data: Record<string, unknown>): Promise<{ id: string }> {
  return request<{ id: string }>({
    service: 'business',
    method: 'POST',
    path: formEndpoints.submit.path,
    body: { key, version, data },
    silent: true,
  });
}

export function getDictionary(typeKey: string): Promise<Dictionary> {
  return request<Dictionary>({
    service: 'platform',
    path: dictionaryEndpoints.getByTypeKey.path,
    query: { typeKey },
    silent: true,
  });
}

export function getFileSettings(): Promise<FileSettings> {
  return request<FileSettings>({ service: 'platform', path: fileEndpoints.settings.path, silent: true });
}

export function uploadFile(file: Blob, fileName: string): Promise<FileInfo> {
  return uploadMultipart<FileInfo>(apiUrl('platform', fileEndpoints.upload.path), file, fileName);
}

/** The bytes of an attachment (permission checked by the server); `inline` for images. */
export async function downloadFile(fileId: string, inline = false): Promise<{ blob: Blob; fileName: string | null }> {
  return fetchBlob(apiUrl('platform', fileEndpoints.download.path, inline ? { fileId, inline: '1' } : { fileId }));
}

/** The user picker (employees of the tenant, search by name). */
export function queryEmployees(query: ListQueryInput): Promise<ListResult<PickerUser>> {
  return request<ListResult<PickerUser>>({
    service: 'platform',
    method: 'POST',
    path: accountEndpoints.queryEmployees.path,
    body: query,
    loading: false,
    silent: true,
  });
}

/** WGS-84 from the browser to GCJ-02 for Chinese maps (server-side conversion). */
export async function convertLocation(point: LngLat): Promise<LngLat> {
  const envelope = await requestEnvelope<LngLat>({
    service: 'platform',
    path: tenancyEndpoints.convertLocation.path,
    query: { lng: point.lng, lat: point.lat, from: 'wgs84', to: 'gcj02' },
    silent: true,
  });
  return envelope.data;
}
