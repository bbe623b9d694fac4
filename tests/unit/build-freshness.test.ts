// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DIST } from '../../scripts/build.mjs';
import { ROOT, sourceHash } from '../../scripts/build-freshness.mjs';
import { buildSite } from '../support/built-site';

const before = process.env.APP_VERSION;
afterEach(() => {
  if (before === undefined) delete process.env.APP_VERSION;
  else process.env.APP_VERSION = before;
});

describe('whether npm start rebuilds', () => {
  it('treats a new APP_VERSION as a new build, as the README says, and the same one as the same build', () => {
    process.env.APP_VERSION = 'v1';
    const first = sourceHash('/tmp/dist');
    expect(sourceHash('/tmp/dist')).toBe(first);
    process.env.APP_VERSION = 'v2';
    expect(sourceHash('/tmp/dist')).not.toBe(first);
  });
});

describe('npm test builds production once', () => {
  it('the budget check builds dist/ when it is stale, and the page tests copy that build instead of making their own', () => {
    const budgets = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-budgets.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(budgets.status, budgets.stderr).toBe(0);
    const stamp = join(DEFAULT_DIST, '.build-hash');
    const builtAt = statSync(stamp).mtimeMs;
    const site = buildSite();
    try {
      expect(statSync(stamp).mtimeMs, 'dist/ was built again').toBe(builtAt);
      expect(readFileSync(join(site.distDir, 'index.html'), 'utf8')).toBe(readFileSync(join(DEFAULT_DIST, 'index.html'), 'utf8'));
    } finally {
      site.remove();
    }
  }, 180_000);
});
