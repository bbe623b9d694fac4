/**
 * PGlite's data folder belongs to one process. While the server holds it, it leaves a note there (its
 * process, its port, and an operator secret; the file 0600 in the 0700 folder, so only the same OS user
 * reads it) so that `npm run admin` asks the running server instead of opening the folder a second time.
 * The secret's one use is to make an admin token, from this machine (server/routes/operator.ts,
 * decision 120); it changes at every start and goes with the note at a clean stop.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStillRunning, type ProcessIdentity } from '../db/process-identity';

/** Who the server is (pid, start time, boot id: a reused pid is not it) and where it answers. */
export interface ServerNote extends ProcessIdentity {
  port: number;
  operatorSecret: string;
}

const NOTE = 'server.json';

/** Below /api: where the note's secret makes an admin token (server/routes/operator.ts). */
export const OPERATOR_TOKENS_PATH = '/operator/admin-tokens';

export function newOperatorSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function writeServerNote(dataDir: string, note: ServerNote) {
  writeFileSync(join(dataDir, NOTE), JSON.stringify(note), { mode: 0o600 });
}

export function removeServerNote(dataDir: string) {
  rmSync(join(dataDir, NOTE), { force: true });
}

/** The note of a server that is still alive, or null. */
export function readServerNote(dataDir: string): ServerNote | null {
  const path = join(dataDir, NOTE);
  if (!existsSync(path)) return null;
  try {
    const note = JSON.parse(readFileSync(path, 'utf8')) as ServerNote;
    return isStillRunning(note) ? note : null;
  } catch {
    return null;
  }
}
