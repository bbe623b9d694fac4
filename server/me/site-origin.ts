/** The site's own origin as the request reached it, for absolute links in calendar files. */
import type { Context } from 'hono';

export function siteOrigin(c: Context, trustProxy: number): string {
  const url = new URL(c.req.url);
  const forwarded = trustProxy > 0 ? c.req.header('X-Forwarded-Proto')?.split(',').pop()?.trim() : undefined;
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
  return `${protocol}://${url.host}`;
}
