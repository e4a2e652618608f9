import { isIP } from 'node:net';
import { AppError } from '../http/app-error.ts';
import { isNonPublicAddress, type ResolvedAddress, resolveHost } from './outbound-address.ts';
import { pinnedRequest } from './outbound-http.ts';

/**
 * D9: every call to an identity provider goes through here: the URL must be one the tenant configured
 * (callers only build URLs from provider settings, through checkOutboundUrl), in production https to a
 * public host **and** to public addresses: the name is resolved once, every answer must be public, and
 * the connection is pinned to those answers (no second lookup, so DNS rebinding does not help). Each
 * call has a timeout and fails closed (6020164).
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
  checked.set(url, production);
  return url;
}

// The URLs checkOutboundUrl passed, with the policy they were checked under; callProvider calls no other.
const checked = new WeakMap<URL, boolean>();

/** Resolves the provider's host once; in production every address must be public (D9). */
async function addressesFor(url: URL, production: boolean): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveHost(url.hostname);
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `${url.host} did not resolve`);
  }
  if (addresses.length === 0) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `${url.host} did not resolve`);
  if (production && addresses.some((a) => isNonPublicAddress(a.address))) {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `${url.host} resolves to a non-public address`);
  }
  return addresses;
}

export type OutboundResponse = { status: number; text: string; contentType: string };

/** One provider call with the timeout; network errors and timeouts become 6020164 (fail closed). */
export async function callProvider(url: URL, init: RequestInit = {}): Promise<OutboundResponse> {
  const production = checked.get(url);
  if (production === undefined) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID', 'unchecked provider URL');
  const addresses = await addressesFor(url, production);
  let answer: Awaited<ReturnType<typeof pinnedRequest>>;
  try {
    answer = await pinnedRequest(url, addresses, { ...init, ...outboundDefaults });
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `call to ${url.host} failed or timed out`);
  }
  return {
    status: answer.status,
    text: answer.body.toString('utf8'),
    contentType: answer.headers.get('content-type') ?? '',
  };
}

/**
 * A fetch for openid-client (its customFetch): discovery, token, JWKS and userinfo calls go through
 * the same URL check, address check and pinning, whatever URL the discovery document named.
 */
export function providerFetch(production: boolean) {
  return async (href: string, init: RequestInit): Promise<Response> => {
    const url = checkOutboundUrl(href, production);
    const addresses = await addressesFor(url, production);
    const answer = await pinnedRequest(url, addresses, { ...init, ...outboundDefaults });
    const empty = answer.status === 204 || answer.status === 304 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  };
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
