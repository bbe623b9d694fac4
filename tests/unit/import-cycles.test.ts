// @vitest-environment node
/**
 * Lint refuses import cycles in src/, sw/, server/, scripts/ and vite.config.ts (issue 34): each case lints a
 * real file with one import added that closes a loop through the files on disk.
 */
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

function cycleErrors(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${result.filePath}:${m.line}`),
  );
}

/** Lints `file` as it is on disk with `extra` appended. */
async function cyclesWith(file: string, extra: string): Promise<string[]> {
  const code = `${readFileSync(`${ROOT}${file}`, 'utf8')}\n${extra}\n`;
  return cycleErrors(await eslint.lintText(code, { filePath: `${ROOT}${file}` }));
}

describe('import cycles', () => {
  it.each([
    ['src/offline/offline-readiness.ts', "export { warmUp } from './warm-up';"],
    ['src/offline/offline-readiness.ts', "export const load = () => import('./warm-up');"],
    ['sw/outbox-sync.ts', "import './sw';"],
    ['server/db/unavailable.ts', "import '../app';"],
    ['scripts/bundle-sizes.mjs', "import './check-budgets.mjs';"],
    ['src/contract/page-routes.ts', "import '../../vite.config';"],
  ])(
    '%s importing back what imports it (%s) fails lint',
    async (file, extra) => {
      expect(await cyclesWith(file, extra)).not.toEqual([]);
    },
    30_000,
  );

  it('a type-only import back is no cycle: it is gone at run time', async () => {
    expect(await cyclesWith('src/offline/offline-readiness.ts', "import type { warmUp } from './warm-up';")).toEqual([]);
  }, 30_000);

  it('the warm-up and its scheduler no longer import each other', async () => {
    const results = await eslint.lintFiles(['src/offline/warm-up.ts', 'src/offline/schedule-warm-up.ts']);
    expect(cycleErrors(results)).toEqual([]);
  }, 30_000);
});
