/**
 * Which push endpoints the server will POST to (decision 72). A subscription's endpoint is a URL a
 * student sends us and the server later calls: without a rule, that is a way to make the server call
 * its own network (SSRF). The rule: https on the default port to a host name (no IP literal, no
 * "localhost"), and at connect time every address the name resolves to must be public. Plain http to
 * the loopback interface is allowed only when the server says so (outside production), so tests and
 * development can stand in for the push service.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Devices per student (issue 32): a person has a few browsers; more is a script turning the server into a
 * traffic amplifier (each reminder goes to every device) and growing the table without end. The newest
 * are kept: a new phone works at once, and the oldest (most likely gone) one is dropped.
 */
export const MAX_PUSH_DEVICES = 10;

const MAX_ENDPOINT_LENGTH = 2048;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface EndpointRule {
  allowLoopbackHttp: boolean;
}

/** null when the endpoint may be stored; otherwise the field message. */
export function pushEndpointProblem(raw: string, rule: EndpointRule): string | null {
  if (raw.length > MAX_ENDPOINT_LENGTH) return `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (url.protocol === 'http:' && rule.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https URL of a push service';
  if (url.port !== '') return 'endpoint must use the standard https port';
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'endpoint must name a push service, not an IP address';
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'endpoint must name a public push service';
  }
  return null;
}

/** Private, loopback, link-local, shared, documentation-free multicast and reserved ranges of both families. */
// One list per family: a BlockList checks an IPv4 address against IPv6 rules as IPv4-mapped, so
// "::ffff:0:0/96" in a shared list would match every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/**
 * A DNS lookup for the https agent that refuses names resolving to a non-public address: a name that
 * was public when the subscription was stored may not point inside later (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) {
      return callback(
        Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), { code: 'EPUSHADDRESS' }),
        '',
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
