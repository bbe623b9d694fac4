/** Runs `server/main.ts` as its own process (API only), as a deployment would, and stops it by pid. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** The child's environment: this process's, then `env` on top; a variable given as undefined is removed. */
export type ChildEnv = Record<string, string | undefined>;

function childEnv(...layers: ChildEnv[]): NodeJS.ProcessEnv {
  const merged: ChildEnv = Object.assign({}, process.env, ...layers);
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function startServerProcess(env: ChildEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', DIST_DIR: '/nonexistent' }, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-65_536); // the tail is enough for errors; the log of a long run is not
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match)
        resolve({
          baseUrl: match[1]!.replace('localhost', '127.0.0.1'),
          child,
          output: () => output,
          async stop() {
            if (child.exitCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Runs a command of this repository to completion and answers its exit code and output. */
export function runCommand(args: string[], env: ChildEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr })));
}
