/**
 * `npm run build`: the PWA into dist/ (or the folder given), then the server renderer into dist/ssr/.
 * Both are production builds whatever NODE_ENV says: a build started from a test runner (NODE_ENV=test)
 * would otherwise ship React's development build and no service worker.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-freshness.mjs';

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

function vite(args, env) {
  const result = spawnSync(process.execPath, [VITE, 'build', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  return result.status === 0;
}

/** Builds both parts; false when either build failed (its errors are on stderr). */
export function buildSite(distDir, env = {}) {
  return (
    vite(['--outDir', distDir, '--emptyOutDir'], env) &&
    vite(['--ssr', 'src/server-render.tsx', '--outDir', join(distDir, 'ssr'), '--emptyOutDir', '--logLevel', 'warn'], env)
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? process.env.DIST_DIR ?? join(ROOT, 'dist'));
  process.exit(buildSite(distDir) ? 0 : 1);
}
