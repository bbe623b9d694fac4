/**
 * What every staff route shares: the role check, the JSON body (read strictly, as the public POSTs are),
 * and answers carrying the record's version as its ETag.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { validateRequest } from '../../../src/contract';
import type { Db } from '../../db/client';
import type { StaffRole } from '../../db/schema';
import { REPLAY_HEADER, runIdempotent } from '../../http/idempotency';
import type { Env } from '../../http/json-post';
import { fail } from '../../http/respond';
import { parseStrictJson } from '../../http/strict-json';
import { refuseTooLarge } from '../../http/too-large';
import type { StoreAnswer } from '../../staff/content-store';
import { checkStaff, type StaffActor } from '../../staff/roles';
import { etagOf } from '../../staff/versions';
import type { Struct } from 'superstruct';

export type StaffEnv = { Variables: Env['Variables'] & { actor: StaffActor } };

/** A course with its curriculum is the largest body: 256 KB leaves room for long notes (decision 69). */
export const MAX_STAFF_JSON_BYTES = 256 * 1024;

/** Refuses anyone who is not signed in (401) or not staff with at least `needs` (403), before anything else runs. */
export function requireRole(db: Db, clock: () => Date, needs: StaffRole): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const check = await checkStaff(c, db, clock(), needs);
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie, Authorization');
    if (!check.ok) return fail(c, check.status, check.message);
    c.set('actor', check.actor);
    return next();
  };
}

export type JsonBody<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads and validates a JSON body: 415 for another type, 413 over the limit, 400 when malformed or invalid. */
export async function jsonBody<T>(c: Context<StaffEnv>, struct: Struct<T, unknown>): Promise<JsonBody<T>> {
  // The same rules as the public POSTs (server/http/json-post.ts): an empty body needs no type; JSON is UTF-8.
  const type = c.req.header('Content-Type');
  const length = c.req.header('Content-Length');
  const empty = length === '0' || (length === undefined && !c.req.header('Transfer-Encoding'));
  if (!empty && !/^application\/json\s*(;|$)/i.test(type ?? ''))
    return { ok: false, response: fail(c, 415, 'Content-Type must be application/json') };
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset))
    return { ok: false, response: fail(c, 415, 'Content-Type must be application/json in UTF-8') };
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > MAX_STAFF_JSON_BYTES) return { ok: false, response: refuseTooLarge(c, MAX_STAFF_JSON_BYTES) };
  const parsed = parseStrictJson(bytes);
  if (!parsed.ok) return { ok: false, response: fail(c, 400, parsed.message) };
  const checked = validateRequest(struct, parsed.value);
  if (!checked.ok) return { ok: false, response: fail(c, 400, 'Please correct the highlighted fields.', checked.errors) };
  return { ok: true, value: checked.value };
}

/** Sends a store's answer, with the record's version as a strong ETag when there is one. */
export function send(c: Context, answer: StoreAnswer): Response {
  if (answer.version !== undefined) c.header('ETag', etagOf(answer.version));
  return c.json(answer.body, answer.status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A create run at most once per Idempotency-Key, like the public POSTs: a double press or a retry after a
 * lost answer makes one record, and the repeat gets the first answer (with its ETag).
 */
export async function createOnce(
  c: Context<StaffEnv>,
  db: Db,
  clock: () => Date,
  value: unknown,
  work: (tx: Db) => Promise<StoreAnswer>,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) return fail(c, 400, 'Idempotency-Key must be a UUID');
  const outcome = await runIdempotent({ db, key, route: c.req.path, body: value, now: clock, transactional: true, work });
  if (outcome.replayed) c.header(REPLAY_HEADER, 'true');
  const version = (outcome.body.data as { version?: unknown } | undefined)?.version;
  return send(c, { status: outcome.status, body: outcome.body, version: typeof version === 'number' ? version : undefined });
}
