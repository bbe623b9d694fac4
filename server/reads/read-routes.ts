/**
 * Mounts every public GET of the route table on the read cache: ready bytes, strong ETag, 304. A kept
 * answer is sent without waiting for anything (no promise on the way).
 *
 * Mounted before /api's CORS middleware, with the same CORS headers written here: that middleware
 * touches the response before the handler runs, which makes Hono copy every answer into a new Response
 * afterwards (half the cost of a read answered from memory).
 */
import type { Hono } from 'hono';
import { READS, type ReadRoute } from '../../src/contract';
import type { Env } from '../http/json-post';
import type { ReadName } from './read-answer';
import type { PreparedRead, ReadCache } from './read-cache';
import { sendReady } from './ready-bytes';

const SAME_ORIGIN = Object.freeze({ 'Access-Control-Allow-Credentials': 'true' });

/** What hono/cors sends on a GET with `credentials: true`: the origin only when it is allowed. */
function corsHeaders(origin: string | undefined, allowed: ReadonlySet<string>): Record<string, string> {
  return origin && allowed.has(origin) ? { ...SAME_ORIGIN, 'Access-Control-Allow-Origin': origin } : SAME_ORIGIN;
}

export function readRoutes(app: Hono<Env>, reads: ReadCache, clock: () => Date, corsOrigins: ReadonlySet<string>) {
  for (const [name, route] of Object.entries(READS) as [ReadName, ReadRoute][]) {
    app.get(route.pattern, (c): Response | Promise<Response> => {
      const params = c.req.param();
      const now = clock();
      const send = (answer: PreparedRead) => sendReady(c, answer.bytes, answer.status, corsHeaders(c.req.header('Origin'), corsOrigins));
      const version = reads.version.current();
      const kept = typeof version === 'number' ? reads.kept(name, params, version, now) : undefined;
      if (kept) return send(kept);
      return Promise.resolve(version)
        .then((at) => reads.answer(name, params, at, now))
        .then(send);
    });
  }
}
