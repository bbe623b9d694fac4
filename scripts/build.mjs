/**
 * `npm run build`: the PWA into dist/ (or the folder given), then the server renderer into dist/ssr/.
 * Both are production builds whatever NODE_ENV says: a build started from a test runner (NODE_ENV=test)
 * would otherwise ship React's development build and no service worker.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildFresh, markBuildFresh, ROOT } from './build-freshness.mjs';

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
/** The build `npm start` serves; `npm test`'s budget check and the tests of built pages read it too. */
export const DEFAULT_DIST = join(ROOT, 'dist');

function vite(args, env) {
  const result = spawnSync(process.execPath, [VITE, 'build', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  return result.status === 0;
}

/** The site's compressed copies, made once at the build (scripts/precompress.ts, decision 210). */
function precompress(distDir) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/precompress.ts'), distDir], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return result.status === 0;
}

/** Builds both parts, then the site's compressed copies; false when a step failed (its errors are on stderr). */
export function buildSite(distDir, env = {}) {
  return (
    vite(['--outDir', distDir, '--emptyOutDir'], env) &&
    vite(['--ssr', 'src/server-render.tsx', '--outDir', join(distDir, 'ssr'), '--emptyOutDir', '--logLevel', 'warn'], env) &&
    precompress(distDir)
  );
}

/**
 * Builds `distDir` unless it already holds a build of the sources as they are (scripts/build-freshness.mjs), so
 * that one production build serves `npm start`, the budget check and the tests. The build is made in a folder
 * of its own and moved into place whole: a second process (a test file in another worker) never sees half a
 * build, and of two that build at once, the second keeps the first one's. Answers false when the build failed.
 */
export function ensureFreshBuild(distDir = DEFAULT_DIST, { log = () => {} } = {}) {
  if (isBuildFresh(distDir)) return true;
  // Beside the target, on its file system, so the move is a rename; out of sight of lint and git inside the repo.
  const scratch = distDir.startsWith(ROOT) ? join(ROOT, 'node_modules/.cache') : dirname(distDir);
  mkdirSync(scratch, { recursive: true });
  const building = mkdtempSync(join(scratch, 'academy-build-'));
  try {
    log('building the PWA and its server renderer (the build is missing or older than the sources)…');
    if (!buildSite(building)) return false;
    markBuildFresh(distDir, building);
    if (isBuildFresh(distDir)) return true; // another process finished first
    const old = `${building}-old`;
    if (existsSync(distDir)) renameSync(distDir, old);
    renameSync(building, distDir);
    rmSync(old, { recursive: true, force: true });
    return true;
  } catch (error) {
    if (isBuildFresh(distDir)) return true; // another process moved its build into place between our steps
    throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? process.env.DIST_DIR ?? DEFAULT_DIST);
  process.exit(buildSite(distDir) ? 0 : 1);
}
