import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './outbound-address.ts';

type Body = RequestInit['body'];

export type PinnedRequest = {
  method?: string;
  headers?: RequestInit['headers'];
  body?: Body;
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal | null;
};

export type PinnedAnswer = { status: number; headers: Headers; body: Buffer };

/**
 * A lookup that answers only the addresses checked before the call: the socket connects to exactly
 * what was checked, so a DNS answer that changes between check and connect (rebinding) is never used.
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0];
    if (!first) {
      callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

function bodyText(body: Body): string | Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return Buffer.from(body as ArrayBuffer);
  throw new TypeError('unsupported request body');
}

/**
 * One HTTP(S) request to the pinned addresses. The URL keeps its hostname, so the Host header, TLS SNI
 * and certificate check are for the configured name; redirects are not followed (the status is
 * returned). Rejects on network errors, the timeout, an abort or an answer over maxBytes.
 */
export function pinnedRequest(url: URL, addresses: ResolvedAddress[], req: PinnedRequest): Promise<PinnedAnswer> {
  const headers = Object.fromEntries(new Headers(req.headers ?? {}).entries());
  const body = bodyText(req.body);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const signals = [AbortSignal.timeout(req.timeoutMs), ...(req.signal ? [req.signal] : [])];
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const call = lib.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: req.method ?? 'GET',
        headers,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.any(signals),
        // A fresh connection per call: a kept-alive socket would skip the check of the next call.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > req.maxBytes) call.destroy(new Error('answer too large'));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(name, v);
          }
          resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
