/**
 * `npm start`: builds the PWA when dist/ is missing or stale, then serves it with the API on one port.
 */
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { DEFAULT_DIST, ensureFreshBuild } from './build.mjs';
import { isBuildFresh } from './build-freshness.mjs';

const distDir = resolve(process.env.DIST_DIR || DEFAULT_DIST);

if (!isBuildFresh(distDir)) {
  const started = Date.now();
  if (!ensureFreshBuild(distDir, { log: (line) => console.log(`[start] ${line}`) })) {
    console.error('[start] the build failed; fix the error above and run npm start again.');
    process.exit(1);
  }
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.DIST_DIR = distDir;
register();
await import('../server/main.ts');
