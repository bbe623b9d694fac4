/**
 * PGlite's data folder belongs to one process. While the server holds it, it leaves a note there
 * (pid, port and a one-off admin token, readable only by the same OS user) so `npm run admin` asks
 * the running server instead of opening the folder a second time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStillRunning, type ProcessIdentity } from '../db/process-identity';

/** Who the server is (pid, start time, boot id: a reused pid is not it) and where it answers. */
export interface ServerNote extends ProcessIdentity {
  port: number;
  adminToken: string;
}

const NOTE = 'server.json';

export function newAdminToken(): string {
  return randomBytes(24).toString('base64url');
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
