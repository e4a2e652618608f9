import { isIP } from 'node:net';
import { AppError } from '../http/app-error.ts';

/**
 * D9: every call to an identity provider goes through here: the URL must be one the tenant configured
 * (callers only build URLs from provider settings), in production https to a public host, and each call
 * has a timeout and fails closed (6020164). DNS answers are not pinned: an admin-configured host that
 * later resolves to a private address is out of scope (documented in README).
 */
export const outboundDefaults = {
  /** Milliseconds before an identity-provider call is abandoned (security-requirements D9: 5 s). */
  timeoutMs: 5000,
  /** Largest provider answer read. */
  maxBytes: 1_000_000,
};

const privateV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  const kind = isIP(host);
  if (kind === 4) return privateV4.some((r) => r.test(host));
  if (kind === 6)
    return (
      host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:')
    );
  return false;
}

/** Throws 6020169 when a provider URL may not be called from this deployment. */
export function checkOutboundUrl(value: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'scheme not allowed');
  }
  if (url.username || url.password) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'credentials in URL');
  if (production && (url.protocol !== 'https:' || isPrivateHost(url.hostname))) {
    throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'provider URL must be https to a public host');
  }
  return url;
}

export type OutboundResponse = { status: number; text: string; contentType: string };

/** One provider call with the timeout; network errors and timeouts become 6020164 (fail closed). */
export async function callProvider(url: URL, init: RequestInit = {}): Promise<OutboundResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(outboundDefaults.timeoutMs) });
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `call to ${url.host} failed or timed out`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `answer of ${url.host} unreadable`);
  }
  if (text.length > outboundDefaults.maxBytes) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', 'answer too large');
  return { status: res.status, text, contentType: res.headers.get('content-type') ?? '' };
}

/** A JSON answer as an object; anything else is the provider's fault (6020164). */
export function jsonBody(res: OutboundResponse): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(res.text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `provider answered HTTP ${res.status} without JSON`);
}
