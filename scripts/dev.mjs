/**
 * `npm run dev`: the API (restarting on change) on API_PORT and Vite with HMR, which proxies /api and
 * /uploads to it. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-freshness.mjs';

const apiPort = process.env.API_PORT || '8787';
const children = [
  spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DIST_DIR: join(ROOT, '.no-dist') },
  }),
  spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
