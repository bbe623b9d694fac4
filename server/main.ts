/** Starts the API and the built PWA on one port, with the embedded database unless DATABASE_URL is set. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/migrate';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await prepareDatabase(database, { seed: true });

const distDir = existsSync(join(config.distDir, 'index.html')) ? config.distDir : undefined;
if (!distDir) console.warn(`[server] no built PWA in ${config.distDir}: serving the API only (run "npm run build").`);

const app = createApp({ db: database.db, distDir, uploadsDir: config.uploadsDir });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`[server] database: ${where}`);
  console.log(`[server] listening on http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: shutting down`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
