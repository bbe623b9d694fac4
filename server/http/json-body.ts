/**
 * The body of a PUT or PATCH, read with the same rules as a POST's (server/http/json-post.ts): JSON in
 * UTF-8 only (415), well-formed, without duplicate keys or deep nesting (400). The size limit (413) is
 * the API's own middleware, which runs for every method.
 */
import type { Context } from 'hono';
import { parseStrictJson } from './strict-json';

export type BodyRead = { ok: true; value: unknown } | { ok: false; status: 400 | 415; message: string };

export async function readJsonBody(c: Context): Promise<BodyRead> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, status: 415, message: 'Content-Type must be application/json' };
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    return { ok: false, status: 415, message: 'Content-Type must be application/json in UTF-8' };
  }
  const parsed = parseStrictJson(new Uint8Array(await c.req.arrayBuffer()));
  return parsed.ok ? parsed : { ok: false, status: 400, message: parsed.message };
}
