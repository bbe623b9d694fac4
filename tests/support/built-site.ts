/**
 * A production build of the site (the PWA and its server renderer, as `npm run build` makes it), for tests
 * of the server-rendered pages. All of them share one build, dist/, made once while the sources stay the same
 * (the one `npm test`'s budget check and `npm start` use: scripts/build.mjs ensureFreshBuild); each test file
 * gets its own copy in a temporary folder, which it may change.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DIST, ensureFreshBuild } from '../../scripts/build.mjs';

export interface BuiltSite {
  distDir: string;
  remove(): void;
}

export function buildSite(): BuiltSite {
  if (!ensureFreshBuild(DEFAULT_DIST)) throw new Error('the build failed: its errors are above');
  const distDir = join(mkdtempSync(join(tmpdir(), 'academy-built-')), 'dist');
  // With their times: the server takes the build's compressed copies only when not older than their file.
  cpSync(DEFAULT_DIST, distDir, { recursive: true, preserveTimestamps: true });
  return { distDir, remove: () => rmSync(join(distDir, '..'), { recursive: true, force: true }) };
}
