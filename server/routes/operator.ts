/**
 * POST /api/operator/admin-tokens: how `npm run admin` gets its admin token while the server holds the PGlite
 * folder, which the command then cannot open (decision 120). Only from this machine (a loopback peer that
 * no proxy forwarded) and only with the operator secret of the server's note (server/operator/server-note.ts,
 * readable by the server's OS user alone). Its one power is to make a token; everything else the command does
 * goes through the staff routes with that token. Mounted only while there is a note.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { validateRequest } from '../../src/contract';
import { AdminTokenBody } from '../../src/contract/staff';
import type { Db } from '../db/client';
import type { Env } from '../http/json-post';
import { isLoopbackPeer } from '../http/loopback-peer';
import { fail } from '../http/respond';
import { OPERATOR_TOKENS_PATH } from '../operator/server-note';
import { createAdminToken, OPERATOR } from '../staff/admin-tokens';
import { send } from './staff/staff-request';

export const NOT_FROM_THIS_MACHINE = 'Admin tokens are made on the server machine only.';
export const NOT_THE_OPERATOR = "Send the operator secret of the server's note (DATA_DIR/server.json) as a Bearer token.";

export function operatorRoutes(app: Hono<Env>, db: Db, secret: string, clock: () => Date) {
  const expected = Buffer.from(`Bearer ${secret}`);
  const isOperator = (c: Context) => {
    const given = Buffer.from(c.req.header('Authorization') ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post(OPERATOR_TOKENS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!isLoopbackPeer(c)) return fail(c, 403, NOT_FROM_THIS_MACHINE);
    if (!isOperator(c)) return fail(c, 401, NOT_THE_OPERATOR);
    const checked = validateRequest(AdminTokenBody, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    return send(c, await createAdminToken(db, checked.value.label, OPERATOR, clock()));
  });
}
