/**
 * A kill -9 during an upload leaves `.<hash>-640w.webp.<n>.tmp` in the uploads folder: it is never
 * served, and the next start removes it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LEFTOVER_AGE_MS } from '../../server/maintenance';
import { startServerProcess } from '../support/server-process';
import { startTestServer } from '../support/test-server';

const DEMO_UPLOADS = fileURLToPath(new URL('../../server/uploads', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function uploadsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-leftovers-'));
  folders.push(dir);
  cpSync(DEMO_UPLOADS, dir, { recursive: true });
  return dir;
}

const LEFTOVER = '.0123456789abcdef0123456789abcdef-640w.webp.a1b2c3d4e5f6.tmp';

describe('/uploads', () => {
  it('answers 404 for hidden files and folders, however the dot is written', async () => {
    const dir = uploadsCopy();
    mkdirSync(join(dir, 'events', '.drafts'), { recursive: true });
    writeFileSync(join(dir, 'events', LEFTOVER), 'half a picture');
    writeFileSync(join(dir, 'events', '.htpasswd'), 'secret');
    writeFileSync(join(dir, 'events', '.drafts', 'banner.webp'), 'draft');
    writeFileSync(join(dir, 'events', 'banner.webp'), 'a picture');
    const server = await startTestServer({ uploadsDir: dir });
    try {
      for (const path of [
        `/uploads/events/${LEFTOVER}`,
        `/uploads/events/%2E${LEFTOVER.slice(1)}`,
        '/uploads/events/.htpasswd',
        '/uploads/events/.drafts/banner.webp',
        '/uploads/events/%2edrafts/banner.webp',
      ]) {
        const res = await server.get(path);
        expect(res.status, path).toBe(404);
        expect(await res.json(), path).toEqual({ success: false, message: 'File not found' });
      }
      expect((await server.get('/uploads/events/banner.webp')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a start', () => {
  it("removes temporary upload files left by a killed process, in every folder, and keeps a fresh one (another instance's upload)", async () => {
    const uploads = uploadsCopy();
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-leftovers-data-'));
    folders.push(dataDir);
    const old = new Date(Date.now() - LEFTOVER_AGE_MS - 60_000);
    const stale = [join(uploads, 'events', LEFTOVER), join(uploads, 'trainers', '.photo-160w.webp.0f0f0f.tmp')];
    for (const file of stale) {
      writeFileSync(file, 'half a picture');
      utimesSync(file, old, old);
    }
    const fresh = join(uploads, 'events', '.in-progress.webp.abcdef.tmp');
    writeFileSync(fresh, 'being written');
    const server = await startServerProcess({ UPLOADS_DIR: uploads, DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      for (const file of stale) expect(existsSync(file), file).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(existsSync(join(uploads, 'trainers', 'default-avatar.svg'))).toBe(true);
      expect(server.output()).toContain('removed temporary upload files left by a killed process');
    } finally {
      await server.stop();
    }
  });
});
