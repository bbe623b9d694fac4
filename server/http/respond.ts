/** The JSON envelopes of SPEC §7 and the failure answers every route shares. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DataBody, ErrorBody } from '../../src/contract';

export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data } satisfies DataBody<T>);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  const body: ErrorBody = errors ? { success: false, message, errors } : { success: false, message };
  return c.json(body, status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never match a row, so it is a 400 before any query runs. */
export function isId(value: string): boolean {
  return UUID.test(value);
}

/**
 * Runs a lookup by the `:id` route parameter: 400 for a malformed id, 404 when nothing matches.
 * `entity` names the thing in the messages ("Course not found").
 */
export async function byId<T>(c: Context, entity: string, find: (id: string) => Promise<T | undefined>) {
  const id = c.req.param('id') ?? '';
  if (!isId(id)) return fail(c, 400, `Invalid ${entity.toLowerCase()} id`);
  const found = await find(id);
  if (found === undefined) return fail(c, 404, `${entity} not found`);
  return ok(c, found);
}
