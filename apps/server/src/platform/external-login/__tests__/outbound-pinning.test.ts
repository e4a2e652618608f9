import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { callProvider, checkOutboundUrl, outboundDefaults, providerFetch } from '../outbound.ts';
import { isNonPublicAddress, type ResolvedAddress, setOutboundResolver } from '../outbound-address.ts';

// D9 beyond the configured hostname: the resolved addresses are checked and the connection is pinned.
let server: Server;
let port: number;
let connections = 0;
const seen: { host: string | undefined; path: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host, path: req.url });
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => setOutboundResolver(null));

/** A fake DNS answering from a script, one answer per lookup (the last one repeats), counting lookups. */
function fakeDns(...answers: string[][]) {
  const calls: string[] = [];
  setOutboundResolver(async (hostname) => {
    calls.push(hostname);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
    return answer.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
  return calls;
}

async function stateOf(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.state;
    throw error;
  }
}

describe('D9 outbound addresses', () => {
  it('D9: classifies loopback, private, link-local, metadata, CGNAT and mapped addresses as non-public', () => {
    const blocked = [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not-an-ip',
    ];
    const allowed = ['93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    expect(blocked.filter((a) => !isNonPublicAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isNonPublicAddress(a))).toEqual([]);
  });

  it('D9: in production a public name resolving to a private or metadata address is refused before connecting', async () => {
    for (const answer of [['10.0.0.7'], ['169.254.169.254'], ['93.184.216.34', '127.0.0.1'], ['::ffff:10.0.0.1']]) {
      const calls = fakeDns(answer);
      const url = checkOutboundUrl('https://idp.example.edu/cas/p3/serviceValidate', true);
      expect(await stateOf(callProvider(url))).toBe(6020164);
      expect(calls).toEqual(['idp.example.edu']);
    }
    expect(connections).toBe(0);
  });

  it('D9: the connection is pinned to the checked answer; a rebound second answer is never used', async () => {
    // The name exists only in the fake DNS: the call succeeds only if the socket uses our answer.
    const calls = fakeDns(['127.0.0.1'], ['10.255.255.1']);
    const url = checkOutboundUrl(`http://idp.campus.test:${port}/p3/serviceValidate?ticket=ST-1`, false);
    const res = await callProvider(url);
    expect(res.status).toBe(200);
    expect(calls).toEqual(['idp.campus.test']);
    // Host header (and for https the SNI and certificate check) still name the configured host.
    expect(seen.at(-1)).toEqual({ host: `idp.campus.test:${port}`, path: '/p3/serviceValidate?ticket=ST-1' });
  });

  it('D9: rebinding after the check does not reach the private address (production)', async () => {
    const saved = outboundDefaults.timeoutMs;
    outboundDefaults.timeoutMs = 300;
    try {
      // First (checked) answer public, every later one loopback: only the checked one may be dialled.
      const calls = fakeDns(['192.0.2.10'], ['127.0.0.1']);
      const before = connections;
      const url = checkOutboundUrl(`https://idp.example.edu:${port}/token`, true);
      expect(await stateOf(callProvider(url))).toBe(6020164);
      expect(calls).toHaveLength(1);
      expect(connections).toBe(before);
    } finally {
      outboundDefaults.timeoutMs = saved;
    }
  });

  it('D9: openid-client calls (discovery, JWKS…) go through the same check, whatever URL discovery named', async () => {
    fakeDns(['169.254.169.254']);
    const fetcher = providerFetch(true);
    await expect(fetcher('https://idp.example.edu/.well-known/jwks.json', {})).rejects.toMatchObject({
      state: 6020164,
    });
    await expect(fetcher(`http://127.0.0.1:${port}/jwks`, {})).rejects.toMatchObject({ state: 6020169 });
    fakeDns(['127.0.0.1']);
    const res = await providerFetch(false)(`http://idp.campus.test:${port}/jwks`, { method: 'GET' });
    expect(await res.json()).toEqual({ ok: true });
  });

  it('D9: a URL that did not pass checkOutboundUrl is not called', async () => {
    expect(await stateOf(callProvider(new URL(`http://127.0.0.1:${port}/`)))).toBe(6020169);
  });
});
