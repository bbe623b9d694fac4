/**
 * Runs a command against a throwaway PostgreSQL cluster (scripts/lib/pg-cluster.mjs): initdb on a temp
 * folder, a free port on 127.0.0.1, DATABASE_URL pointing at it, and everything removed afterwards.
 * initdb refuses to run as root, so as root the cluster runs as a dedicated system user.
 *
 *   node scripts/with-postgres.mjs <command> [args…]
 */
import { execFileSync, spawn } from 'node:child_process';
import { createCluster, findBinary } from './lib/pg-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

let exitCode = 1;
let cluster;
try {
  cluster = await createCluster();
  const databaseUrl = cluster.url;
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
  cluster?.remove();
}
process.exit(exitCode);
