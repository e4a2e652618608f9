import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * D9, second half: which addresses a provider call may connect to in production, and the DNS answer
 * the call is pinned to. A hostname check alone is not enough: an allowed name can resolve (or be
 * rebound between check and connect) to 127.0.0.1, 10/8, the cloud metadata address and the like.
 */
export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });
let resolver: Resolver = systemResolver;

/** Tests put a fake DNS here (null restores the system's). */
export function setOutboundResolver(fake: Resolver | null): void {
  resolver = fake ?? systemResolver;
}

export async function resolveHost(hostname: string): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  return resolver(bare);
}

const v4Blocked: [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local, incl. 169.254.169.254 metadata
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24 protocol assignments
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 3], // 224/3 multicast, reserved, broadcast
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function v4Private(ip: string): boolean {
  const n = v4Number(ip);
  return v4Blocked.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** The 8 groups of an IPv6 address (a dotted IPv4 tail becomes two groups). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const n = v4Number(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const a = head ? head.split(':') : [];
  const b = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array(8 - a.length - b.length).fill('0');
  return [...a, ...fill, ...b].map((g) => Number.parseInt(g, 16));
}

function v6Private(ip: string): boolean {
  const g = v6Groups(ip);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    // ::, ::1, ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): judged by what they reach.
    if (g5 === 0xffff || g5 === 0) return g5 === 0 && g6 === 0 && g7 <= 1 ? true : v4Private(embeddedV4);
  }
  if (g0 === 0x64 && g1 === 0xff9b) return v4Private(embeddedV4); // NAT64 64:ff9b::/96
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (incl. fd00:ec2::254 metadata)
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return true; // fec0::/10 old site-local
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  return false;
}

/** True for loopback, private, link-local, metadata, CGNAT, multicast and other non-public addresses. */
export function isNonPublicAddress(address: string): boolean {
  const kind = isIP(address.split('%')[0] ?? '');
  if (kind === 4) return v4Private(address);
  if (kind === 6) return v6Private(address);
  return true;
}
