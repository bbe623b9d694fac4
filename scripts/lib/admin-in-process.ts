/**
 * `npm run admin` with no server holding the data (decision 120): the command opens the database itself (the
 * PGlite folder under its lock, or PostgreSQL) and mounts the staff route table in its own process, so its
 * requests meet the same role check, validation and audit log as over HTTP.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { openDatabase } from '../../server/db/client';
import { acquireDataLockOrExit } from '../../server/db/data-lock';
import { prepareDatabase } from '../../server/db/migrate';
import type { Env } from '../../server/http/json-post';
import { fail } from '../../server/http/respond';
import { staffRoutes, type StaffDeps } from '../../server/routes/staff/route-table';
import { createAdminToken, OPERATOR } from '../../server/staff/admin-tokens';
import { answerOf, CommandFailure, keptOf, requestInit, type AdminConfig, type Reach, type StaffClient } from './admin-client';

/** The staff routes in this process, on a database the command opened (the server is stopped, or PostgreSQL). */
export function inProcessStaffClient(deps: StaffDeps, token: string): StaffClient {
  const api = new Hono<Env>();
  api.use(async (c, next) => {
    c.set('requestId', 'admin-command');
    await next();
  });
  staffRoutes(api, deps);
  api.all('*', (c) => fail(c, 404, 'Not found'));
  // A fault here is the command's own: show it whole instead of a bare 500.
  api.onError((err) => {
    throw err;
  });
  return { call: async (method, path, init) => answerOf(await api.request(`/staff${path}`, requestInit(method, token, init))) };
}

export async function directReach(config: AdminConfig): Promise<Reach> {
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir))
    throw new CommandFailure(
      `no database in ${config.dataDir} yet: start the product once with npm start (or set DATABASE_URL / DATA_DIR).`,
    );
  const lock = config.databaseUrl
    ? undefined
    : acquireDataLockOrExit(config.dataDir, (message) =>
        console.error(`${message}\nIf that is npm start, wait until it is listening and try again.`),
      );
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir, poolSize: 1 });
    await prepareDatabase(database, { seed: false });
    const deps = { db: database.db, clock: () => new Date(), uploadsDir: config.uploadsDir };
    return {
      where: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDir,
      remote: false,
      mint: async (label) => keptOf(await createAdminToken(database.db, label, OPERATOR, new Date())),
      clientWith: (token) => inProcessStaffClient(deps, token),
      close: async () => {
        await database.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
