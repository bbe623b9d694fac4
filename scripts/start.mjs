/**
 * `npm start`: builds the PWA when dist/ is missing or stale, then serves it with the API on one port.
 */
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildSite } from './build.mjs';
import { isBuildFresh, markBuildFresh, ROOT } from './build-freshness.mjs';

const distDir = resolve(process.env.DIST_DIR || join(ROOT, 'dist'));

if (!isBuildFresh(distDir)) {
  console.log('[start] building the PWA and its server renderer (dist/ is missing or older than the sources)…');
  const started = Date.now();
  if (!buildSite(distDir)) {
    console.error('[start] the build failed; fix the error above and run npm start again.');
    process.exit(1);
  }
  markBuildFresh(distDir);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.DIST_DIR = distDir;
register();
await import('../server/main.ts');
