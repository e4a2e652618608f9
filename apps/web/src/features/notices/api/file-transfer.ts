import { type FileInfo, fileEndpoints, headers } from '@campusflow/contracts';
import i18next from 'i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl, refreshSession } from '../../../api/client.ts';
import { classify, errorText } from '../../../api/envelope.ts';
import { productLocale } from '../../../i18n/i18n.ts';
import { appConfig } from '../../../lib/config.ts';
import { currentRole, session } from '../../../session/session.ts';

// The shared API client sends JSON or form bodies and parses envelopes; uploads (multipart) and
// downloads (bytes, not an envelope) need the same headers on a raw fetch. Kept here until the client
// grows upload/download helpers (the token travels only in a header, so a plain <a href> cannot work).

function authHeaders(): Record<string, string> {
  const s = session.get();
  const h: Record<string, string> = { [headers.language]: productLocale(i18next.language ?? 'zh-CN') };
  if (s.token) h[headers.accessToken] = s.token.access_token;
  const systemId = s.userInfo?.systemId ?? appConfig.systemId;
  if (systemId) h[headers.systemId] = systemId;
  const tenant = s.userInfo?.designTenantId || s.userInfo?.tenantId || s.token?.tenant_id;
  if (tenant) h[headers.tenantId] = tenant;
  const role = s.role?.id ?? currentRole(s)?.id;
  if (role) h[headers.roleId] = role;
  return h;
}

async function send(
  path: string,
  query: Record<string, string>,
  init: RequestInit,
  replayed = false,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(apiUrl({ service: 'platform', path, query }), {
      ...init,
      headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) },
    });
  } catch {
    throw new ApiError('network', i18next.t('common:api.network'));
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    if (response.ok) return response;
    throw new ApiError('http', i18next.t('common:api.unknown', { code: response.status }), {
      httpStatus: response.status,
    });
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const outcome = classify(response.status, body);
  if (outcome.type === 'ok') return response;
  if (outcome.type === 'refresh' && !replayed && (await refreshSession())) return send(path, query, init, true);
  if (outcome.type === 'stateError' || outcome.type === 'relogin' || outcome.type === 'firstLogin') {
    throw new ApiError('state', errorText(outcome.envelope), { ...outcome.envelope, httpStatus: response.status });
  }
  throw new ApiError('http', i18next.t('common:api.unknown', { code: response.status }), {
    httpStatus: response.status,
  });
}

/** Uploads one file to the tenant's file store (multipart, one part named `file`). */
export async function uploadFile(file: File): Promise<FileInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(fileEndpoints.upload.path, {}, { method: 'POST', body: form });
  const body = (await response.json()) as { data: FileInfo };
  return body.data;
}

/** Fetches an attachment with the session's headers and hands it to the browser as a download. */
export async function downloadFile(fileId: string, name: string): Promise<void> {
  const response = await send(fileEndpoints.download.path, { fileId }, { method: 'GET' });
  const url = URL.createObjectURL(await response.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
