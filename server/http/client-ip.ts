import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

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
