/**
 * `npm run admin -- <contacts|registrations|enrolments|feedback> [--since YYYY-MM-DD] [--format table|csv|json]`
 * Prints what students sent.
 * `npm run admin -- staff add <mobile or e-mail> [--role staff|admin]`, `staff remove <…>`, `staff list`
 * Manages who may use the staff console (the first admin is made here, decision 66).
 * `npm run admin -- unlock <mobile>` ends a number's login lockouts: clears its wrong codes (decision 98).
 * Reads PostgreSQL when DATABASE_URL is set; otherwise the PGlite folder in DATA_DIR, through the
 * running server when one holds it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readQueryDate } from '../src/contract/date-range';
import { formatRows, parseKind, readSubmissions, INBOX_KINDS, type Row } from '../server/admin/submissions';
import { readServerNote } from '../server/admin/server-lock';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { acquireDataLockOrExit } from '../server/db/data-lock';
import { prepareDatabase } from '../server/db/migrate';
import type { Db } from '../server/db/client';
import { unlockMobile } from '../server/staff/otp-locks';
import { CLI_ACTOR, runStaffCommand, type StaffCommand } from '../server/staff/staff-command';
import { validateRequest } from '../src/contract';
import { OtpUnlockBody, type OtpUnlockResult } from '../src/contract/staff';

const USAGE = `usage: npm run admin -- <${INBOX_KINDS.join('|')}> [--since YYYY-MM-DD] [--format table|csv|json]
       npm run admin -- staff add <mobile or e-mail> [--role staff|admin]
       npm run admin -- staff remove <mobile or e-mail>
       npm run admin -- staff list
       npm run admin -- unlock <mobile>`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'table' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (err) {
  usage((err as Error).message);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const config = readConfig();

if (parsed.positionals[0] === 'staff') await staffCommand(parsed.positionals.slice(1), parsed.values.role);
if (parsed.positionals[0] === 'unlock') await unlockCommand(parsed.positionals.slice(1));

const kind = parseKind(parsed.positionals[0]);
if (!kind) usage(parsed.positionals[0] ? `unknown kind "${parsed.positionals[0]}"` : 'which submissions?');
const format = parsed.values.format as string;
if (format !== 'table' && format !== 'csv' && format !== 'json') usage(`unknown format "${format}"`);
const sinceText = parsed.values.since;
// The same rule as the API's ?since= (src/contract/date-range.ts): a day that exists, in the years it accepts.
const sinceDate = readQueryDate('since', sinceText, 'day');
if (!sinceDate.ok) usage(`--since: ${sinceDate.message}, got "${sinceText}"`);
const since = sinceDate.date;

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

/** Opens the database itself: PostgreSQL, or the PGlite folder when no server holds it. */
async function withDirectDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
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
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

const readDirectly = () => withDirectDatabase((db) => readSubmissions(db, kind!, since));

type ServerAnswer = { status: number; body: { success?: boolean; message?: string; data?: unknown } };

/** Sends a command to the running server that holds the PGlite folder; null when there is none. */
async function throughServer(path: string, init: RequestInit): Promise<ServerAnswer | null> {
  const note = readServerNote(config.dataDir);
  if (!note) return null;
  try {
    const res = await fetch(`http://127.0.0.1:${note.port}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${note.adminToken}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: (await res.json()) as ServerAnswer['body'] };
  } catch {
    return null; // a pid reused by another program, or a server that died without cleaning up
  }
}

function staffThroughServer(command: StaffCommand): Promise<ServerAnswer | null> {
  return throughServer('/api/admin/staff', { method: 'POST', body: JSON.stringify(command) });
}

async function staffCommand(args: string[], role: string | undefined): Promise<never> {
  const [action, identifier, ...extra] = args;
  if (action !== 'add' && action !== 'remove' && action !== 'list') usage(action ? `unknown staff action "${action}"` : 'staff what?');
  if (action !== 'list' && !identifier) usage(`staff ${action} needs a mobile number or e-mail`);
  if (extra.length) usage(`unexpected "${extra.join(' ')}"`);
  if (role !== undefined && (action !== 'add' || (role !== 'staff' && role !== 'admin'))) usage('--role is staff or admin, with staff add');
  const command: StaffCommand = { action, identifier, role: role as StaffCommand['role'] };
  const answer =
    (config.databaseUrl ? null : await staffThroughServer(command)) ??
    (await withDirectDatabase(async (db) => runStaffCommand(db, command, new Date())));
  if (answer.status >= 400) {
    console.error(answer.body.message ?? `failed (${answer.status})`);
    process.exit(1);
  }
  if (action === 'list') {
    const members = answer.body.data as { identifier: string; role: string; addedBy: string; createdAt: string }[];
    const rows: Row[] = members.map((m) => ({ identifier: m.identifier, role: m.role, addedBy: m.addedBy, createdAt: m.createdAt }));
    console.log(formatRows(rows, 'table'));
  } else if (action === 'add') {
    const member = answer.body.data as { identifier: string; role: string };
    console.log(
      `${member.identifier} is ${member.role === 'admin' ? 'an admin' : 'staff'}: they sign in with the usual login code and open /staff.`,
    );
  } else {
    console.log(`${identifier} is no longer staff.`);
  }
  process.exit(0);
}

/** Ends a number's login lockouts, through the running server when it holds the PGlite folder. */
async function unlockCommand(args: string[]): Promise<never> {
  const [mobileNo, ...extra] = args;
  if (extra.length) usage(`unexpected "${extra.join(' ')}"`);
  const checked = validateRequest(OtpUnlockBody, { mobileNo: mobileNo ?? '' });
  if (!checked.ok) usage(`unlock needs a 10-digit mobile number: ${Object.values(checked.errors).join('; ')}`);
  const answer =
    (config.databaseUrl ? null : await throughServer(`/api/admin/otp-locks/${checked.value.mobileNo}`, { method: 'DELETE' })) ??
    (await withDirectDatabase((db) => unlockMobile(db, checked.value.mobileNo, CLI_ACTOR, new Date())));
  if (answer.status >= 400) {
    console.error(answer.body.message ?? `failed (${answer.status})`);
    process.exit(1);
  }
  const { clearedWrongCodes } = answer.body.data as OtpUnlockResult;
  console.log(`${checked.value.mobileNo} can log in again: ${clearedWrongCodes} wrong code${clearedWrongCodes === 1 ? '' : 's'} cleared.`);
  process.exit(0);
}

const rows: Row[] = (config.databaseUrl ? null : await readThroughServer()) ?? (await readDirectly());
console.log(formatRows(rows, format));
