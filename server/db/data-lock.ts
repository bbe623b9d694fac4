/**
 * PGlite's data folder belongs to one process: two servers on one folder both start and then lose each
 * other's writes. The first process writes who it is (pid, start time, boot id: process-identity.ts) into
 * a lock file created exclusively; any other finds it and refuses, unless that process is gone (a killed
 * server, or a pid now reused by an unrelated program, decision 96), in which case the lock is taken over.
 */
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { identityOf, isStillRunning, type ProcessIdentity } from './process-identity';

const LOCK_FILE = 'server.lock';
/** A lock file still empty after this long was left by a process that died while creating it. */
const EMPTY_LOCK_GRACE_MS = 5_000;

export class DataFolderBusy extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `The database folder ${dir} is in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that server first, or give this one its own folder with DATA_DIR (or use DATABASE_URL).',
    );
  }
}

export interface DataLock {
  release(): void;
}

function holderOf(path: string): { pid: number | null; stale: boolean } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { pid: null, stale: false }; // gone meanwhile: try to create it again
  }
  const recorded = JSON.parse(text.trim() || '{}') as Partial<Record<keyof ProcessIdentity, unknown>>;
  const pid = Number(recorded.pid);
  if (Number.isInteger(pid) && pid > 0) {
    const holder: ProcessIdentity = { pid, startTime: textOrUndefined(recorded.startTime), bootId: textOrUndefined(recorded.bootId) };
    return { pid, stale: pid === process.pid || !isStillRunning(holder) };
  }
  let ageMs = 0;
  try {
    ageMs = Date.now() - statSync(path).mtimeMs;
  } catch {
    return { pid: null, stale: false };
  }
  return { pid: null, stale: ageMs > EMPTY_LOCK_GRACE_MS };
}

const textOrUndefined = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function safeHolderOf(path: string) {
  try {
    return holderOf(path);
  } catch {
    return { pid: null, stale: true }; // unreadable garbage is nobody's lock
  }
}

/** Takes the folder for this process, or throws DataFolderBusy naming who has it. */
export function acquireDataLock(dir: string): DataLock {
  mkdirSync(dir, { recursive: true, mode: 0o700 }); // private: decision 95
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ ...identityOf(), since: new Date().toISOString() }));
      closeSync(fd);
      return { release: () => releaseIfOurs(path) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = safeHolderOf(path);
    if (!holder.stale) {
      if (holder.pid === null && attempt < 4) continue;
      throw new DataFolderBusy(dir, holder.pid);
    }
    // Move the stale lock aside atomically: of two processes recovering at once, one rename wins.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = safeHolderOf(aside);
    if (!moved.stale) {
      // A live lock was created between our read and our rename: put it back and give way.
      try {
        linkSync(aside, path);
      } catch {
        /* someone else holds the folder now either way */
      }
      rmSync(aside, { force: true });
      throw new DataFolderBusy(dir, moved.pid);
    }
    rmSync(aside, { force: true });
  }
  throw new DataFolderBusy(dir, null);
}

function releaseIfOurs(path: string) {
  try {
    const { pid } = JSON.parse(readFileSync(path, 'utf8')) as { pid?: number };
    if (pid === process.pid) rmSync(path, { force: true });
  } catch {
    /* already gone */
  }
}

/** For a command line: the folder's lock, or `report` says who holds it and the process ends with 1. */
export function acquireDataLockOrExit(dataDir: string, report: (message: string) => void): DataLock {
  try {
    return acquireDataLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataFolderBusy)) throw err;
    report(err.message);
    process.exit(1);
  }
}
