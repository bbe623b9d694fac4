/** One process per PGlite folder: a second server refuses, a killed one's lock is recovered, the admin CLI copes with stale notes. */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand, startServerProcess, type ServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-database';
import { currentBootId, identityOf } from '../../server/db/process-identity';

// Not made on PostgreSQL, where this file's tests are skipped (and so is every hook that would remove it).
const dataDir = onPostgres ? '' : mkdtempSync(join(tmpdir(), 'academy-lock-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_POSTS_PER_MINUTE: '1000' };
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

async function kill9(server: ServerProcess) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGKILL');
  await exited;
}

const contact = (name: string) =>
  JSON.stringify({ name, email: 'lock@example.com', phone: '9876543210', message: 'Checking that nothing is lost.' });

async function postContact(baseUrl: string, name: string) {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: contact(name),
  });
  expect(res.status).toBe(201);
}

// PostgreSQL has no folder to guard; the PGlite suite covers it.
describe.skipIf(onPostgres)('the PGlite data folder', () => {
  it('a second server on the same folder refuses to start, saying who holds it', async () => {
    const first = await start();
    await postContact(first.baseUrl, 'Before The Second');
    const second = startServerProcess(env);
    await expect(second).rejects.toThrow(new RegExp(`in use by another process \\(pid ${first.child.pid}\\)`));
    // The first is unharmed.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    await kill9(first);
  });

  it('after kill -9 the stale lock is recovered and the data is all there', async () => {
    const revived = await start();
    await postContact(revived.baseUrl, 'After The Crash');
    const rows = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'contacts', '--format', 'json'], env);
    expect((JSON.parse(rows.stdout) as { name: string }[]).map((r) => r.name).sort()).toEqual(['After The Crash', 'Before The Second']);
    await kill9(revived);
  });

  it('the admin CLI reads directly when the server note is stale (dead pid, or a live pid that is not the server)', async () => {
    const notePath = join(dataDir, 'server.json');
    const note = JSON.parse(readFileSync(notePath, 'utf8')) as { pid: number; port: number; operatorSecret: string };
    for (const stale of [note, { ...note, pid: process.pid, port: 1 }]) {
      writeFileSync(notePath, JSON.stringify(stale));
      const res = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'contacts', '--format', 'json'], env);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(JSON.parse(res.stdout)).toHaveLength(2);
    }
  });

  it('the admin CLI explains a folder held by a live process that does not answer', async () => {
    writeFileSync(join(dataDir, 'server.lock'), JSON.stringify(identityOf(process.pid)));
    writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, port: 1, operatorSecret: 'x' }));
    const res = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'contacts'], env);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`in use by another process (pid ${process.pid})`);
    rmSync(join(dataDir, 'server.lock'));
  });

  // A container restarts its programs with the same low pids: the pid of a crashed server can be a live stranger's.
  it.skipIf(!currentBootId())('a lock naming a live but unrelated process (a reused pid) is taken over', async () => {
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    const gone = new Promise((r) => stranger.once('exit', r));
    try {
      const reused = { pid: stranger.pid!, startTime: '1', bootId: currentBootId() };
      const otherBoot = { ...identityOf(stranger.pid!), bootId: 'a-boot-before-the-restart' };
      for (const lock of [reused, otherBoot]) {
        writeFileSync(join(dataDir, 'server.lock'), JSON.stringify(lock));
        const server = await start();
        expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
        const held = JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')) as { pid: number };
        expect(held.pid).toBe(server.child.pid);
        await kill9(server);
      }
    } finally {
      stranger.kill('SIGKILL');
      await gone;
    }
  });
});
