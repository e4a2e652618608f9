import i18next from 'i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl as clientUrl, rawJsonBody, refreshSession, sessionHeaders } from '../../../api/client.ts';
import { classify, errorText } from '../../../api/envelope.ts';

// The shared client speaks JSON envelopes only; uploads (multipart) and downloads (bytes) go through a
// plain fetch with the client's URL rule and session headers. Every upload and download uses these.

/** The full URL of a platform or business call, single-domain mode included (the client's rule). */
export function apiUrl(service: 'platform' | 'business', path: string, query: Record<string, string> = {}): string {
  return clientUrl({ service, path, query });
}

async function send(url: string, init: RequestInit, replayed = false): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...sessionHeaders(), ...(init.headers as Record<string, string>) },
    });
  } catch {
    throw new ApiError('network', i18next.t('common:api.network'));
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const outcome = classify(response.status, body);
    if (outcome.type === 'refresh' && !replayed && (await refreshSession())) return send(url, init, true);
    if (outcome.type !== 'ok' && outcome.type !== 'noState') {
      const envelope = 'envelope' in outcome ? outcome.envelope : null;
      throw new ApiError('state', envelope ? errorText(envelope) : i18next.t('common:api.unknown', { code: 0 }), {
        state: envelope?.state ?? null,
        httpStatus: response.status,
        variables: envelope?.variables ?? null,
      });
    }
  } else if (!response.ok) {
    throw new ApiError('http', i18next.t('common:api.unknown', { code: response.status }), {
      httpStatus: response.status,
    });
  }
  return response;
}

/** POSTs one file as multipart/form-data (part `file`); answers the envelope's data. */
export async function uploadMultipart<T>(url: string, file: Blob, fileName: string): Promise<T> {
  const body = new FormData();
  body.append('file', file, fileName);
  const response = await send(url, { method: 'POST', body });
  const envelope = (await response.json()) as { data: T };
  return envelope.data;
}

/** Fetches bytes with the session's headers (GET, or POST with a JSON body). */
export async function fetchBlob(url: string, body?: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  // Encrypted like every JSON body when the school asks for it (spec §7); the file comes back plain.
  const response = await send(
    url,
    body === undefined ? { method: 'GET' } : { method: 'POST', ...(await rawJsonBody(url, 'POST', body)) },
  );
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** The name in a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return star[1];
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Saves a blob under a name through a temporary link (works on mobile browsers too). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
