/**
 * `npm start`: builds the PWA when dist/ is missing or stale, then serves it with the API on one port.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { isBuildFresh, markBuildFresh, ROOT } from './build-freshness.mjs';

const distDir = resolve(process.env.DIST_DIR || join(ROOT, 'dist'));

if (!isBuildFresh(distDir)) {
  console.log('[start] building the PWA (dist/ is missing or older than the sources)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Always a production build, even when started from a test runner that sets NODE_ENV=test
    // (Vite keeps a NODE_ENV it finds, which would ship React's development build and no service worker).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[start] the build failed; fix the error above and run npm start again.');
    process.exit(result.status ?? 1);
  }
  markBuildFresh(distDir);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.DIST_DIR = distDir;
register();
await import('../server/main.ts');
