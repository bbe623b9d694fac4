/** Starts the real server (app, database, migrations, seed) on a free port for API tests. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/migrate';
import { createTestDatabase } from './test-database';

const UPLOADS_DIR = fileURLToPath(new URL('../../server/uploads', import.meta.url));

export interface TestServer {
  baseUrl: string;
  database: Database;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(options: { now?: Date } = {}): Promise<TestServer> {
  const testDb = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: testDb.url, poolSize: 4 });
  await prepareDatabase(database, { seed: true, now: options.now });
  const app = createApp({ db: database.db, uploadsDir: UPLOADS_DIR, clock: options.now ? () => options.now! : undefined });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    get: (path, init) => fetch(baseUrl + path, init),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await testDb.drop();
    },
  };
}
