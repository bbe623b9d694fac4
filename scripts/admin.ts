/**
 * `npm run admin -- <contacts|registrations|enrolments|feedback> [--since YYYY-MM-DD] [--format table|csv|json]`
 * Prints what students sent. Reads PostgreSQL when DATABASE_URL is set; otherwise the PGlite folder in
 * DATA_DIR, through the running server when one holds it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatRows, parseKind, readSubmissions, INBOX_KINDS, type Row } from '../server/admin/submissions';
import { readServerNote } from '../server/admin/server-lock';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { acquireDataLockOrExit } from '../server/db/data-lock';
import { prepareDatabase } from '../server/db/migrate';

const USAGE = `usage: npm run admin -- <${INBOX_KINDS.join('|')}> [--since YYYY-MM-DD] [--format table|csv|json]`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { since: { type: 'string' }, format: { type: 'string', default: 'table' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (err) {
  usage((err as Error).message);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const kind = parseKind(parsed.positionals[0]);
if (!kind) usage(parsed.positionals[0] ? `unknown kind "${parsed.positionals[0]}"` : 'which submissions?');
const format = parsed.values.format as string;
if (format !== 'table' && format !== 'csv' && format !== 'json') usage(`unknown format "${format}"`);
const sinceText = parsed.values.since;
if (sinceText !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(sinceText) || Number.isNaN(Date.parse(`${sinceText}T00:00:00Z`)))) {
  usage(`--since must be a date as YYYY-MM-DD, got "${sinceText}"`);
}
const since = sinceText ? new Date(`${sinceText}T00:00:00Z`) : undefined;

const config = readConfig();

/** Asks the running server that holds the PGlite folder; null when its note is stale (the server is gone). */
async function readThroughServer(): Promise<Row[] | null> {
  const note = readServerNote(config.dataDir);
  if (!note) return null;
  const query = sinceText ? `?since=${sinceText}` : '';
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${note.port}/api/admin/${kind}${query}`, {
      headers: { Authorization: `Bearer ${note.adminToken}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null; // a pid reused by another program, or a server that died without cleaning up
  }
  if (!res.ok) {
    console.error(`the running server (pid ${note.pid}) answered ${res.status}`);
    process.exit(1);
  }
  return ((await res.json()) as { data: Row[] }).data;
}

async function readDirectly(): Promise<Row[]> {
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(`no database in ${config.dataDir} yet: start the product once with npm start (or set DATABASE_URL / DATA_DIR).`);
    process.exit(1);
  }
  const lock = config.databaseUrl
    ? undefined
    : acquireDataLockOrExit(config.dataDir, (message) =>
        console.error(`${message}\nIf that is npm start, wait until it is listening and try again.`),
      );
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir, poolSize: 1 });
    try {
      await prepareDatabase(database, { seed: false });
      return await readSubmissions(database.db, kind!, since);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

const rows: Row[] = (config.databaseUrl ? null : await readThroughServer()) ?? (await readDirectly());
console.log(formatRows(rows, format));
