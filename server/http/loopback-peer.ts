/**
 * Whether a request comes from this machine itself: the TCP peer of its socket is a loopback address and no
 * proxy forwarded it. Only the socket is believed; a forwarding header can only make the answer "no"
 * (a reverse proxy or tunnel on this machine connects from loopback on behalf of anyone). Decision 95.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'X-Forwarded-Host'];

/** The socket's remote address as IPv4 when it is an IPv4-mapped IPv6 one (::ffff:127.0.0.1). */
function peerAddress(c: Context): string | undefined {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server: no socket to judge, so not local
  }
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

export function isLoopbackPeer(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const address = peerAddress(c);
  if (!address) return false;
  return LOOPBACK.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}
