/**
 * /api/admin/*: only with the running server's one-off token, for `npm run admin` on PGlite (the command
 * cannot open a folder the server holds). GET /admin/{kind} reads submissions; /admin/staff lists, adds
 * and removes staff members (decision 66); DELETE /admin/otp-locks/{mobile} ends a number's login
 * lockouts (decision 98).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { validateRequest } from '../../src/contract';
import { readQueryDate } from '../../src/contract/date-range';
import { OtpUnlockBody } from '../../src/contract/staff';
import { parseKind, readSubmissions } from '../admin/submissions';
import type { Db } from '../db/client';
import type { Env } from '../http/json-post';
import { fail } from '../http/respond';
import { unlockMobile } from '../staff/otp-locks';
import { CLI_ACTOR, runStaffCommand, StaffCommand } from '../staff/staff-command';

export function adminRoutes(app: Hono<Env>, db: Db, adminToken: string, clock: () => Date = () => new Date()) {
  const expected = Buffer.from(`Bearer ${adminToken}`);
  const allowed = (c: Context) => {
    const given = Buffer.from(c.req.header('Authorization') ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post('/admin/staff', async (c) => {
    if (!allowed(c)) return fail(c, 401, 'Not allowed');
    c.header('Cache-Control', 'no-store');
    const checked = validateRequest(StaffCommand, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Invalid staff command', checked.errors);
    const result = await runStaffCommand(db, checked.value, clock());
    return c.json(result.body, result.status);
  });
  // `npm run admin -- unlock <mobile>` while the server holds the PGlite folder (decision 98).
  app.delete('/admin/otp-locks/:mobileNo', async (c) => {
    if (!allowed(c)) return fail(c, 401, 'Not allowed');
    c.header('Cache-Control', 'no-store');
    const checked = validateRequest(OtpUnlockBody, { mobileNo: c.req.param('mobileNo') });
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    const result = await unlockMobile(db, checked.value.mobileNo, CLI_ACTOR, clock());
    return c.json(result.body, result.status);
  });
  app.get('/admin/:kind', async (c) => {
    if (!allowed(c)) return fail(c, 401, 'Not allowed');
    const kind = parseKind(c.req.param('kind'));
    if (!kind) return fail(c, 404, 'Unknown kind');
    const since = readQueryDate('since', c.req.query('since'), 'day');
    if (!since.ok) return fail(c, 400, `since: ${since.message}`, { since: since.message });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await readSubmissions(db, kind, since.date) });
  });
}
