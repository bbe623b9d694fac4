/**
 * One log line per request (id, method, route, status, duration) and a request id the client can
 * quote: taken from a proxy's `X-Request-Id` when it looks like one, made here otherwise, and sent back
 * in the same header (and in the body of a 5xx, see app.ts).
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import { maskPathTokens } from './log-scrub';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export type LogEnv = { Variables: { requestId: string } };

export function requestLog(logger: Logger): MiddlewareHandler<LogEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && SAFE_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const status = c.res.status;
    const line = {
      reqId: requestId,
      method: c.req.method,
      // The path only: query strings may carry a phone number (the dev OTP inbox does); tokens masked
      // (the calendar feed's URL is its own secret).
      path: maskPathTokens(c.req.path),
      route: c.req.routePath,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
