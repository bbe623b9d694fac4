/**
 * Runs the product as `npm start` does (scripts/start.mjs: build if stale, then serve) on a free port
 * with its own data folder, for browser tests and benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteProcess {
  baseUrl: string;
  /** The site's data folder: its server note and admin token, for `npm run admin` and scripts/lib/admin-rows.ts. */
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /**
   * An outage: stops the server process (by its pid), keeping its data folder and port; `restart` starts
   * it again on both, as an operator restarting the service would; with `changes` (e.g. a new APP_VERSION)
   * it is a deploy.
   */
  halt(): Promise<void>;
  restart(changes?: Record<string, string>): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}, reuse?: { dataDir: string }): Promise<SiteProcess> {
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'academy-site-'));
  // Uploads the tests make (staff pictures) go to a copy of the demo files, removed with the data.
  const uploadsDir = join(dataDir, 'uploads');
  if (!reuse) cpSync(join(ROOT, 'server/uploads'), uploadsDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-65_536); // the tail is enough for errors; the log of a long run is not
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  const halt = async (process: ChildProcess) => {
    if (process.exitCode !== null || process.signalCode !== null) return;
    const exited = new Promise((r) => process.once('exit', r));
    process.kill('SIGTERM');
    await exited;
  };
  const site: SiteProcess = {
    baseUrl,
    dataDir,
    child,
    async stop() {
      await halt(site.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    halt: () => halt(site.child),
    async restart(changes = {}) {
      await halt(site.child);
      env = { ...env, ...changes };
      const again = await startSite({ ...env, PORT: new URL(baseUrl).port }, { dataDir });
      site.child = again.child;
    },
  };
  return site;
}
