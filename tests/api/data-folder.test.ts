/** The PGlite folder holds the OTP secret, the VAPID private key and students' data: no other account may read or change it. */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-database';

// Not made on PostgreSQL, where this file's tests are skipped (and so is every hook that would remove it).
const dataDir = onPostgres ? '' : mkdtempSync(join(tmpdir(), 'academy-private-'));
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every path under `dir` whose mode lets group or others read, write or enter it, with that mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) continue;
    if (stats.mode & 0o077) open.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
    if (stats.isDirectory()) open.push(...openToOthers(path));
  }
  return open;
}

describe.skipIf(onPostgres)('the PGlite data folder', () => {
  it('is made 0700 with nothing inside readable or writable by others, even when it was created 0777 with 0666 files', async () => {
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'notes.txt'), 'left by an earlier run', { mode: 0o666 });
    chmodSync(join(dataDir, 'notes.txt'), 0o666); // whatever the umask
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
      expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
