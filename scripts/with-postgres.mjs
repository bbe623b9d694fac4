/**
 * Runs a command against a throwaway PostgreSQL cluster: initdb on a temp folder, a free port on
 * 127.0.0.1, DATABASE_URL pointing at it, and everything removed afterwards.
 * initdb refuses to run as root, so as root the cluster runs as a dedicated system user.
 *
 *   node scripts/with-postgres.mjs <command> [args…]
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_USER = 'academy_pg';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function findBinary(name) {
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

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
const owner = systemUser();
const dir = mkdtempSync(join(tmpdir(), 'academy-pg-'));
if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
const dataDir = join(dir, 'data');
const port = await freePort();
const asOwner = { ...owner, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' };

function run(bin, argv) {
  const result = spawnSync(bin, argv, asOwner);
  if (result.status !== 0) throw new Error(`${bin} ${argv.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

let exitCode = 1;
try {
  run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // fsync off: a test cluster that dies is thrown away anyway, and it makes CI several times faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(
    `[with-postgres] PostgreSQL ${execFileSync(findBinary('postgres'), ['--version'], { encoding: 'utf8' }).trim()} on ${databaseUrl}`,
  );
  exitCode = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl }, shell: false });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`[with-postgres] could not run ${command}: ${err.message}`);
      resolve(127);
    });
  });
} catch (err) {
  console.error(`[with-postgres] ${err.message}`);
} finally {
  spawnSync(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asOwner);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
