/**
 * A throwaway PostgreSQL cluster: initdb on a temp folder, a free port on 127.0.0.1, removed afterwards.
 * initdb refuses to run as root, so as root the cluster runs as a dedicated system user. Used by
 * scripts/with-postgres.mjs, and by tests that stop and restart a database of their own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_USER = 'academy_pg';

export function findBinary(name) {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return fromPath;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort().reverse()) {
      const candidate = join(base, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(`${name} not found: install PostgreSQL 15 (Debian: apt-get install postgresql)`);
}

function systemUser() {
  if (process.getuid?.() !== 0) return {};
  if (spawnSync('id', ['-u', PG_USER]).status !== 0) {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
  }
  const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }));
  return { uid, gid };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Creates and starts a cluster; `stop`/`start` stop and start its server (same port, same data), `remove` ends it. */
export async function createCluster() {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const owner = systemUser();
  const dir = mkdtempSync(join(tmpdir(), 'academy-pg-'));
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asOwner = { ...owner, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' };
  const run = (bin, argv) => {
    const result = spawnSync(bin, argv, asOwner);
    if (result.status !== 0) throw new Error(`${bin} ${argv.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  // fsync off: a test cluster that dies is thrown away anyway, and it makes CI several times faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => run(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `fast` ends every session at once, as a restart or failover would. */
    stop: (mode = 'fast') => run(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']),
    remove() {
      spawnSync(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asOwner);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    start();
  } catch (err) {
    cluster.remove();
    throw err;
  }
  return cluster;
}
