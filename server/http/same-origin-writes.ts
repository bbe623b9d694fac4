/**
 * Cross-site request forgery (docs/SECURITY.md): a write that a session cookie authenticates must come
 * from the academy's own pages (or an origin the operator allows with CORS_ORIGINS). SameSite=Lax alone
 * let another site's form, or a `fetch` with a text/plain or empty body, ride a student's cookie.
 *
 * A browser says where a request comes from in `Sec-Fetch-Site` (all current engines) and `Origin` (every
 * POST, PUT, PATCH and DELETE): either one naming another site refuses, and what they both say must be
 * this origin. A request with neither comes from no browser, so it cannot carry a visitor's cookie
 * against their will (curl, the admin command, tests) and is left to the route's own checks.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session';
import { fail } from './respond';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_WRITE = "This request came from another website, so it was refused. Please use the academy's own pages.";

/** This server's own origin as the browser sees it: behind a trusted proxy, the scheme it was reached by. */
export function ownOrigin(c: Context, trustProxy: number): string {
  const url = new URL(c.req.url);
  const forwarded = trustProxy > 0 ? c.req.header('X-Forwarded-Proto')?.split(',').pop()?.trim() : undefined;
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
  return `${scheme}://${url.host}`;
}

export function sameOriginWrites(trustProxy: number, allowedOrigins: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || getCookie(c, SESSION_COOKIE) === undefined) return next();
    const origin = c.req.header('Origin');
    if (origin !== undefined && allowedOrigins.has(origin)) return next();
    const site = c.req.header('Sec-Fetch-Site');
    const siteSaysElsewhere = site !== undefined && site !== 'same-origin';
    const originSaysElsewhere = origin !== undefined && origin !== ownOrigin(c, trustProxy);
    if (siteSaysElsewhere || originSaysElsewhere) return fail(c, 403, CROSS_SITE_WRITE);
    return next();
  };
}
