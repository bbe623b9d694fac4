import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIPv6 } from 'node:net';

/**
 * The caller's address. Behind `trustedHops` proxies, each appends the address it received the request
 * from to X-Forwarded-For, so the client is the entry that many places from the right; anything further
 * left was written by the client itself and proves nothing. Without trusted proxies the header is ignored.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const client = entries[Math.max(0, entries.length - trustedHops)];
    if (client) return client.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address as limits count it. An IPv6 subscriber is given a whole /64 and can pick any address in
 * it, so IPv6 counts by its first four groups (`2001:db8:1:2::/64`); IPv4, and IPv4 written as IPv6
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports), count whole. Anything else is kept as is.
 */
export function limitKey(address: string): string {
  const bare = address.split('%')[0]!; // a zone id (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
