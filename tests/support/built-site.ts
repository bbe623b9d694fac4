/**
 * A production build of the site (the PWA and its server renderer, as `npm run build` makes it) in a
 * temporary folder, for tests of the server-rendered pages. Built once per test file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltSite {
  distDir: string;
  remove(): void;
}

export function buildSite(): BuiltSite {
  const distDir = join(mkdtempSync(join(tmpdir(), 'academy-built-')), 'dist');
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), distDir], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return { distDir, remove: () => rmSync(join(distDir, '..'), { recursive: true, force: true }) };
}
