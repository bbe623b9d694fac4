/**
 * The one way a POST is handled: per-IP rate limit, JSON only (415), at most 32 KB (413), well-formed
 * (400: UTF-8, no duplicate keys, limited nesting), validated by the shared contract (400 with field errors), then run exactly once per
 * Idempotency-Key. A request rejected before the work writes nothing at all.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Struct } from 'superstruct';
import { READS, validateRequest } from '../../src/contract';
import type { Db } from '../db/client';
import type { LeadOptions } from '../leads/intake';
import { clientIp, limitKey } from './client-ip';
import { REPLAY_HEADER, runIdempotent, type WriteResult } from './idempotency';
import { FixedWindowLimiter, sendRateLimitHeaders } from './rate-limit';
import { parseStrictJson } from './strict-json';
import { fail } from './respond';
import { refuseTooLarge } from './too-large';

export const MAX_BODY_BYTES = 32 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `ip`: the client's address as limits count it (`limitKey`: an IPv6 client by its /64). */
export type Env = { Variables: { body: unknown; ip: string; requestId: string } };

export interface WriteDeps {
  db: Db;
  clock: () => Date;
  /** How many proxies in front of this server append to X-Forwarded-For (0: none, trust no header). */
  trustProxy: number;
  postsPerMinutePerIp: number;
  /** How forms join leads (issue 39): the first-response target and whether e-mail can be sent. */
  leads?: LeadOptions;
}

/** Middleware for every POST under /api: limits, content type, size and JSON parsing. */
export function jsonBodies(deps: WriteDeps): MiddlewareHandler<Env>[] {
  const limiter = new FixedWindowLimiter(deps.postsPerMinutePerIp, 60_000);
  return [
    async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const ip = limitKey(clientIp(c, deps.trustProxy));
      c.set('ip', ip);
      const verdict = limiter.hit(ip);
      sendRateLimitHeaders(c, 'posts', verdict);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        return fail(c, 429, `Too many requests. Try again in ${verdict.retryAfterSeconds} seconds.`);
      }
      return next();
    },
    async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const key = c.req.header('Idempotency-Key');
      if (key !== undefined && !UUID.test(key)) return fail(c, 400, 'Idempotency-Key must be a UUID');
      const type = c.req.header('Content-Type');
      const length = c.req.header('Content-Length');
      const empty = length === '0' || (length === undefined && !c.req.header('Transfer-Encoding'));
      if (!empty && !/^application\/json\s*(;|$)/i.test(type ?? '')) {
        return fail(c, 415, 'Content-Type must be application/json');
      }
      // JSON is UTF-8 (RFC 8259); a body that says otherwise would be read wrongly.
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type ?? '')?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) return fail(c, 415, 'Content-Type must be application/json in UTF-8');
      return next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The rest of the body is never read, so the connection cannot carry another request.
      onError: (c) => refuseTooLarge(c, MAX_BODY_BYTES),
    }),
    async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const parsed = parseStrictJson(new Uint8Array(await c.req.arrayBuffer()));
      if (!parsed.ok) return fail(c, 400, parsed.message);
      c.set('body', parsed.value);
      return next();
    },
  ];
}

export interface PostRoute<T> {
  path: string;
  struct: Struct<T, unknown>;
  /** Work that calls out of the process (SMS) runs outside a transaction. */
  transactional?: boolean;
  /** Checks that refuse before anything is claimed or written (authentication). */
  guard?: (c: Context<Env>, value: T) => Promise<WriteResult | undefined>;
  work: (db: Db, value: T, c: Context<Env>) => Promise<WriteResult>;
  /** Runs after a fresh (not replayed) answer, for response-only effects such as cookies. */
  after?: (c: Context<Env>, result: WriteResult) => Promise<void> | void;
}

export function postRoute<T>(app: Hono<Env>, deps: WriteDeps, route: PostRoute<T>) {
  app.post(route.path, async (c) => {
    const key = c.req.header('Idempotency-Key');
    const body = c.get('body');
    const checked = validateRequest(route.struct, body);
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    const refused = await route.guard?.(c, checked.value);
    if (refused) return c.json(refused.body, refused.status);

    const outcome = await runIdempotent({
      db: deps.db,
      key,
      route: route.path,
      body,
      now: deps.clock,
      transactional: route.transactional ?? true,
      work: (db) => route.work(db, checked.value, c),
    });
    if (outcome.replayed) c.header(REPLAY_HEADER, 'true');
    else await route.after?.(c, outcome);
    return c.json(outcome.body, outcome.status);
  });
  // POST /feedback sits beside the testimonials' GET /feedback: a path that is also a read keeps its GET.
  const sharesPathWithGet = Object.values(READS).some((read) => read.pattern === route.path);
  const otherMethods = sharesPathWithGet ? ['PUT', 'PATCH', 'DELETE'] : ['GET', 'PUT', 'PATCH', 'DELETE'];
  app.on(otherMethods, route.path, (c) => {
    c.header('Allow', 'POST');
    return fail(c, 405, 'Method not allowed');
  });
}

/** PostgreSQL's unique_violation, however the driver wraps it; `constraint` names the index. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return { constraint: e.constraint ?? '' };
  }
  return null;
}
