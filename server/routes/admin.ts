/** GET /api/admin/{kind}: only with the running server's one-off token, for `npm run admin` on PGlite. */
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { parseKind, readSubmissions } from '../admin/submissions';
import type { Db } from '../db/client';
import type { Env } from '../http/json-post';
import { fail } from '../http/respond';

export function adminRoutes(app: Hono<Env>, db: Db, adminToken: string) {
  const expected = Buffer.from(`Bearer ${adminToken}`);
  app.get('/admin/:kind', async (c) => {
    const given = Buffer.from(c.req.header('Authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(c, 401, 'Not allowed');
    const kind = parseKind(c.req.param('kind'));
    if (!kind) return fail(c, 404, 'Unknown kind');
    const sinceParam = c.req.query('since');
    const since = sinceParam ? new Date(`${sinceParam}T00:00:00Z`) : undefined;
    if (since && Number.isNaN(since.getTime())) return fail(c, 400, 'since must be YYYY-MM-DD');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await readSubmissions(db, kind, since) });
  });
}
