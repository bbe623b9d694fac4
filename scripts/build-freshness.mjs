/**
 * Is dist/ built from the sources as they are now? A content hash of every build input, stored in
 * dist/.build-hash after a build: mtimes are useless after a git clone, content is not.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'src',
  'build',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else yield path;
}

export function sourceHash(distDir) {
  const hash = createHash('sha256');
  hash.update(distDir);
  // The build's name is baked into it (vite.config.ts): a new APP_VERSION alone must rebuild.
  hash.update(`APP_VERSION=${process.env.APP_VERSION ?? ''}`);
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isBuildFresh(distDir) {
  const stamp = join(distDir, '.build-hash');
  return existsSync(join(distDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(distDir);
}

/** Stamps a build of `distDir` as fresh; `madeIn` is where it was made when it is moved into place after. */
export function markBuildFresh(distDir, madeIn = distDir) {
  writeFileSync(join(madeIn, '.build-hash'), sourceHash(distDir));
}
