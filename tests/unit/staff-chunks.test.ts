// @vitest-environment node
/**
 * The staff console's chunks (assets/staff/) are never precached for visitors and students (decision 83):
 * the service worker keeps them once staff open the console. So no code a visitor or a student can load may
 * need one: a chunk that imported one would not open offline on a device that never opened the console (the
 * navbar's student actions did, for the "Staff console" link's read, until this test). Read from the real
 * build's manifest (the one `npm test` makes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST, ensureFreshBuild } from '../../scripts/build.mjs';
import { STAFF_CHUNKS } from '../../src/contract/page-routes';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

describe('the staff console’s chunks', () => {
  // Builds first when the sources changed since dist/ was built (a run of this file alone).
  it('are needed by no code a visitor or a student loads', { timeout: 240_000 }, () => {
    expect(ensureFreshBuild(DEFAULT_DIST)).toBe(true);
    const manifest = JSON.parse(readFileSync(join(DEFAULT_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const isStaff = (key: string) => manifest[key]!.file.startsWith(`${STAFF_CHUNKS}/`);
    // Everything reachable from the entries without passing through the console itself.
    const reached = new Set<string>();
    const queue = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    while (queue.length) {
      const key = queue.pop()!;
      if (reached.has(key) || isStaff(key)) continue;
      reached.add(key);
      queue.push(...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? []));
    }
    expect(reached.size).toBeGreaterThan(20);
    const leaks = [...reached].flatMap((key) =>
      (manifest[key]!.imports ?? []).filter(isStaff).map((staff) => `${manifest[key]!.file} imports ${manifest[staff]!.file}`),
    );
    expect(leaks).toEqual([]);
  });
});
