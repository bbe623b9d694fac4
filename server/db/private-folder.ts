/**
 * The PGlite folder holds the OTP secret, the VAPID private key and students' personal data, and PGlite
 * writes its files 0666 whatever the umask. The folder itself is made 0700, so no other account can reach
 * what is inside however PGlite makes it, and each file already there loses its group and other bits
 * (decision 95). What cannot be tightened (a folder owned by another user) is reported, not hidden.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const GROUP_AND_OTHER = 0o077;

/** Entries under the folder (and itself) that are still open to other accounts, with why. */
export interface FolderPrivacy {
  stillOpen: { path: string; reason: string }[];
}

function tighten(path: string, stats: Stats, stillOpen: FolderPrivacy['stillOpen']) {
  if ((stats.mode & GROUP_AND_OTHER) === 0) return;
  const uid = process.getuid?.();
  // root may chmod anything, but another user's file is theirs to decide; chmod would fail for anyone else.
  if (uid !== undefined && uid !== 0 && stats.uid !== uid) {
    stillOpen.push({ path, reason: `owned by uid ${stats.uid}, not this server's uid ${uid}` });
    return;
  }
  try {
    chmodSync(path, stats.mode & 0o700);
  } catch (err) {
    stillOpen.push({ path, reason: (err as Error).message });
  }
}

function walk(dir: string, stillOpen: FolderPrivacy['stillOpen']) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) continue; // chmod would follow it out of the folder
    tighten(path, stats, stillOpen);
    if (stats.isDirectory()) walk(path, stillOpen);
  }
}

/** Creates `dir` 0700 when missing; makes it and everything in it private to this user when it is not. */
export function makeFolderPrivate(dir: string): FolderPrivacy {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stillOpen: FolderPrivacy['stillOpen'] = [];
  tighten(dir, lstatSync(dir), stillOpen);
  walk(dir, stillOpen);
  return { stillOpen };
}
